/**
 * The result view's labels and headings, the fallbacks and the unit words, in English.
 * ICU MessageFormat (docs/decisions/0005-payload-v2-and-message-catalogue.md): write ’, never ',
 * which ICU reads as an escape; a 'none' wording is `=0` (Hindi's `one` covers 0); a number
 * parameter is written `{n, number}` (or `#` in a plural) to get Indian grouping, a bare `{n}` has none.
 * The Parts' titles are the spec's, word for word (docs/product-rules.md).
 */
export const commonMessages = {
  // The last step of the fallback chain: a reader never sees a message id.
  'reason.unknown': 'No explanation is available for this item.',
  'common.not_available': 'n/a',
  'common.demo_data': 'Demo data',
  'common.sources': 'Sources ({count, number})',
  'common.error_in_section': 'Error rendering this section',

  // The section bar (docs/company-page.md 'Reading the page').
  'section.bar_label': 'Sections of this research',
  'section.summary': 'Summary',
  'section.price': 'Price',
  'section.statements': 'Statements',
  'section.peers': 'Peers',
  'section.lenses': 'Lenses',
  'section.part_1': 'Part 1',
  'section.part_2': 'Part 2',
  'section.part_3': 'Part 3',
  'section.part_4': 'Part 4',

  'heading.at_a_glance': 'At a glance',
  'heading.charts': 'Financial Analysis Charts',
  'heading.peer_comparison': 'Peer Comparison',
  'heading.investor_lenses': 'Investor Lenses',
  'heading.score': 'Score',
  'heading.price_against_value': 'Price against value',
  'heading.risk_flags': 'Risk flags',
  'heading.data': 'Data',

  'working.show': 'Show the working',
  'working.hide': 'Hide the working',

  'part.1.title': 'Part 1: Corporate Governance and Management Credibility Assessment',
  'part.1.forecast_vs_actuals': 'Future Forecast vs. Actuals (Past 5 Years)',
  'part.1.guidance_analysis': 'Management Guidance Analysis',
  'part.1.current_guidance': 'Current Guidance',
  'part.1.historical_comparison': 'Historical Comparison',
  'part.1.credibility': 'Overall Credibility Assessment',
  'part.1.key_insights': 'Key Insights',

  'part.2.title': 'Part 2: Operational Risk and Business Quality Analysis',
  'part.2.overall_risk': 'Overall Risk Assessment',
  'part.2.flag_count': '{count, plural, =0 {No risk flagged} one {# risk flagged} other {# risks flagged}}',
  'part.2.factor': 'Risk factor',
  'part.2.outcome': 'Outcome',
  'part.2.figure': 'Figure',
  'part.2.threshold': 'Threshold',

  'part.3.title': 'Part 3: Holistic Investment Investigation Report',
  'part.3.overall_investigation': 'Overall Investigation',
  'part.3.business_model': 'Business Model and Moat',
  'part.3.risks_quality': 'Risks and Quality',
  'part.3.owner_earnings': 'Owner’s Earnings and Margin of Safety',
  'part.3.hold_scenarios': '3–10 Year Hold Scenarios',
  'part.3.irr_projections': 'IRR Projections',
  'part.3.fat_pitch': 'Fat Pitch Analysis',
  'part.3.intrinsic_value': 'Intrinsic value',
  'part.3.margin_of_safety': 'Margin of safety',
  'part.3.model_used': 'Used',
  'part.3.model_left_out': 'Left out',
  'part.3.scenario.base': 'Base case',
  'part.3.scenario.bull': 'Bull case',
  'part.3.scenario.bear': 'Bear case',
  'part.3.scenario_probability': '{probability} probability',
  'part.3.irr_horizon': '{years}-year hold',

  'part.4.title': 'Part 4: Investment Score',
  'part.4.investment_score': 'Investment score',
  'part.4.score_out_of': '{score}/100',
  'part.4.pillar': 'Pillar',
  'part.4.weight': 'Weight',
  'part.4.points': 'Points',

  // Outcome chips: Part 2's risk factors and the score's measures.
  'outcome.flag': 'Flag',
  'outcome.clear': 'Clear',
  'outcome.not_assessed': 'Not assessed',
  'outcome.not_applicable': 'Not applicable',

  // Beside 'Not rated', by NOT_RATED_CODES (shared-types/src/api/companyDetails.ts).
  'not_rated.label': 'Not rated',
  'not_rated.no_statements': 'no financial statements imported yet',
  'not_rated.no_model':
    'the engine has no model for {kind, select, insurer {insurers} other_financial {exchanges, asset managers and holding companies} other {this kind of company}} yet',
  'not_rated.insufficient_data': 'insufficient data',
  'not_rated.stale_data': 'stale data',
  'not_rated.low_coverage': 'too little data',

  // By PILLAR_IDS, the words of PILLAR_V1_NAMES (shared-types/src/api/pillars.ts).
  'pillar.business_quality': 'Business quality',
  'pillar.growth': 'Growth',
  'pillar.financial_strength': 'Financial strength',
  'pillar.earnings_quality': 'Earnings quality',
  'pillar.management_credibility': 'Management credibility',
  'pillar.valuation': 'Valuation',

  // A figure by its unit (UNITS, shared-types/src/api/v2/figure.ts): `number` is the number already
  // written in the locale ('₹2,25,839', '15.3'); `value` is it rounded, for plural forms.
  'unit.inr_crore': '{number} crore',
  'unit.inr': '{number}',
  'unit.inr_per_share': '{number} a share',
  'unit.fraction': '{number}%',
  'unit.percentage_points': '{value, plural, one {{number} point} other {{number} points}}',
  'unit.times': '{number}×',
  'unit.days': '{value, plural, one {{number} day} other {{number} days}}',
  'unit.years': '{value, plural, one {{number} year} other {{number} years}}',
  'unit.count': '{number}',
  'unit.score': '{number}',
  'unit.number': '{number}',
} as const satisfies Record<string, string>;
