import type { scoreMessages } from '../en/score';

// en/score.ts builds the CAGR codes with computed keys, which its type loses; the catalogue test
// still checks at run time that each Hindi code has an English one.
type CagrCode = `score.${'sales_cagr' | 'eps_cagr'}.${string}`;

/** A stability measure's reason in Hindi, as en/score.ts's `stability`: the shape picks the sentence. */
const stability = (series: string): string =>
  `${series}: {period} में {shape, select, rise {हर वर्ष लगभग {slope} की बढ़त, उस रुझान के आसपास {swing} का मानक विचलन} ` +
  `fall {हर वर्ष लगभग {slope} की गिरावट, औसत के आसपास {swing} का मानक विचलन (गिरावट स्थिरता के ख़िलाफ़ गिनी जाती है)} ` +
  `around_mean {औसत के आसपास {swing} का मानक विचलन} other {रुझान के आसपास {swing} का मानक विचलन}}`;

/**
 * Hindi for the score's most frequent reason codes (issue 31: the 40 counted on 2026-11-28) and the
 * names of their measures. Words fixed and terms kept in English: docs/glossary-hindi.md. Fixed
 * counts in the English ('2 of its 8') are written as Hindi words, so no digit is in a message.
 */
export const hindiScoreMessages = {
  'score.measure.roce_level': 'ROCE का स्तर',
  'score.measure.roce_stability': 'ROCE की स्थिरता',
  'score.measure.margin_stability': 'मार्जिन की स्थिरता',
  'score.measure.sales_cagr': 'बिक्री में वृद्धि',
  'score.measure.growth_consistency': 'वृद्धि की निरंतरता',
  'score.measure.leverage': 'कर्ज़ का स्तर',
  'score.measure.interest_cover': 'ब्याज चुकाने की क्षमता',
  'score.measure.profit_record': 'मुनाफ़े का रिकॉर्ड',
  'score.measure.guidance_accuracy': 'मार्गदर्शन की सटीकता',
  'score.measure.share_count_discipline': 'शेयरों की संख्या पर अनुशासन',
  'score.measure.expected_return': 'अपेक्षित रिटर्न',

  'score.roce_level.median': '{period} में मीडियन ROCE {roce}',
  'score.roce_stability.measured': stability('ROCE'),
  'score.margin_stability.measured': stability('परिचालन मार्जिन'),
  'score.sales_cagr.measured': '{period} में बिक्री का CAGR {cagr}',
  'score.growth_consistency.measured':
    'मापी जा सकने वाली {comparisons, plural, one {# साल-दर-साल तुलना} other {# साल-दर-साल तुलनाओं}} में से {rose, number} में बिक्री या शुद्ध लाभ बढ़ा',
  'score.leverage.measured': '{fiscal_year} में D/E {debt_to_equity}',
  'score.interest_cover.measured': '{fiscal_year} में EBIT / ब्याज {interest_cover}',
  'score.piotroski_f_score.measured': 'F-score: {criteria, number} में से {f_score, number} अंक',
  'score.beneish_m_score.too_many_proxies': 'M {m} अपने आठ में से दो से ज़्यादा चरों पर टिका है जो अनुमानित (proxy) या तटस्थ मान पर रखे गए ({unmeasured})',
  'score.profit_record.measured': 'आँकड़ों वाले पिछले {years, plural, one {# वर्ष} other {# वर्षों}} में से {profitable_years, number} में मुनाफ़ा',
  'score.guidance_accuracy.measured':
    '{guided_items, plural, one {मार्गदर्शन वाले # मद} other {मार्गदर्शन वाले # मदों}} के आधार पर विश्वसनीयता स्कोर {credibility, number}/100',
  'score.share_count_discipline.measured': '{period} में शेयरों की संख्या {share_change} {direction, select, down {घटी} other {बढ़ी}}',
  'score.expected_return.measured': 'आधार परिदृश्य में पाँच वर्ष का IRR {irr} सालाना',
} as const satisfies Partial<Record<keyof typeof scoreMessages | CagrCode, string>>;
