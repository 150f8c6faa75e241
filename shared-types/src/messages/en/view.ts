/**
 * The v1 result view's own words (CompanyDetailsView and its cards), word for word as the view
 * showed them before the catalogue (docs/product-rules.md 'Result view'). Labels the view shares
 * with the v2 parts (section bar, card headings, Part titles) are in common.ts. Payload keys that
 * are also headings ('Overall Risk Assessment') stay keys; only the heading shown comes from here.
 */
export const viewMessages = {
  'view.title': 'Company Details',

  'view.summary.company_name': 'Company Name',
  'view.summary.current_price': 'Current Price',
  'view.summary.last_updated': 'Last Updated',
  'view.summary.investment_score': 'Investment Score',

  'view.charts.not_available': 'Charts Not Available',
  'view.charts.processing': 'Chart data for this company is being processed and will be available soon.',

  // Empty states, one per card or subsection.
  'view.empty.part_1': 'No Part 1 data available',
  'view.empty.guidance': 'No management guidance data available',
  'view.empty.risks': 'No operational risk data available',
  'view.empty.part_3': 'No Part 3 data available',
  'view.empty.structured': 'No structured data available',
  'view.empty.scenarios': 'No scenarios data available',
  'view.empty.part_4': 'Not available',
  'view.empty.peers': 'No peer comparison available',
  'view.empty.lenses': 'No investor lens data available',

  // The peer table, fetched on its own for a v2 answer.
  'view.peers.loading': 'Loading the peer comparison...',
  'view.peers.failed': 'The peer comparison could not be loaded.',
  'view.peers.retry': 'Try again',

  // The numbered sections of Parts 1 and 3, as the v1 payload keys them (PART1_SECTIONS, PART3_SECTIONS).
  'view.part_1.forecast': '1. Future Forecast vs. Actuals (Past 5 Years)',
  'view.part_1.guidance': '2. Management Guidance Analysis',
  'view.part_3.investigation': '1. Overall Investigation',
  'view.part_3.moat': '2. Business Model and Moat',
  'view.part_3.risks': '3. Risks and Quality',
  'view.part_3.owner_earnings': "4. Owner''s Earnings and Margin of Safety",
  'view.part_3.hold_scenarios': '5. 3-10 Year Hold Scenarios',

  'view.risks.caption': 'Operational risk factors',
  'view.risks.factor': 'Risk Factor',
  'view.risks.assessment': 'Assessment',
  'view.risks.data': 'Data',
  'view.risks.justification': 'Justification',

  'view.scenarios.caption': '3-10 year hold scenarios',
  'view.scenarios.scenario': 'Scenario',
  'view.scenarios.probability': 'Probability',
  'view.scenarios.description': 'Description',
  'view.scenarios.probability_line': 'Probability: {probability}',

  'view.guidance.summary': 'Summary',
  'view.guidance.key_themes': 'Key themes',
  'view.guidance.credibility_score': 'Credibility score',
  'view.guidance.not_stated': 'Not stated',
  'view.guidance.none_detected': 'None detected',

  // At a glance.
  'view.glance.pillars_not_available': 'Pillar points not available.',
  'view.glance.coverage_not_available': 'Coverage not available.',
  'view.glance.points_by_pillar': 'Points by pillar',
  'view.glance.valuation_not_available': 'Valuation figures not available.',
  'view.glance.no_estimate': "No intrinsic-value estimate could be made (see Part 3, Owner''s Earnings and Margin of Safety).",
  'view.glance.no_price': 'No current price to set against the estimate.',
  'view.glance.risk_flags_not_available': 'Risk flag counts not available.',
  'view.glance.flags': '{count, plural, one {# flag} other {# flags}}',
  'view.glance.severe': 'Severe',
  'view.glance.other_flags': 'Other flags',
  'view.glance.clear': 'Clear',
  'view.glance.not_assessed': 'Not assessed',
  'view.glance.no_overall_level': 'No overall level: too few factors could be assessed.',
  'view.glance.severe_note': 'Severe: distress or negative net worth, which alone make the risk High.',
  'view.glance.data_not_available': 'As-of date and source not available.',
} as const satisfies Record<string, string>;
