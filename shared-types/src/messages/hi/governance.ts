import type { governanceMessages } from '../en/governance';

/**
 * Hindi for Part 1's most frequent reason codes (issue 31: the 40 counted on 2026-11-28), the
 * names of its signals and areas, the share actions not counted as dilution, the guidance
 * metrics, outcomes and themes, and the labels of the record beside the guidance. Words fixed
 * and terms kept in English: docs/glossary-hindi.md; fixed numbers in the English are Hindi
 * words here.
 */
export const hindiGovernanceMessages = {
  'governance.area.earnings_quality': 'आय की गुणवत्ता',
  'governance.area.capital_allocation': 'पूँजी का आवंटन',
  'governance.area.shareholder_treatment': 'शेयरधारकों से बर्ताव',
  'governance.area.tax_and_other_income': 'कर और अन्य आय',
  'governance.signal.cash_backing.name': 'मुनाफ़े के पीछे नकदी',
  'governance.signal.receivables_vs_sales.name': 'बिक्री के मुक़ाबले ग्राहकों से बकाया',
  'governance.signal.value_per_rupee_retained.name': 'रोके गए हर रुपये पर बना बाज़ार मूल्य',
  'governance.signal.dividends_while_borrowing.name': 'कर्ज़ लेते हुए लाभांश का भुगतान',
  'governance.signal.share_count.name': 'शेयरों की संख्या',
  'governance.signal.effective_tax_rate.name': 'प्रभावी कर दर',
  'governance.signal.other_income_share.name': 'मुनाफ़े में अन्य आय',
  'governance.outcome.ok': 'कोई चिंता नहीं',
  'governance.outcome.concern': 'चिंता',
  'governance.outcome.not_assessed': 'आकलन नहीं हुआ',

  'governance.receivables.measured':
    'ग्राहकों से बकाया के दिन {movement, select, up {{from_fy} में बिक्री के {from_days} से बढ़कर {to_fy} में {to_days} हो गए} ' +
    'down {{from_fy} में बिक्री के {from_days} से घटकर {to_fy} में {to_days} रह गए} ' +
    'other {{from_fy} में बिक्री के {from_days} और {to_fy} में {to_days} पर स्थिर रहे}} ' +
    '({rise_above} और {rise_share_above} से ज़्यादा की बढ़त चिंता की बात है: ग्राहक भुगतान में ज़्यादा समय ले रहे हैं, या बिक्री उधार पर धकेली जा रही है)।',
  'governance.dividends_borrowing.measured':
    '{checked_years, number} वर्षों ({period}) में से {funded_years, plural, =0 {किसी भी वर्ष में} one {# वर्ष में} other {# वर्षों में}} ' +
    'नए कर्ज़ ने लाभांश के उस हिस्से का कम से कम {borrowed_share_of_gap} {funded_years, plural, =0 {नहीं चुकाया} other {चुकाया}} ' +
    'जिसे मुक्त नकदी प्रवाह (FCF) पूरा नहीं कर पाया ({threshold_years, plural, one {# वर्ष} other {# वर्षों}} या उससे ज़्यादा में ऐसा हो तो चिंता की बात)।',
  'governance.share_count.measured':
    '{period} में जारी शेयरों की संख्या {change} {direction, select, down {घटी} other {बढ़ी}}; हिस्सेदारी में कमी (dilution) {dilution_per_year} सालाना ' +
    '(सालाना {threshold} से ऊपर चिंता की बात)।',
  'governance.share_count.series': 'जारी शेयर (करोड़)',
  'governance.tax_rate.measured':
    '{years, plural, one {# वर्ष} other {# वर्षों}} में मीडियन प्रभावी कर दर {median_rate}, जबकि भारत की आधार दर {statutory_rate} है ' +
    '(इससे {gap_above} से ज़्यादा कम हो तो पूछने लायक सवाल: कर-छूट की अवधि, आगे ले जाए गए घाटे, या ऐसा मुनाफ़ा जो वैसा नहीं है जैसा दिखता है)।',

  'governance.share_action.merger': 'विलय (एक्स-डेट {ex_date})',
  'governance.share_action.amalgamation': 'विलय (एक्स-डेट {ex_date})',
  'governance.share_action.demerger': 'डीमर्जर (एक्स-डेट {ex_date})',
  'governance.share_action.dvr_conversion': 'DVR शेयरों का रूपांतरण (एक्स-डेट {ex_date})',
  'governance.share_action.capital_reduction': 'पूँजी में कमी (एक्स-डेट {ex_date})',
  'governance.share_basis.on_record': '{actions}',
  'governance.share_basis.on_record_divided_out': '{actions} का असर भाग देकर हटाया गया',

  'guidance.metric.revenue_growth_pct.name': 'राजस्व वृद्धि',
  'guidance.metric.operating_margin_pct.name': 'परिचालन मार्जिन',
  'guidance.metric.net_profit_growth_pct.name': 'शुद्ध लाभ वृद्धि',
  'guidance.metric.revenue_crore.name': 'राजस्व',
  'guidance.metric.capex_crore.name': 'capex',
  'guidance.metric.capacity_utilisation_pct.name': 'क्षमता का उपयोग',
  'guidance.metric.export_share_pct.name': 'निर्यात का हिस्सा',
  'guidance.outcome.delivered': 'पूरा हुआ',
  'guidance.outcome.missed': 'चूक हुई',
  'guidance.said': 'कहा गया: “{statement}”',
  'guidance.credibility.method':
    'तरीक़ा: पिछले मार्गदर्शन का हर आँकड़ा पूरा होने या उससे बेहतर रहने पर सौ अंक पाता है (capex: योजना के ±{capex_tolerance} के भीतर रहने पर); ' +
    'वरना प्रतिशत वाले आँकड़ों (वृद्धि, मार्जिन) में हर एक प्रतिशत अंक की कमी पर {points_per_point_short} अंक, और करोड़ वाले आँकड़ों में ' +
    'मार्गदर्शन की राशि से हर एक प्रतिशत की कमी पर {points_per_percent_short} अंक कटते हैं (capex: ±{capex_tolerance} से आगे हर एक प्रतिशत के विचलन पर), ' +
    'ताकि वृद्धि और मार्जिन की चूक बराबर तौली जाए; अंक शून्य से नीचे नहीं जाते, और विश्वसनीयता स्कोर इन सभी मदों के अंकों का साधारण औसत है।',
  'guidance.insight.largest_miss':
    'सबसे बड़ी चूक: {fy} में {metric, select, revenue_growth_pct {राजस्व वृद्धि} operating_margin_pct {परिचालन मार्जिन} ' +
    'net_profit_growth_pct {शुद्ध लाभ वृद्धि} revenue_crore {राजस्व} capex_crore {capex} capacity_utilisation_pct {क्षमता का उपयोग} ' +
    'export_share_pct {निर्यात का हिस्सा} other {मार्गदर्शन का आँकड़ा}}, मार्गदर्शन {guided}, वास्तविक {actual} (सटीकता {accuracy}/100)।',
  'guidance.insight.accuracy_trend':
    'सटीकता {trend, select, improving {सुधर रही है} deteriorating {बिगड़ रही है} other {स्थिर है}}: ' +
    'मार्गदर्शन के पुराने आधे आँकड़ों का औसत {older}/100 रहा, हाल के आधे आँकड़ों का {newer}/100।',
  'guidance.theme.capacity': 'क्षमता',
  'guidance.theme.export': 'निर्यात',
  'guidance.theme.value_added': 'मूल्यवर्धन',
  'guidance.theme.revenue': 'राजस्व',

  'record.sales_growth': 'हर वर्ष बिक्री में वृद्धि',
  'record.profit_growth': 'हर वर्ष शुद्ध लाभ में वृद्धि',
  'record.turned_positive': 'ऋणात्मक से सकारात्मक',
  'record.turned_profitable': 'घाटे से मुनाफ़े में',
  'record.turned_negative': 'सकारात्मक से ऋणात्मक',
  'record.turned_loss_making': 'मुनाफ़े से घाटे में',
  'record.loss_narrowed': 'घाटा {growth} घटा',
  'record.loss_widened': 'घाटा {growth} बढ़ा',
} as const satisfies Partial<Record<keyof typeof governanceMessages, string>>;
