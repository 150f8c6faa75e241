import type { reportMessages } from '../en/report';

/**
 * Hindi for Part 3's Piotroski criteria (issue 31: eight of the 40 most frequent reason codes,
 * counted on 2026-11-28), the criteria's names, outcomes and the section's score line, and the
 * short labels, headings and words of sections 1–3. Where the English shows 'a → b', the Hindi
 * names the two years, so the figure reads without the arrow; fixed numbers in the English are
 * Hindi words here. Glossary: docs/glossary-hindi.md.
 */
export const hindiReportMessages = {
  'report.returns.level.high': 'ऊँचा',
  'report.returns.level.adequate': 'पर्याप्त',
  'report.returns.level.below_cost_of_capital': 'बारह-तेरह प्रतिशत की आम पूँजी लागत से कम',
  'report.returns.level.negative': 'ऋणात्मक',

  'report.roce.basis.standard': 'EBIT / (कुल संपत्ति − चालू देनदारियाँ)',
  'report.stability.word.stable': 'स्थिर',
  'report.stability.word.moderately_variable': 'कुछ हद तक अस्थिर',
  'report.stability.word.volatile': 'अस्थिर',

  'report.leverage.trend.outgrown_equity': 'दिए गए कर्ज़ (loan book) इक्विटी से तेज़ बढ़े हैं',
  'report.leverage.trend.equity_outgrown': 'इक्विटी बैलेंस शीट से तेज़ बढ़ी है',
  'report.leverage.trend.steady': 'लगभग स्थिर',
  'report.reinvestment.reading.growth': 'रखरखाव से कहीं ज़्यादा निवेश, वृद्धि के लिए',
  'report.reinvestment.reading.maintenance': 'संपत्ति के आधार को लगभग बनाए रखना',
  'report.working_capital.title': 'दिनों में कार्यशील पूँजी',
  'report.working_capital.receivable_days': 'ग्राहकों से बकाया',
  'report.working_capital.inventory_days': 'इन्वेंटरी',
  'report.working_capital.payable_days': 'सप्लायरों को बकाया',
  'report.working_capital.cycle_days': 'चक्र',
  'report.dividends.title': 'लाभांश',
  'report.dividends.year': '{per_share} प्रति शेयर (मुनाफ़े का {payout})',
  'report.dividends.loss_year': '{per_share} प्रति शेयर (घाटे का वर्ष)',

  'report.piotroski.score':
    'Piotroski F-score: {score, number}/{out_of, number}। लंबी अवधि के कर्ज़ की जगह कुल कर्ज़, और सकल मार्जिन की जगह परिचालन मार्जिन लिया गया है।',
  'report.piotroski.reading.strong': 'मज़बूत',
  'report.piotroski.reading.middling': 'औसत',
  'report.piotroski.reading.weak': 'कमज़ोर',
  'report.piotroski.outcome.pass': 'पास',
  'report.piotroski.outcome.fail': 'फ़ेल',
  'report.piotroski.outcome.na': 'उपलब्ध नहीं',
  'report.piotroski.positive_roa.name': 'संपत्ति पर सकारात्मक रिटर्न (ROA)',
  'report.piotroski.positive_cfo.name': 'सकारात्मक परिचालन नकदी प्रवाह',
  'report.piotroski.improving_roa.name': 'सुधरता ROA',
  'report.piotroski.accruals.name': 'मुनाफ़े से ज़्यादा नकदी प्रवाह (accruals)',
  'report.piotroski.lower_leverage.name': 'घटता कर्ज़ (कर्ज़ / औसत संपत्ति)',
  'report.piotroski.higher_current_ratio.name': 'बेहतर चालू अनुपात (current ratio)',
  'report.piotroski.no_new_shares.name': 'कोई नए शेयर जारी नहीं',
  'report.piotroski.higher_margin.name': 'ऊँचा मार्जिन (सकल मार्जिन की जगह परिचालन मार्जिन)',
  'report.piotroski.higher_asset_turnover.name': 'संपत्ति के मुक़ाबले ज़्यादा बिक्री (asset turnover)',

  'report.piotroski.roa': 'ROA {roa} (शुद्ध लाभ {net_profit} / शुरुआती संपत्ति {opening_assets})',
  'report.piotroski.roa.unknown': 'शुद्ध लाभ और शुरुआती कुल संपत्ति चाहिए',
  'report.piotroski.cfo': 'परिचालन नकदी प्रवाह (CFO) {cfo}',
  'report.piotroski.cfo.unknown': 'परिचालन नकदी प्रवाह ज्ञात नहीं',
  'report.piotroski.roa_change':
    'ROA: पिछला वर्ष {previous_roa}, नवीनतम वर्ष {roa}{previous_base_year_end, select, true { (पिछले वर्ष के आधार में उसी वर्ष के अंत की संपत्ति ली गई, क्योंकि उससे पहले की संपत्ति ज्ञात नहीं)} other {}}',
  'report.piotroski.roa_change.unknown': 'दो वर्षों का ROA चाहिए',
  'report.piotroski.accruals': 'CFO / शुरुआती संपत्ति {cfo_on_assets}, जबकि ROA {roa}',
  'report.piotroski.accruals.unknown': 'CFO, शुद्ध लाभ और शुरुआती संपत्ति चाहिए',
  'report.piotroski.leverage': 'कर्ज़ / औसत संपत्ति: पिछला वर्ष {previous_leverage}, नवीनतम वर्ष {leverage}',
  'report.piotroski.leverage.debt_free': 'दोनों में से किसी भी वर्ष में कोई कर्ज़ नहीं',
  'report.piotroski.leverage.unknown': 'दोनों वर्षों का कर्ज़ और कुल संपत्ति चाहिए',
  'report.piotroski.current_ratio': 'चालू अनुपात: पिछला वर्ष {previous_ratio}, नवीनतम वर्ष {ratio}',
  'report.piotroski.shares': 'शेयर: पिछला वर्ष {previous_shares_crore} करोड़, नवीनतम वर्ष {shares_crore} करोड़ ({tolerance} तक की बढ़त को बढ़त नहीं गिना जाता)',
  'report.piotroski.shares.unknown': 'शेयरों की संख्या ज्ञात नहीं',
  'report.piotroski.margin': 'परिचालन मार्जिन: पिछला वर्ष {previous_margin}, नवीनतम वर्ष {margin}',
  'report.piotroski.margin.unknown': 'दोनों वर्षों का परिचालन मुनाफ़ा और बिक्री चाहिए',
  'report.piotroski.asset_turnover': 'बिक्री / शुरुआती संपत्ति: पिछला वर्ष {previous_turnover}, नवीनतम वर्ष {turnover}',
  'report.piotroski.asset_turnover.unknown': 'दोनों वर्षों की बिक्री और शुरुआती संपत्ति चाहिए',

  'report.beneish.variables': 'चर',
  'report.beneish.basis.proxy': 'अनुमानित (proxy)',
  'report.beneish.basis.neutral': 'तटस्थ',
  'report.beneish.note.gmi_operating_margin': 'सकल मार्जिन की जगह परिचालन मार्जिन लिया गया',
  'report.beneish.note.aqi_neutral': 'संपत्ति की बनावट ज्ञात नहीं; तटस्थ मान एक पर रखा गया',
  'report.beneish.note.lvgi_neutral': 'कर्ज़ का स्तर ज्ञात नहीं या शून्य; तटस्थ मान एक पर रखा गया',
  'report.beneish.note.lvgi_other_liabilities': '(कर्ज़ + अन्य देनदारियाँ) / कुल संपत्ति',
} as const satisfies Partial<Record<keyof typeof reportMessages, string>>;
