/**
 * English words of Part 3, sections 1–3 (v2 `report`, shared-types/src/api/v2/report.ts), as ICU
 * MessageFormat (docs/decisions/0005-payload-v2-and-message-catalogue.md). The wording is v1's;
 * placeholders are named like the reason parameters and the payload's fields. A figure is formatted
 * by its unit in the reader's locale, so it is a plain `{name}` here. Editing a message needs no
 * recompute: v1 answers keep their frozen words (api/src/analysis/v1/part3Report.ts).
 */
export const reportMessages = {
  // Section 1: the overview's sentences, by the payload's fields.
  'report.overview.scope': '{name} covers {years, plural, one {# fiscal year} other {# fiscal years}} of statements ({period}), in ₹ crore.',
  'report.overview.lender': 'A lender (bank or NBFC).',
  'report.overview.unmodelled': 'Classified among {kind, select, insurer {insurers} other {exchanges, asset managers and holding companies}}.',
  'report.overview.no_statements': 'No financial statements have been imported yet, so there is nothing to analyse beyond the listing.',
  'report.cagr.value': '{what} went from {start} in {from} to {end} in {to}: a CAGR of {value}.',
  'report.cagr.annualised': '{period} covers {months, number} months, annualised (× 12/{months, number}).',
  'report.cagr.sales_long': 'Over {period} the sales CAGR was {value}.',
  'report.returns.median': '{measure, select, roe {Median ROE} other {Median ROCE}} over {period} was {median} ({level}).',
  'report.returns.level.high': 'high',
  'report.returns.level.adequate': 'adequate',
  'report.returns.level.below_cost_of_capital': 'below a typical 12–13% cost of capital',
  'report.returns.level.negative': 'negative',
  'report.earnings.pe': 'The shares trade at {pe} times {period} EPS of {eps} (an earnings yield of {earnings_yield}).',
  'report.earnings.median_pe': 'Against a median fiscal-year-end P/E of {median_pe} over {pe_years, plural, one {# year} other {# years}}.',
  'report.earnings.no_eps': 'No P/E can be given: EPS is unknown.',
  'report.earnings.pe_not_meaningful': 'A P/E is not meaningful: {period} EPS is {eps}.',
  'report.lender_note':
    'As a lender, ROCE, capex-based owner’s earnings, Altman and Beneish do not apply; the verdict rests on the level and stability of ROE, growth, the capital cushion and the trend in leverage, the profit record through the credit cycle, management credibility, and a book-value (justified P/B) valuation rather than Graham’s growth P/E.',

  // Why a CAGR is not given.
  'report.cagr.no_figures': 'Not computable: no figures.',
  'report.cagr.latest_not_positive': 'Not computable: the latest figure is not positive.',
  'report.cagr.short_window': 'Not meaningful: no {start_year} figure, so the window would be shorter than {years, number} years.',
  'report.cagr.loss_start': 'Not meaningful: the {years, number}-year window starts in {start_year} at a loss or zero.',
  'report.cagr.base_effect':
    'Not meaningful: the {years, number}-year window starts in a {extreme, select, peak {peak} trough {trough} other {peak or trough}} year (net margin {net_margin} against a {median_years, number}-year median of {median}).',

  // Section 2: returns on capital.
  'report.roce.lender':
    'Financial company: ROCE not applicable, as borrowed money is its raw material; returns are judged on ROE (net profit / average equity + reserves).',
  'report.roce.capital_unknown':
    'ROCE cannot be computed: capital employed unknown (needs total assets and current liabilities, or equity, reserves and borrowings).',
  'report.roce.capital_not_positive': 'ROCE cannot be computed: capital employed is zero or negative.',
  'report.roce.ebit_unknown': 'ROCE cannot be computed: EBIT unknown (needs profit before tax and interest).',
  'report.roce.out_of_range': 'ROCE cannot be computed: ratio out of range.',
  'report.roce.unknown': 'ROCE cannot be computed: inputs unknown.',
  'report.returns.range':
    '{measure, select, roe {ROE} other {ROCE}}: median {median} over {period}, ranging {min} to {max}; latest {latest} in {latest_period}.',
  'report.roce.basis.standard': 'EBIT / (total assets − current liabilities)',
  'report.roce.basis.screener': 'Screener-style ROCE, EBIT / (equity + reserves + borrowings)',
  'report.stability.rise': 'A rise of about {slope} a year, with a standard deviation of {swing} around that trend.',
  'report.stability.fall': 'A fall of about {slope} a year, with a standard deviation of {swing} around its mean (a fall counts against stability).',
  'report.stability.around_trend': 'A standard deviation of {swing} around its trend.',
  'report.stability.around_mean': 'A standard deviation of {swing} around its mean.',
  'report.stability.word.stable': 'stable',
  'report.stability.word.moderately_variable': 'moderately variable',
  'report.stability.word.volatile': 'volatile',
  'report.after_tax':
    'After tax ({statutory_tax_years, plural, =0 {at each year’s effective tax rate} one {the 25.17% statutory rate assumed in # year without a plausible effective rate, the effective rate otherwise} other {the 25.17% statutory rate assumed in # years without a plausible effective rate, the effective rate otherwise}}), ROCE had a median of {roce} against the {cost_of_capital} cost of capital.',
  'report.after_tax.roic': 'ROIC (after-tax EBIT / net worth + borrowings − cash): {roic}.',

  // The moat verdict.
  'report.moat.no_history': 'There is not enough ROCE history to judge a moat.',
  'report.moat.moat':
    'Returns well above the cost of capital, sustained year after year, are the footprint of a moat: pricing power, a cost edge or sticky customers.',
  'report.moat.clears': 'Returns clear the cost of capital, but not by enough to call it a moat.',
  'report.moat.clears_swinging': 'Returns clear the cost of capital but swing from year to year, so any advantage depends on the cycle.',
  'report.moat.clears_falling': 'Returns clear the cost of capital but have been falling or swinging, so any advantage is not secure.',
  'report.moat.no_moat': 'Returns after tax are at or below the cost of capital: the numbers show no moat.',
  'report.moat.lender.no_history': 'There is not enough ROE history to judge a moat.',
  'report.moat.lender.moat':
    'ROE well above the {cost_of_equity} cost of equity, sustained year after year, points to a franchise: cheap deposits, underwriting discipline or a loyal borrower base.',
  'report.moat.lender.clears': 'ROE clears the {cost_of_equity} cost of equity, but not by enough to call it a moat.',
  'report.moat.lender.clears_swinging': 'ROE clears the {cost_of_equity} cost of equity but swings from year to year, so any advantage depends on the cycle.',
  'report.moat.lender.clears_falling': 'ROE clears the {cost_of_equity} cost of equity but has been falling or swinging, so any advantage is not secure.',
  'report.moat.lender.no_moat': 'ROE is at or below the {cost_of_equity} cost of equity: the numbers show no moat.',
  'report.moat.lender_cycle.bar':
    'A lender’s moat needs ROE at least {spread} above the {cost_of_equity} cost of equity, held across a credit cycle (at or above it in all but one of at least {min_years, number} years).',
  'report.moat.lender_cycle.no_moat':
    'ROE through the cycle (median on average net worth over {roe_period}, peaks and troughs left out) is {roe}, at or below the {cost_of_equity} cost of equity: the numbers show no moat.',
  'report.moat.lender_cycle.moat':
    'ROE through the cycle (median on average net worth, peaks and troughs left out) is {roe}, which points to a franchise: cheap deposits, underwriting discipline or a loyal borrower base.',
  'report.moat.lender_cycle.short_history':
    'ROE through the cycle is {roe}: it clears the {cost_of_equity} cost of equity, but {years, plural, one {# year} other {# years}} cannot show that the spread holds across a credit cycle.',
  'report.moat.lender_cycle.fell_below':
    'ROE through the cycle is {roe}, but ROE fell below the {cost_of_equity} cost of equity in {below_years}, so the spread has not held across the cycle.',
  'report.moat.lender_cycle.short_of_bar': 'ROE through the cycle is {roe}: it clears the {cost_of_equity} cost of equity, but by less than the bar.',

  // Margins, a lender's balance sheet, reinvestment, working capital, dividends.
  'report.margin': '{measure, select, net {Net margin} other {Operating margin}}: median {median} over {period}, range {min} to {max}.',
  'report.equity_to_assets': 'Net worth is {equity_to_assets} of total assets, the cushion against loan losses.',
  'report.leverage': 'Leverage (total assets / net worth) went from {from} times in {from_period} to {to} times in {to_period}: {trend}.',
  'report.leverage.trend.outgrown_equity': 'the loan book has outgrown its equity',
  'report.leverage.trend.equity_outgrown': 'equity has outgrown the balance sheet',
  'report.leverage.trend.steady': 'roughly steady',
  'report.reinvestment.lender': 'Capex-based reinvestment analysis does not apply: a lender reinvests by growing its loan book out of retained earnings.',
  'report.reinvestment': 'Reinvestment: over {period} capex of {capex} was {ratio} times depreciation of {depreciation}, {reading}.',
  'report.reinvestment.capex_to_cfo': 'Capex absorbed {capex_to_cfo} of operating cash flow ({operating_cash_flow}).',
  'report.reinvestment.estimated': 'Capex is estimated from ΔNet Block + ΔCWIP + Depreciation in {estimated_years, plural, one {# year} other {# years}}.',
  'report.reinvestment.unknown': 'Reinvestment cannot be measured: capex or depreciation is unknown.',
  'report.reinvestment.reading.growth': 'investing well beyond upkeep, for growth',
  'report.reinvestment.reading.maintenance': 'roughly maintaining the asset base',
  'report.reinvestment.reading.below_depreciation': 'spending less than depreciation (asset-light, or under-investing)',
  'report.working_capital.title': 'Working capital in days',
  'report.working_capital.receivable_days': 'Receivables',
  'report.working_capital.inventory_days': 'Inventory',
  'report.working_capital.payable_days': 'Payables',
  'report.working_capital.cycle_days': 'Cycle',
  'report.working_capital.basis':
    'Receivable days are on sales; inventory days on cost of sales (sales less operating profit and selling and administrative expenses){inventory_on_sales, select, true {, or on sales where operating profit is unknown} other {}}.',
  'report.working_capital.payables':
    'Payable days are trade payables on cost of sales; the cash conversion cycle is receivable plus inventory less payable days.',
  'report.working_capital.no_payables':
    'Payable days are not shown: trade payables are not in the imported data, and the export’s Other Liabilities hold provisions and other debts besides payables.',
  'report.dividends.title': 'Dividends',
  'report.dividends.year': '{per_share} a share ({payout} of profit)',
  'report.dividends.loss_year': '{per_share} a share (loss year)',
  'report.no_statements.moat': 'No financial statements imported yet: returns on capital, margins and reinvestment cannot be assessed.',
  'report.not_modelled':
    'Not assessed: the engine has no model for {kind, select, insurer {insurers} other {exchanges, asset managers and holding companies}} yet, and judging one with an industrial company’s measures would mislead. The statements and charts above are shown as imported.',

  // Section 3: Piotroski, criterion by criterion.
  'report.piotroski.score':
    'Piotroski F-score: {score, number}/{out_of, number}. Borrowings stand in for long-term debt and operating margin for gross margin.',
  'report.piotroski.reading.strong': 'strong',
  'report.piotroski.reading.middling': 'middling',
  'report.piotroski.reading.weak': 'weak',
  'report.piotroski.reading.too_few': 'too few criteria could be tested to read much into it',
  'report.piotroski.outcome.pass': 'pass',
  'report.piotroski.outcome.fail': 'fail',
  'report.piotroski.outcome.na': 'n/a',
  'report.piotroski.positive_roa.name': 'Positive return on assets',
  'report.piotroski.positive_cfo.name': 'Positive operating cash flow',
  'report.piotroski.improving_roa.name': 'Improving return on assets',
  'report.piotroski.accruals.name': 'Cash flow exceeds profit (accruals)',
  'report.piotroski.lower_leverage.name': 'Lower leverage (borrowings / average assets)',
  'report.piotroski.higher_current_ratio.name': 'Higher current ratio',
  'report.piotroski.no_new_shares.name': 'No new shares issued',
  'report.piotroski.higher_margin.name': 'Higher margin (operating margin as the gross-margin proxy)',
  'report.piotroski.higher_asset_turnover.name': 'Higher asset turnover',
  'report.piotroski.no_statements': 'Piotroski F-score: not computed — no financial statements.',
  'report.piotroski.no_previous_year': 'Piotroski F-score: not computed — needs {previous_year} as well as {year}, and {previous_year} is missing.',
  'report.piotroski.lender':
    'Piotroski F-score: not computed — financial company: the F-score’s leverage, liquidity and asset-turnover tests do not fit a lender’s balance sheet.',
  'report.piotroski.roa': 'ROA {roa} (net profit {net_profit} / opening assets {opening_assets})',
  'report.piotroski.roa.unknown': 'needs net profit and opening total assets',
  'report.piotroski.cfo': 'CFO {cfo}',
  'report.piotroski.cfo.unknown': 'operating cash flow unknown',
  'report.piotroski.roa_change':
    'ROA {previous_roa} → {roa}{previous_base_year_end, select, true { (year-end assets of the earlier year used as its base, as earlier assets are unknown)} other {}}',
  'report.piotroski.roa_change.unknown': 'needs two years of ROA',
  'report.piotroski.accruals': 'CFO / opening assets {cfo_on_assets} vs ROA {roa}',
  'report.piotroski.accruals.unknown': 'needs CFO, net profit and opening assets',
  'report.piotroski.leverage': '{previous_leverage} → {leverage}',
  'report.piotroski.leverage.debt_free': 'no borrowings in either year',
  'report.piotroski.leverage.unknown': 'needs borrowings and total assets for both years',
  'report.piotroski.not_compared': 'not compared: {year}’s balance sheet is defined differently in two exports',
  'report.piotroski.current_ratio': '{previous_ratio} → {ratio}',
  'report.piotroski.current_ratio.unknown': 'current assets and current liabilities are not in the imported data',
  'report.piotroski.shares': '{previous_shares_crore} crore → {shares_crore} crore shares (a rise of up to {tolerance} counts as none)',
  'report.piotroski.shares.unknown': 'share count unknown',
  'report.piotroski.margin': 'operating margin {previous_margin} → {margin}',
  'report.piotroski.margin.unknown': 'needs operating profit and sales for both years',
  'report.piotroski.asset_turnover': 'sales / opening assets {previous_turnover} → {turnover}',
  'report.piotroski.asset_turnover.unknown': 'needs sales and opening assets for both years',

  // Altman, Beneish, cash conversion.
  'report.altman.inputs':
    'Inputs: X1 working capital / assets {x1}; X2 reserves / assets {x2} (reserves stand in for retained earnings); X3 EBIT / assets {x3}; X4 book equity / total liabilities {x4} (liabilities {total_liabilities}).',
  'report.altman.zones': 'Zones are Altman’s 2.6 and 1.1, not the 2.9 and 1.23 some web sources quote.',
  'report.beneish.variables': 'Variables',
  'report.beneish.basis.proxy': 'proxy',
  'report.beneish.basis.neutral': 'neutral',
  'report.beneish.note.gmi_neutral': 'margins not positive or unknown; set to neutral 1.0',
  'report.beneish.note.gmi_operating_margin': 'operating margin stands in for gross margin',
  'report.beneish.note.aqi_neutral': 'asset mix unknown; set to neutral 1.0',
  'report.beneish.note.aqi_from_components': 'soft assets = total assets − net block − CWIP − receivables − inventory − cash (investments unknown)',
  'report.beneish.note.aqi_from_current_assets': 'soft assets = 1 − (current assets + net block + CWIP) / total assets (investments unknown)',
  'report.beneish.note.depi_neutral': 'depreciation or net block unknown; set to neutral 1.0',
  'report.beneish.note.sgai_neutral': 'selling and admin costs are not in the imported data; set to neutral 1.0',
  'report.beneish.note.lvgi_neutral': 'leverage unknown or nil; set to neutral 1.0',
  'report.beneish.note.lvgi_other_liabilities': '(borrowings + other liabilities) / total assets',
  'report.beneish.note.lvgi_borrowings_only': 'borrowings / total assets (other liabilities unknown)',
  'report.flags.none': 'Part 2 flags no operational risk among the factors it could assess.',
  'report.flags.some': 'Part 2 flags: {factors}.',
  'report.no_statements.quality': 'No financial statements imported yet: the F-score, Altman Z and Beneish M cannot be computed.',
} as const satisfies Record<string, string>;
