/**
 * Part 3 section 4's words in English: owner's earnings, the valuation models, intrinsic value and
 * margin of safety, the fat pitch (shared-types/src/api/v2/value.ts). ICU MessageFormat
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md): figures are plain `{name}` (the runtime
 * writes them by unit), counts are plurals, flags and kinds are `select`, ’ never '. A message may
 * use its reason's params, the figures beside the reason (owner's earnings `inputs`) and the value
 * part's shared figures (`eps`, `book_value_per_share`, `growth`, `median_roe`, `discount_rate`,
 * `terminal_growth`, `price`, `intrinsic_value`). The wording is v1's, which api/src/analysis/v1/
 * part3Value*.ts keeps frozen for v1 clients; edits here change v2 only.
 */
export const valueMessages = {
  // Headings (spec'd titles: v1's words).
  'value.heading': 'Owner’s Earnings and Margin of Safety Analysis',
  'value.fat_pitch.heading': 'Fat Pitch Analysis',
  'value.no_statements': 'No financial statements imported yet: owner’s earnings, intrinsic value and margin of safety cannot be estimated.',

  'value.not_modelled':
    'Not assessed: the engine has no model for {kind, select, insurer {insurers} other {exchanges, asset managers and holding companies}} yet, and judging one with an industrial company’s measures would mislead.',

  // Owner's earnings.
  'value.owner_earnings.formula':
    'Owner’s earnings for {period} = net profit {net_profit} + depreciation {depreciation} − maintenance capex {maintenance_capex} − working-capital change {working_capital_change} = {from_profit}.',
  'value.owner_earnings.lender':
    'Financial company: capex-based owner’s earnings not applicable, because a lender’s working capital and ‘capex’ are its loan book.',
  'value.owner_earnings.net_profit_unknown': 'Owner’s earnings cannot be computed for {period}: net profit unknown.',
  'value.owner_earnings.depreciation_unknown': 'Owner’s earnings cannot be computed for {period}: depreciation unknown.',
  'value.owner_earnings.maintenance_capex_unknown': 'Owner’s earnings cannot be computed for {period}: maintenance capex cannot be estimated.',
  'value.owner_earnings.out_of_range': 'Owner’s earnings cannot be computed for {period}: figures out of range.',
  'value.owner_earnings.average':
    'Averaged over the last {years, plural, one {# year} other {# years}} with figures, owner’s earnings are {value}, or {per_share} a share on {shares_crore} crore shares.',
  'value.owner_earnings.price_multiple':
    'At {price} the price is {price_to_owner_earnings} times owner’s earnings per share (an owner’s-earnings yield of {yield}).',
  'value.owner_earnings.negative':
    'Owner’s earnings are negative: after upkeep capex and working capital the business consumes cash rather than producing it for owners.',
  'value.maintenance.greenwald':
    'Maintenance capex by Greenwald’s method: average net block / sales of {net_block_to_sales}, times the {sales_change} change in sales, = growth capex of {growth_capex}; total capex of {capex}{capex_estimated, select, true { (estimated from ΔNet Block + ΔCWIP + Depreciation)} other {}} less growth capex gives {maintenance_capex}{bound, select, floored {, floored at zero because growth capex exceeded total capex} capped {, capped at total capex because sales fell and growth capex is negative} other { (no floor or cap needed)}}.{capex_estimated, select, true { Because that capex is itself estimated from the net block, the result comes down to about depreciation ({depreciation}): read it as depreciation-based, not as a measured split.} other {}}',
  'value.maintenance.depreciation_reclassified':
    'Maintenance capex is taken as depreciation ({depreciation}), the simple proxy, because capex was estimated from the change in net block, and {fiscal_year}’s balance sheet is defined differently in two exports, so that change is not a real outlay; this is conservative for a growing company.',
  'value.maintenance.depreciation_capex_unknown':
    'Maintenance capex is taken as depreciation ({depreciation}), the simple proxy, because capex is unknown; this is conservative for a growing company.',
  'value.maintenance.depreciation_no_history':
    'Maintenance capex is taken as depreciation ({depreciation}), the simple proxy, because the net block and sales history that Greenwald’s method needs is missing; this is conservative for a growing company.',
  'value.working_capital.non_cash': 'Working capital: change in non-cash working capital (current assets − cash − current liabilities).',
  'value.working_capital.current': 'Working capital: change in working capital (current assets − current liabilities).',
  'value.working_capital.trade_payables': 'Working capital: change in receivables plus inventory less trade payables (from the filed balance sheet).',
  'value.working_capital.receivables_inventory':
    'Working capital: change in receivables plus inventory (trade payables are not in the imported data, and Other Liabilities hold far more than payables, so this overstates the need).',
  'value.working_capital.no_comparable_figures': 'Working capital: no comparable figures for {previous_year} and {period}, so its change is taken as zero.',
  'value.working_capital.reclassified':
    'Working capital: not differenced across {fiscal_year}, whose balance sheet two exports define differently: the change would compare two definitions, not two years, so it is taken as zero.',
  'value.working_capital.reclassified_line': '{line} {newer} in the newer, {older} in the older',
  'value.reconciliation.agrees':
    'Cross-check: cash from operations {operating_cash_flow} less maintenance capex {maintenance_capex} = {from_cash}. The two agree within {tolerance}, so the profit-based figure stands.',
  'value.reconciliation.cash_used':
    'Cross-check: cash from operations {operating_cash_flow} less maintenance capex {maintenance_capex} = {from_cash}. The profit-based {from_profit} differs from it by more than {tolerance}, so owner’s earnings are taken as {from_cash}: cash from operations records the working capital that actually moved through the bank, while the profit-based figure rests on the difference between two year-end balance sheets, which reclassifications and acquisitions distort.',

  // Normalised earnings.
  'value.normalised.intro': 'The estimates value normalised earnings, not {period}’s: {explanation} gives EPS of {eps}, against the latest {latest_eps}.',
  'value.normalised.cyclical_margin':
    'median operating margin of {operating_margin} over {operating_margin_period} × {sales_period} sales of {sales}, plus its other income, less its depreciation and interest, taxed at the {tax_rate} statutory rate',
  'value.normalised.lender_roe_book':
    'median ROE of {roe} over {span}{peaks_left_out, select, true { (peak and trough years left out)} other {}} × {period} book value of {net_worth}',

  // The models: names, why each is in or out, and each one's working.
  'value.model.justified_pe.name': 'EPS × justified P/E',
  'value.model.graham_number.name': 'Graham number',
  'value.model.cash_flow_dcf.name': 'DCF of free cash flow after reinvestment',
  'value.model.justified_pb.name': 'Justified P/B × book value',
  'value.model.justified_pe.in':
    'a median ROE of {median_roe} clears the {discount_rate} cost of equity, so growth adds value and a multiple that pays for it applies',
  'value.model.justified_pe.roe_below_cost_of_equity':
    'a median ROE of {median_roe} is below the {discount_rate} cost of equity, so growth does not add value and a multiple that pays for growth would overstate it',
  'value.model.justified_pe.roe_unknown': 'ROE is unknown, so whether growth adds value cannot be told',
  'value.model.justified_pe.eps_not_positive': 'EPS is not positive',
  'value.model.justified_pe.no_growth_history': 'no growth history to justify a P/E',
  'value.model.justified_pe.lender':
    'Graham’s growth P/E of 8.5 + 2g, up to 38.5 times, would price a bank like an industrial compounder, while a lender’s earnings are a return on its equity and leverage, so its value follows ROE against the cost of equity',
  'value.model.graham_number.in': 'a median ROE of {median_roe} is near the 10% that its P/E of 15 and P/B of 1.5 imply',
  'value.model.graham_number.roe_outside_band': 'its P/E of 15 and P/B of 1.5 imply a 10% ROE, and a median ROE of {median_roe} is outside 8.0%–12.0%',
  'value.model.graham_number.roe_unknown': 'ROE unknown, so whether its 10% ROE assumption holds cannot be told',
  'value.model.graham_number.needs_positive_inputs': 'needs positive EPS and book value per share',
  'value.model.graham_number.lender': 'it assumes Graham’s P/E of 15 and P/B of 1.5 whatever the lender’s ROE',
  'value.model.cash_flow_dcf.in': 'it charges growth for the reinvestment it needs, so it holds at any positive ROE',
  'value.model.cash_flow_dcf.eps_not_positive': 'EPS is not positive',
  'value.model.cash_flow_dcf.no_positive_roe': 'no positive return on equity to tell what growth costs',
  'value.model.cash_flow_dcf.no_growth_history': 'no growth history',
  'value.model.cash_flow_dcf.lender': 'financial company: capex-based owner’s earnings not applicable',
  'value.model.justified_pb.in': 'a lender’s value follows its ROE against the cost of equity',
  'value.model.justified_pb.no_statements': 'no financial statements',
  'value.model.justified_pb.book_not_positive': 'book value per share is unknown or not positive in {period}',
  'value.model.justified_pb.roe_unknown': 'ROE is unknown (needs net profit and a positive net worth)',
  'value.model.justified_pb.too_large': 'the book value is too large to value',
  'value.model.justified_pe.working': '{eps} × {justified_pe} (Graham’s 8.5 + 2g with g = {growth}; no bond-yield adjustment) = {value_per_share}',
  'value.model.graham_number.working': '√(22.5 × EPS {eps} × book value {book_value_per_share} a share) = {value_per_share}',
  'value.model.cash_flow_dcf.working':
    'EPS of {eps} growing {growth} a year for five years and fading to {terminal_growth} by year ten, less the reinvestment that growth needs (growth / return on capital, with the {median_roe} median ROE: {reinvestment_start} of earnings in year one, {reinvestment_terminal} in the terminal years), discounted at {discount_rate}: {explicit_value} for the ten years plus {terminal_value} of terminal value = {value_per_share}',
  'value.models.estimates': 'Intrinsic value estimates',
  'value.models.graham_shown_only':
    'Graham number, shown but not used: √(22.5 × EPS {eps} × book value {book_value_per_share} a share) = {value_per_share}. Its P/E of 15 and P/B of 1.5 imply a 10% ROE; with a median ROE of {median_roe} that assumption does not hold, so it would {direction, select, under {undervalue} other {overvalue}} the company by design.',
  'value.models.shown_only': '{model}, shown but not used: {value_per_share}, because {reason}.',
  'value.models.not_computed': 'Not computed',
  'value.models.not_used_lender': 'Not used for a lender',

  // A lender's book value.
  'value.lender.intro':
    'Valuation rests on book value instead, as analysts value Indian banks and NBFCs: a lender’s earnings are a return on its equity, so what its book is worth depends on how far ROE clears the cost of equity.',
  'value.lender.book_value':
    'Book value per share = (equity capital {equity} + reserves {reserves}) / {shares_crore} crore shares = {book_value_per_share} ({period}).',
  'value.lender.formula':
    'Justified P/B = (ROE − g) / (r − g): ROE {roe} (the median over {span}, {left_out, plural, =0 {no year left out} one {# peak or trough year left out} other {# peak and trough years left out}}), g {growth}, the lowest of the EPS CAGR, ROE × retention ({internal_growth}) and the {growth_cap} cap; r {discount_rate}, the cost of equity.',
  'value.lender.roe_not_above_growth':
    'ROE of {roe} does not exceed g of {growth}, so the formula gives no positive multiple: the lender does not earn its {discount_rate} cost of equity, and book value is anchored at the {pb_floor} floor.',
  'value.lender.rate_not_above_growth': 'g is not below r, so the formula has no finite value; book value is anchored at the {pb_floor} floor.',
  'value.lender.multiple':
    '({roe} − {growth}) / ({discount_rate} − {growth}) = {pb_formula}{pb_bound, select, floored {, raised to the {pb_floor} floor} capped {, capped at {pb_cap}: with g close to r the formula runs away, and few lenders sustain more} other {, within the {pb_floor}–{pb_cap} bounds}}.',
  'value.lender.value': 'Intrinsic value = justified P/B × book value per share = {justified_pb} × {book_value_per_share} = {intrinsic_value}.',
  'value.lender.todays_shares': 'book value per share on today’s {today_crore} crore shares; the {period} statements show {statements_crore} crore',
  'value.lender.per_point': 'Each point of ROE moves the justified P/B by 1 point / (r − g) = {per_point} times book.',
  'value.lender.returns':
    'In {period}: return on average total assets {return_on_assets} and net interest income {net_interest_income} (interest earned less interest expended). Capital adequacy and CASA are not in these figures, so this value does not reflect them.',
  'value.lender.current_pb': 'The shares trade at {current_pb} times book (current P/B) against the justified {justified_pb}.',

  // Intrinsic value and margin of safety.
  'value.margin.no_estimate': 'With no positive estimate there is no intrinsic value to measure a margin of safety against.',
  'value.margin.only_estimate': 'Intrinsic value: the only estimate that applies, {intrinsic_value}.',
  'value.margin.lender_value': 'Intrinsic value: the justified-P/B value, {intrinsic_value}.',
  'value.margin.range': 'Intrinsic value range: {intrinsic_value} to {high} from {count, plural, one {# estimate} other {# estimates}}.',
  'value.margin.too_far_apart':
    'The estimates are {spread} times apart, more than {max_spread}×, so no average is taken: they disagree about what the business will earn, and an average of them would describe neither.',
  'value.margin.within': 'The estimates lie within {max_spread}× of each other.',
  'value.margin.no_price': 'There is no current price, so no margin of safety.',
  'value.margin.too_small': 'The estimate is too small against the price for a meaningful margin of safety.',
  'value.margin.formula':
    'Margin of safety = (IV − price) / IV = ({intrinsic_value} − {price}) / {intrinsic_value} = {margin_of_safety}: {below, select, true {the price is below the estimate} other {the price is above the estimate, so there is no margin of safety}}. It is measured against intrinsic value, not against the price.',
  'value.margin.irr_clears_without_margin':
    'Why the 5-year IRR of {irr_5y} clears the {discount_rate} cost of equity while there is no margin of safety: the IRR assumes the market still pays an exit P/E of {exit_pe} in five years, a multiple that prices in growth well beyond year five, whereas the intrinsic value credits only the cash left after paying for growth and fades growth to {terminal_growth}. The IRR holds only if that multiple does.',
  'value.margin.margin_with_irr_short':
    'Why there is a margin of safety while the 5-year IRR of {irr_5y} falls short of the {discount_rate} cost of equity: the IRR assumes an exit P/E of {exit_pe} in five years, a lower multiple than the cash flows justify, so it is the more cautious reading.',
  'value.sensitivity':
    'Sensitivity of the estimate ({intrinsic_value}): ROE {shift} points lower gives {roe_down}, {shift} points higher {roe_up}; growth {shift} points lower gives {growth_down}, {shift} points higher {growth_up}.',
  'value.reverse_dcf.solved':
    'Reverse DCF: at {price} the price implies earnings growth of {implied_growth} a year for 10 years (then {terminal_growth}), with the same reinvestment and {discount_rate} discount rate.',
  'value.reverse_dcf.growth_destroys_value':
    'Reverse DCF: with a median ROE at or below the {discount_rate} cost of equity, faster growth lowers the value rather than raising it, so the price cannot be read as a growth rate.',
  'value.reverse_dcf.below_range': 'Reverse DCF: at {price} the price is below the value even with earnings shrinking {shrink} a year for ten years.',
  'value.reverse_dcf.above_range': 'Reverse DCF: at {price} the price asks for more than {bound} a year for ten years, beyond any plausible record.',

  // The fat pitch.
  'value.fat_pitch.outcome.yes': 'a fat pitch',
  'value.fat_pitch.outcome.close': 'close, but not a fat pitch',
  'value.fat_pitch.outcome.no': 'not a fat pitch',
  'value.fat_pitch.outcome.not_assessed': 'not judged',
  'value.fat_pitch.test.quality.name': 'quality',
  'value.fat_pitch.test.margin_of_safety.name': 'margin of safety',
  'value.fat_pitch.test.expected_return.name': 'expected return',
  'value.fat_pitch.intro':
    'A fat pitch needs three things at once: a high-quality business (median {measure, select, roe {ROE} other {ROCE}} of at least {quality}), a margin of safety of at least {margin_of_safety}, and an expected return of at least {expected_return} a year.',
  'value.fat_pitch.test.quality':
    'quality {passed, select, true {yes} other {no}} (median {measure, select, roe {ROE} other {ROCE}} {figure} over {span} against a {threshold} bar{altman_distress, select, true {; Altman distress zone} other {}})',
  'value.fat_pitch.test.quality.unknown': 'quality unknown (no {measure, select, roe {ROE} other {ROCE}})',
  'value.fat_pitch.test.margin_of_safety': 'margin of safety {passed, select, true {yes} other {no}} ({figure} against {threshold})',
  'value.fat_pitch.test.margin_of_safety.unknown': 'margin of safety unknown',
  'value.fat_pitch.test.expected_return': 'expected return {passed, select, true {yes} other {no}} (base 5-year IRR {figure} against {threshold} a year)',
  'value.fat_pitch.test.expected_return.unknown': 'expected return not meaningful',
  'value.fat_pitch.verdict.yes': 'Verdict: a fat pitch — all three tests pass.',
  'value.fat_pitch.verdict.close': 'Verdict: close, but not a fat pitch ({failed} falls short).',
  'value.fat_pitch.verdict.no':
    'Verdict: not a fat pitch; {failed} {count, plural, one {falls} other {fall}} short. Patience: wait for the price or the business to change.',
  'value.fat_pitch.price_for_margin': 'A {threshold} margin of safety would need a price of {price_for_margin} or less.',
  'value.fat_pitch.no_statements': 'No financial statements imported yet: a fat pitch cannot be judged.',
  'value.fat_pitch.thin_history':
    'Not judged: only {years, plural, one {# twelve-month year} other {# twelve-month years}} of history ({needed} needed), too little to call anything a fat pitch.',
} as const satisfies Record<string, string>;
