/**
 * The summary's words in English: why a company is not rated (NOT_RATED_REASON_CODES), a stale
 * price, and what data is missing (MISSING_CODES), from shared-types/src/api/v2/summary.ts. The
 * short labels beside 'Not rated' are common's `not_rated.<code>`; these are the full sentences,
 * v1's words (api/src/analysis/v1/summary.ts) with the numbers as parameters. ICU as in score.ts.
 */

const STALE_PRICE =
  'dated {date_basis, select, on_or_after {on or after {date}} after {after {date}} other {{date}}}, ' +
  '{against, select, analysis {{days_old, number} days before this analysis} ' +
  'statements {{days_before_statements, number} days before the latest statements end ({statements_end})} ' +
  'other {{days_old, number} days before this analysis and {days_before_statements, number} days before the latest statements end ({statements_end})}} ' +
  '(more than {days_allowed, number} days)';

const HISTORY_GAP = 'for {lacking}, which have profit and loss only';

export const summaryMessages = {
  'rating.no_statements': 'Not rated — no financial statements imported yet',
  'rating.no_model':
    'Not rated — the engine has no model for {kind, select, insurer {insurers} other_financial {exchanges, asset managers and holding companies} other {this kind of company}} yet',
  'rating.insufficient_data':
    'Not rated — insufficient data: {shortfall, select, ' +
    'years {only {complete_years, plural, one {# fiscal year} other {# fiscal years}} with both sales and net profit ({years_needed, number} needed)} ' +
    'price {no current share price} ' +
    'other {only {complete_years, plural, one {# fiscal year} other {# fiscal years}} with both sales and net profit ({years_needed, number} needed); no current share price}}',
  'rating.stale_data':
    'Not rated — stale data: the latest annual statements end {statements_end}, {months_behind, plural, one {# month} other {# months}} before the price of {price_date} ' +
    '(at most {months_allowed, number} allowed), and {quarters, select, none {no quarterly results cover the gap} ' +
    'other {the latest quarterly results end {quarters_end}, more than {quarters_months, number} months before the price}}',
  'rating.low_coverage':
    'Not rated — too little data: {shortfall, select, ' +
    'points {only {assessable_points, number} of the score’s 100 points could be assessed ({points_needed, number} needed)} ' +
    'pillars {less than half the points of a pillar the score must see could be assessed} ' +
    'other {only {assessable_points, number} of the score’s 100 points could be assessed ({points_needed, number} needed), and less than half the points of a pillar the score must see}}',
  // One line per pillar short of half its points, after the reason (the pillar's name comes first).
  'rating.low_coverage.pillar': '{assessable, number} of {weight, number} points assessable (half needed)',
  'rating.nothing_scored': 'Not rated — insufficient data: nothing could be scored',

  'price.stale': `The price is stale: ${STALE_PRICE}.`,

  'missing.price': 'current share price',
  'missing.statements': 'financial statements',
  'missing.current_assets': 'current assets and current liabilities (Piotroski criterion 6 and Altman X1 not computed; Screener-style ROCE used)',
  'missing.statement_years': 'statements for {fiscal_years} (growth across the gap not computed)',
  'missing.balance_sheets': `balance sheets ${HISTORY_GAP}`,
  'missing.cash_flows': `cash flows ${HISTORY_GAP}`,
  'missing.latest_fields': '{fiscal_year}: {fields}',
  'missing.reported_capex': 'reported capex (estimated from ΔNet Block + ΔCWIP + Depreciation)',
  'missing.year_end_prices': 'fiscal-year-end share prices (no historical P/E or price to cash flow)',
  'missing.guidance': 'management guidance ledger (credibility not scored)',
  'missing.recent_price': `a recent share price: the price is stale: ${STALE_PRICE}; the valuation measures of the score use it all the same`,
  // What the clean-up ignored or restated (api/src/analysis/context/normalise.ts).
  'missing.long_year':
    '{fiscal_year} covers {months, number} months (a change of year end): its profit and loss and cash flows are annualised (× 12/{months, number}) ' +
    'in yearly and growth figures; its balance sheet is as reported',
  'missing.invalid_fiscal_years': '{count, plural, one {# statement record} other {# statement records}} with an invalid fiscal year ignored',
  'missing.implausible_values':
    '{count, plural, one {# implausible or non-finite statement value} other {# implausible or non-finite statement values}} treated as unknown',
  'missing.invalid_prices': '{count, plural, one {# price point} other {# price points}} with an invalid price or date ignored',
  'missing.invalid_guidance': '{count, plural, one {# guidance record} other {# guidance records}} with invalid values ignored',
  'missing.short_period':
    'the {months, number}-month period ending {period_end} (a change of year end) is left out of yearly and growth figures, which use twelve-month years only',
  'missing.period_inside_longer':
    'the {months, number}-month period ending {period_end} lies inside the longer period that follows it (a change of year end), which is the year used instead',
  'missing.capex_across_reclassified':
    '{fiscal_year} capex, estimated from the change in net block, is left out: {reclassified_year}’s balance sheet is defined differently in two exports',

  // The fields `missing.latest_fields` lists (MISSING_FIELD_IDS), for the view to word before it lists them.
  'missing.field.sales': 'sales',
  'missing.field.net_profit': 'net profit',
  'missing.field.eps': 'EPS',
  'missing.field.share_count': 'share count',
  'missing.field.operating_cash_flow': 'operating cash flow',
  'missing.field.total_assets': 'total assets',
  'missing.field.borrowings': 'borrowings',
  'missing.field.depreciation': 'depreciation',
  'missing.field.dividends': 'dividends',
  'missing.field.capex': 'capex',
  'missing.field.receivables': 'receivables',
} as const satisfies Record<string, string>;
