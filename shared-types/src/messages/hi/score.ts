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
 * Hindi for the score's most frequent reason codes (issue 31: the 40 counted on 2026-11-28), the
 * names of all the measures, the points, scale and band labels, and the short reasons a measure
 * gives when it cannot be computed. Words fixed and terms kept in English: docs/glossary-hindi.md.
 * Fixed counts in the English ('2 of its 8') are written as Hindi words, so no digit is in a message.
 */
export const hindiScoreMessages = {
  'score.measure.roce_level': 'ROCE का स्तर',
  'score.measure.roce_stability': 'ROCE की स्थिरता',
  'score.measure.margin_stability': 'मार्जिन की स्थिरता',
  'score.measure.sales_cagr': 'बिक्री में वृद्धि',
  'score.measure.eps_cagr': 'EPS में वृद्धि',
  'score.measure.growth_consistency': 'वृद्धि की निरंतरता',
  'score.measure.leverage': 'कर्ज़ का स्तर',
  'score.measure.interest_cover': 'ब्याज चुकाने की क्षमता',
  'score.measure.altman_z': 'Altman Z’’',
  'score.measure.cash_conversion': 'मुनाफ़े का नकदी में बदलना',
  'score.measure.piotroski_f_score': 'Piotroski F-score',
  'score.measure.beneish_m_score': 'Beneish M-score',
  'score.measure.profit_record': 'मुनाफ़े का रिकॉर्ड',
  'score.measure.guidance_accuracy': 'मार्गदर्शन की सटीकता',
  'score.measure.share_count_discipline': 'शेयरों की संख्या पर अनुशासन',
  'score.measure.margin_of_safety': 'सुरक्षा मार्जिन',
  'score.measure.expected_return': 'अपेक्षित रिटर्न',
  'score.measure.roe_level': 'ROE का स्तर',
  'score.measure.roe_stability': 'ROE की स्थिरता',
  'score.measure.capital_cushion': 'पूँजी बफ़र',
  'score.measure.leverage_trend': 'लीवरेज का रुझान',
  'score.measure.asset_quality': 'संपत्ति की गुणवत्ता',
  'score.measure.profit_consistency': 'मुनाफ़े की निरंतरता',
  'score.measure.worst_profit_fall': 'मुनाफ़े में सबसे बड़ी गिरावट',

  'score.points': '{points}/{max, number}',
  'score.scale': '{zero_at} पर शून्य अंक, {full_at} पर पूरे अंक',

  'score.roce_level.median': '{period} में मीडियन ROCE {roce}',
  'score.roce_level.one_year': '{period} में ROCE {roce}',
  'score.roce_level.unknown': 'ROCE ज्ञात नहीं',
  'score.roce_stability.measured': stability('ROCE'),
  'score.roce_stability.too_few_years': 'तीन वर्ष का ROCE चाहिए',
  'score.margin_stability.measured': stability('परिचालन मार्जिन'),
  'score.margin_stability.too_few_years': 'तीन वर्ष का परिचालन मार्जिन चाहिए',

  'score.sales_cagr.measured': '{period} में बिक्री का CAGR {cagr}',
  'score.sales_cagr.no_figures': 'बिक्री का CAGR नहीं (कोई आँकड़े नहीं)',
  'score.sales_cagr.unclassified': 'बिक्री का CAGR नहीं',
  'score.sales_cagr.latest_not_positive': 'नवीनतम बिक्री सकारात्मक नहीं है',
  'score.eps_cagr.measured': '{period} में EPS का CAGR {cagr}',
  'score.eps_cagr.no_figures': 'EPS का CAGR नहीं (कोई आँकड़े नहीं)',
  'score.eps_cagr.unclassified': 'EPS का CAGR नहीं',
  'score.eps_cagr.latest_not_positive': '{fiscal_year} में EPS सकारात्मक नहीं (घाटे में)',
  'score.growth_consistency.measured':
    'मापी जा सकने वाली {comparisons, plural, one {# साल-दर-साल तुलना} other {# साल-दर-साल तुलनाओं}} में से {rose, number} में बिक्री या शुद्ध लाभ बढ़ा',
  'score.growth_consistency.unknown': 'साल-दर-साल वृद्धि मापी नहीं जा सकती',

  'score.leverage.measured': '{fiscal_year} में D/E {debt_to_equity}',
  'score.leverage.negative_net_worth': '{fiscal_year} में नेट वर्थ ऋणात्मक',
  'score.leverage.unknown': 'कर्ज़ या नेट वर्थ ज्ञात नहीं',
  'score.interest_cover.measured': '{fiscal_year} में EBIT / ब्याज {interest_cover}',
  'score.interest_cover.not_covered': '{fiscal_year} में EBIT ब्याज चुकाने के लिए काफ़ी नहीं',
  'score.interest_cover.unknown': 'EBIT या ब्याज ज्ञात नहीं',
  'score.altman_z.total_assets_unknown': 'कुल संपत्ति ज्ञात नहीं या सकारात्मक नहीं',
  'score.altman_z.needs_inputs': 'रिज़र्व, EBIT और नेट वर्थ चाहिए',
  'score.altman_z.out_of_range': 'अनुपात मान्य दायरे से बाहर',
  'score.altman_z.unclassified': 'Z’’ की गणना नहीं हो सकी',

  'score.cash_conversion.measured': '{period} में CFO / शुद्ध लाभ {cash_conversion}',
  'score.cash_conversion.no_cumulative_profit': '{period} में कुल मिलाकर कोई मुनाफ़ा नहीं',
  'score.cash_conversion.too_few_years': 'दो वर्ष का CFO और शुद्ध लाभ चाहिए',
  'score.piotroski_f_score.measured': 'F-score: {criteria, number} में से {f_score, number} अंक',
  'score.piotroski_f_score.no_statements': 'कोई वित्तीय विवरण नहीं',
  'score.piotroski_f_score.unclassified': 'F-score की गणना नहीं हो सकी',
  'score.beneish_m_score.too_many_proxies': 'M {m} अपने आठ में से दो से ज़्यादा चरों पर टिका है जो अनुमानित (proxy) या तटस्थ मान पर रखे गए ({unmeasured})',
  'score.beneish_m_score.no_statements': 'कोई वित्तीय विवरण नहीं',
  'score.beneish_m_score.needs_inputs': 'इनके आँकड़े चाहिए: {inputs}',
  'score.beneish_m_score.out_of_range': 'अनुपात मान्य दायरे से बाहर',
  'score.beneish_m_score.unclassified': 'M-score की गणना नहीं हो सकी',
  'score.profit_record.measured': 'आँकड़ों वाले पिछले {years, plural, one {# वर्ष} other {# वर्षों}} में से {profitable_years, number} में मुनाफ़ा',
  'score.profit_record.unknown': 'शुद्ध लाभ ज्ञात नहीं',

  'score.guidance_accuracy.measured':
    '{guided_items, plural, one {मार्गदर्शन वाले # मद} other {मार्गदर्शन वाले # मदों}} के आधार पर विश्वसनीयता स्कोर {credibility, number}/100',
  'score.guidance_accuracy.no_guidance': 'ऐसा कोई पिछला मार्गदर्शन नहीं जिसका नतीजा पता हो',
  'score.share_count_discipline.measured': '{period} में शेयरों की संख्या {share_change} {direction, select, down {घटी} other {बढ़ी}}',
  'score.share_count_discipline.unknown': 'शेयरों की संख्या ज्ञात नहीं',

  'score.margin_of_safety.no_price': 'कोई मौजूदा भाव नहीं',
  'score.margin_of_safety.unclassified': 'भाव से तुलना के लिए बुक वैल्यू का कोई अनुमान नहीं',
  'score.expected_return.measured': 'आधार परिदृश्य में पाँच वर्ष का IRR {irr} सालाना',
  'score.expected_return.eps_not_positive': 'EPS सकारात्मक नहीं, इसलिए आय पर आधारित कोई रिटर्न नहीं',
  'score.expected_return.no_price': 'शेयर का कोई मौजूदा भाव नहीं है',
  'score.expected_return.eps_unknown': 'EPS ज्ञात नहीं है',
  'score.expected_return.pe_unknown': 'मौजूदा P/E की गणना नहीं हो सकती',
  'score.expected_return.irr_no_projection': 'पाँच वर्ष का IRR सार्थक नहीं (कोई अनुमान नहीं)',
  'score.expected_return.irr_no_solution': 'पाँच वर्ष का IRR सार्थक नहीं (कोई हल नहीं)',
  'score.expected_return.irr_no_exit_pe': 'पाँच वर्ष का IRR सार्थक नहीं (कोई सकारात्मक निकास P/E नहीं)',
  'score.expected_return.unclassified': 'आय पर आधारित रिटर्न का कोई अनुमान नहीं लगाया जा सका',

  'score.roe_stability.too_few_years': 'तीन वर्ष का ROE चाहिए',
  'score.capital_cushion.unknown': 'नेट वर्थ या कुल संपत्ति ज्ञात नहीं',
  'score.leverage_trend.net_worth_not_positive': '{fiscal_year} में नेट वर्थ सकारात्मक नहीं है',

  'score.band.strong': 'मज़बूत',
  'score.band.good': 'अच्छा',
  'score.band.average': 'औसत',
  'score.band.weak': 'कमज़ोर',
  'score.all_assessable': 'सौ में से {earned} अंक मिले',
  'score.pillar.points': '{weight, number} में से {earned} अंक',
  'score.pillar.none_assessable': 'किसी अंक का आकलन संभव नहीं (भार {weight, number})',
} as const satisfies Partial<Record<keyof typeof scoreMessages | CagrCode, string>>;
