/**
 * English words of Part 3's IRR projections and hold scenarios (v2 `hold`,
 * shared-types/src/api/v2/hold.ts), as ICU MessageFormat
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). The wording is v1's; placeholders
 * are named like the reason parameters. A figure parameter is formatted by its unit in the
 * reader's locale, so it is a plain `{name}` here. Editing a message needs no recompute: v1
 * answers keep their frozen words (api/src/analysis/v1/).
 */
export const holdMessages = {
  // Titles and labels; the spec'd ones stay exactly as v1 has them.
  'hold.irr.title': 'IRR Projections',
  'hold.irr.horizon': '{horizon_years}-year hold',
  'hold.irr.assumptions.title': 'Assumptions',
  'hold.irr.sensitivity.title': 'Sensitivity (5-year hold)',
  'hold.irr.drivers.title': 'What drives it',
  'hold.scenarios.title': '5. 3-10 Year Hold Scenarios',
  'hold.scenario.title': '{name} ({probability, number, ::percent} Probability)',
  'hold.scenario.base.name': 'Base Case',
  'hold.scenario.bull.name': 'Bull Case',
  'hold.scenario.bear.name': 'Bear Case',

  // Why nothing is projected.
  'hold.no_statements': 'No financial statements imported yet.',
  'hold.no_price': 'There is no current share price.',
  'hold.no_eps': 'EPS is unknown.',
  'hold.eps_not_positive': '{period} EPS is not positive, so an earnings-based return is not meaningful.',
  'hold.no_pe': 'The current P/E cannot be computed.',
  'hold.no_growth': 'There is no usable growth history (neither an EPS nor a sales CAGR can be computed).',

  // One horizon's IRR.
  'hold.irr.value': '{irr} a year (EPS growth {growth} a year, exit P/E {exit_pe}, payout {payout})',
  'hold.irr.value_faded': '{irr} a year (EPS growth {growth} a year for 5 years, fading to {terminal_growth} by year 10, exit P/E {exit_pe}, payout {payout})',
  'hold.irr.not_meaningful': 'Not meaningful: {reason}',
  'hold.irr.no_outlay': 'The cash flows need an initial outlay followed by returns.',
  'hold.irr.out_of_range': 'The cash flows are out of range.',
  'hold.irr.below_minus_99': 'The projected returns do not recover even 1% of the price (IRR below −99%).',
  'hold.irr.above_1000': 'IRR above 1,000% a year: the inputs are not plausible.',
  'hold.irr.no_solution': 'No solution.',
  'hold.irr.no_price': 'No positive current price.',
  'hold.irr.eps_not_positive': 'EPS is zero or negative, so an earnings-based IRR is not meaningful.',
  'hold.irr.no_exit_pe': 'No positive exit P/E.',
  'hold.irr.invalid_inputs': 'Invalid horizon or growth.',
  'hold.irr.thin_history':
    'Not published: only {years, plural, one {# twelve-month year} other {# twelve-month years}} of history ({needed} needed for a {horizon_years}-year view).',
  'hold.irr.same_3_and_5':
    'The 3- and 5-year IRRs are the same because the exit P/E is today’s and growth holds for the first five years: the price then grows with EPS, so each year returns that growth plus the dividend yield however long the hold; only a lower exit P/E or the fade after year five tells the horizons apart.',
  'hold.irr.method':
    'Growth holds for five years and fades in a straight line to the {terminal_growth} terminal rate by year ten, as in the DCF and the scenarios. Cash flows: −price today, the dividend each year, and in the final year the dividend plus EPS × exit P/E; IRR solved by bisection.',
  'hold.irr.sensitivity_row': 'growth {growth}: {irrs}',
  'hold.irr.not_meaningful_short': 'n/m',
  'hold.irr.drivers':
    'Across the grid the 5-year IRR spans {by_exit_pe, number, ::.0} points as the exit P/E moves ±25% and {by_growth, number, ::.0} points as growth moves ±5 points: {lead, select, exit_pe {the exit P/E} other {EPS growth}} drives the result.',
  'hold.irr.drivers_unranked': 'Not every combination gives a meaningful IRR, so the drivers cannot be ranked.',

  // How each input was chosen.
  'hold.input.price': 'Price {price} ({date})',
  'hold.price.on_or_after': 'Dated on or after {date}.',
  'hold.price.after': 'Dated after {date}.',
  'hold.price.after_action': 'Priced after the {action} of {ex_date} (each share became {multiplier}), so dated on or after it.',
  'hold.price.stale_days_old': 'Stale: {days_old} days before this analysis (more than {limit_days} days).',
  'hold.price.stale_before_statements':
    'Stale: {days_before_statements} days before the latest statements end ({statements_end}) (more than {limit_days} days).',
  'hold.input.eps': 'EPS {eps} ({period})',
  'hold.eps.derived': 'Derived as net profit / shares.',
  'hold.eps.annualised': 'A {months}-month period, annualised.',
  'hold.eps.todays_shares': 'EPS on today’s {shares} shares; the {period} statements show {statement_shares}.',
  'hold.eps.normalised_cyclical':
    'Normalised, as a cyclical’s latest year may be a peak or a trough (median operating margin of {operating_margin} × {sales} sales, plus its other income, less its depreciation and interest, taxed at the {tax_rate} statutory rate); reported {reported_eps}.',
  'hold.growth.eps_cagr': 'Growth: the EPS CAGR of {growth}.',
  'hold.growth.sales_cagr': 'Growth: the sales CAGR of {growth} (EPS CAGR unavailable, so sales growth stands in).',
  'hold.growth.eps_cagr_short': 'Growth: the EPS CAGR over fewer than five years, {growth} (a thin history: used for these projections only, never scored).',
  'hold.growth.bounded_by_fundable':
    'Bounded by fundable growth (ROE {roe} × retention {retention}): earnings can outgrow equity only by borrowing more or issuing shares.',
  'hold.growth.bounded_by_sales': 'Bounded by the {sales_cagr} sales CAGR: EPS cannot outgrow sales for long, since margins do not widen for ever.',
  'hold.growth.capped': 'Capped at {cap}.',
  'hold.growth.floored': 'Floored at {floor}.',
  'hold.growth.within_band': 'Inside the {floor} to {cap} band applied to projections.',
  'hold.exit_pe.current_only':
    'Exit P/E: the {normalised, select, true {P/E on normalised EPS} other {current P/E}} {start_pe} (no fiscal-year-end price history for a median).',
  'hold.exit_pe.lower_of_current_and_median':
    'Exit P/E: the lower of the {normalised, select, true {P/E on normalised EPS} other {current P/E}} {start_pe} and the median fiscal-year-end P/E {median_pe} over {years, plural, one {# year} other {# years}}.',
  'hold.payout.latest': 'Payout: dividends / net profit in the latest year.',
  'hold.payout.unknown': 'Dividends unknown, so no dividends are assumed.',
  'hold.payout.capped': '{period} dividends exceeded profit; payout capped at 100%.',

  // The hold scenarios.
  'hold.scenarios.no_statements': 'No financial statements imported yet, so no scenario can be built.',
  'hold.scenarios.thin_history':
    'No scenario table: only {years, plural, one {# twelve-month year} other {# twelve-month years}} of history ({needed} needed), too little to weigh a ten-year view.',
  'hold.scenarios.no_growth_record': 'No year-on-year growth can be measured, so there is no record to weight scenarios by.',
  'hold.scenarios.not_projected': 'Returns cannot be projected: {reason}',
  'hold.scenarios.weighting':
    'The probabilities are a stated heuristic, not a forecast: they come from growth consistency, as sales or net profit rose in {rose} of {measured} measurable year-on-year comparisons; bear = 35% − 20 × that share and bull = 15% + 15 × that share, each rounded to 5, base the remainder.',
  'hold.scenarios.expected_return':
    'Expected return: {expected_return} a year, the IRR of the three cases’ 5-year cash flows weighted by these probabilities (not an average of their IRRs).',
  // The view passes growth as its absolute figure and growth_sign 'negative' for a decline.
  'hold.scenario.case':
    'Assumptions: EPS {growth_sign, select, negative {shrinks} other {grows}} {growth} a year for 5 years, fading to {terminal_growth} by year 10, exit P/E {exit_pe}, payout {payout}. Result: IRR {irr_5_years} a year over a 5-year hold and {irr_10_years} a year over 10 years. EPS reaches {eps_at_exit} after five years (from {eps}), worth {exit_value} a share at the exit multiple.',
  'hold.scenario.base': 'The record continues.',
  'hold.scenario.bull.default_cap':
    'Growth up to {shift, number} points above base, capped at {cap}, as no clean 5-year EPS record (one that starts neither in a loss nor in a peak or trough year) sets the company’s best stretch. Exit P/E {pe_factor, number, ::percent} higher: execution beats the record and the market pays up.',
  'hold.scenario.bull.best_record':
    'Growth up to {shift, number} points above base, capped at {cap}, the company’s own best 5-year EPS CAGR ({period}): a bull case may hope for a repeat of the best stretch, not for more. Exit P/E {pe_factor, number, ::percent} higher: execution beats the record and the market pays up.',
  'hold.scenario.bull.as_base':
    'Growth as in the base case, which already matches or exceeds the company’s best 5-year EPS CAGR ({best}, {period}): a bull case may hope for a repeat of the best stretch, not for more. Exit P/E {pe_factor, number, ::percent} higher: execution beats the record and the market pays up.',
  'hold.scenario.bear':
    'Growth {shift, number} points below base and an exit P/E {pe_factor, number, ::percent} lower: growth disappoints and the multiple de-rates.',
} as const satisfies Record<string, string>;
