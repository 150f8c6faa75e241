// User-facing texts of the 'At a glance' card.
export const GLANCE_HEADING = 'At a glance';
export const SCORE_HEADING = 'Score';
export const VALUE_HEADING = 'Price against value';
export const RISK_HEADING = 'Risk flags';
export const DATA_HEADING = 'Data';

export const PILLARS_NOT_AVAILABLE = 'Pillar points not available.';
export const COVERAGE_NOT_AVAILABLE = 'Coverage not available.';
export const VALUATION_NOT_AVAILABLE = 'Valuation figures not available.';
export const NO_ESTIMATE = "No intrinsic-value estimate could be made (see Part 3, Owner's Earnings and Margin of Safety).";
export const NO_PRICE = 'No current price to set against the estimate.';
export const RISK_FLAGS_NOT_AVAILABLE = 'Risk flag counts not available.';
export const DATA_NOT_AVAILABLE = 'As-of date and source not available.';
export const NOT_ASSESSED = 'not assessed';
export const NOT_SCORED = 'not scored';
