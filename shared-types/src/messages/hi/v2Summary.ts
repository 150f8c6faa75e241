import type { v2SummaryMessages } from '../en/v2Summary';

const KIND = (tail: string) =>
  `{kind, select, industrial {औद्योगिक कंपनी} lender {ऋणदाता (बैंक या NBFC)} insurer {बीमा कंपनी} ` +
  `other_financial {ऋणदाता और बीमा कंपनी के अलावा अन्य वित्तीय कंपनी} other {किसी अन्य प्रकार की कंपनी}} के रूप में विश्लेषण${tail}`;

/**
 * Hindi for every entry of en/v2Summary.ts (the type says so): the v2 summary's and Part 4's labels,
 * with the words fixed in docs/glossary-hindi.md (भाव, आंतरिक मूल्य, सुरक्षा मार्जिन, स्तंभ, अंक).
 */
export const hindiV2SummaryMessages = {
  'v2.summary.not_available': 'उपलब्ध नहीं',
  'v2.summary.coverage': 'स्कोर के {coverage} अंकों का आकलन हो सका',
  'v2.summary.dated_by': '{date} ({source})',

  'v2.summary.points_on_data': '100 में से {points} अंक डेटा पर आधारित',
  'v2.summary.pillar.points': '{assessable} में से {earned}',
  'v2.summary.pillar.not_assessed': 'आकलन नहीं हुआ',
  'v2.summary.pillar.not_scored': 'स्कोर नहीं दिया गया',
  'v2.summary.pillar.label.earned': '{pillar}: {assessable} में से {earned} अंक मिले',
  'v2.summary.pillar.label.part': '{pillar}: {assessable} में से {earned} अंक मिले; इसके {weight} अंकों में से {unassessed} का आकलन नहीं हुआ',
  'v2.summary.pillar.label.not_assessed': '{pillar}: आकलन नहीं हुआ ({weight} में से 0 अंक डेटा पर आधारित)',
  'v2.summary.pillar.label.not_scored': '{pillar}: स्कोर नहीं दिया गया, {assessable} अंकों का आकलन हो सकता था',
  'v2.summary.pillar.unknown': 'अन्य स्तंभ',

  'v2.summary.value.below': 'सुरक्षा मार्जिन: भाव अनुमान से कम है।',
  'v2.summary.value.above': 'सुरक्षा मार्जिन: भाव अनुमान से ज़्यादा है, इसलिए कोई सुरक्षा मार्जिन नहीं।',
  'v2.summary.value.equal': 'सुरक्षा मार्जिन: भाव अनुमान के बराबर है।',
  'v2.summary.value.no_margin': 'कोई सुरक्षा मार्जिन नहीं मापा जा सका।',
  'v2.summary.value.price': 'भाव {price}',
  'v2.summary.value.intrinsic_value': 'आंतरिक मूल्य {value}',
  'v2.summary.value.intrinsic_value_low_end':
    'आंतरिक मूल्य {value} ({count, plural, one {# अनुमान} other {# अनुमानों}} में सबसे कम, जिसके मुक़ाबले सुरक्षा मार्जिन मापा जाता है)',
  'v2.summary.value.range': 'दायरा {low} – {high}',
  'v2.summary.value.estimates': 'अनुमान: {estimates}',
  'v2.summary.value.estimate': '{model} {value}',

  'v2.summary.risk.level': 'समग्र परिचालन जोखिम: {level}।',
  'v2.summary.data.price_as_of': '{date} का भाव',
  'v2.summary.data.statements_to': '{date} तक के वित्तीय विवरण',
  'v2.summary.data.source_as_of': '{source} ({date} तक)',
  'v2.summary.data.not_in_data': 'डेटा में नहीं ({count, number})',
  'v2.summary.data.analysed_as': KIND('।'),
  'v2.summary.data.analysed_as_because': KIND(': {reason}।'),
  'v2.summary.data.ttm': '{period_end} तक के पिछले बारह महीने (तिमाही नतीजे): {figures}।',
  'v2.summary.data.sector': 'सेक्टर: {sector}',

  'v2.score.caption': '{pillar} के मापदंड',
  'v2.score.measure': 'मापदंड',
  'v2.score.measure_unknown': 'अन्य मापदंड',
  'v2.score.outcome.full': 'पूरे अंक',
  'v2.score.outcome.part': 'आंशिक अंक',
  'v2.score.outcome.none': 'कोई अंक नहीं',
  'v2.score.outcome.left_out': 'शामिल नहीं',
  'v2.score.figure_period': '{figure} ({period})',
  'v2.score.count_of': '{of, number} में से {count, number}',
  'v2.score.out_of_100': '{count, number}/100',
  'v2.score.left_out_points': '{max, plural, other {# अंक}} शामिल नहीं',
  'v2.score.working.measure': '{measure}: {reason}',
  'v2.score.working.scaled': '{reason} ({scale})',
  'v2.score.working.left_out': 'शामिल नहीं: {reason}',
  'v2.score.working.method': 'तरीक़ा',
  'v2.score.beneish_unmeasured': '{variable} {basis, select, proxy {अनुमानित (proxy)} neutral {तटस्थ} other {{basis}}}',
  'v2.score.working.band': '{score}/100 ({band}: {rule})।',
} as const satisfies Record<keyof typeof v2SummaryMessages, string>;
