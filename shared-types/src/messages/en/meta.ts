/**
 * The analysis meta's words in English: the sources and their notes, the trailing twelve months,
 * where the price came from and why the company is of its kind (shared-types/src/api/v2/meta.ts).
 * ICU MessageFormat (docs/decisions/0005-payload-v2-and-message-catalogue.md): figures are plain
 * `{name}` (the runtime writes them by unit), ’ never '. The wording is v1's, which
 * api/src/analysis/v1/meta*.ts keeps frozen for v1 clients; edits here change v2 only.
 */
export const metaMessages = {
  // Sources (DATA_SOURCE_KINDS): what each is, and the price's source as the result view names it.
  'source.demo.description': 'Fictional demo company: statements, prices and guidance are generated, not real data.',
  'source.nse_list.description': 'Company list: NSE equity list.',
  'source.bse_list.description': 'Company list: BSE list of scrips.',
  'source.screener.description':
    'Annual {basis, select, consolidated {consolidated statements} standalone {standalone statements} other {statements}} from a Screener.in export, in ₹ crore, with its year-end and current share prices.{basis, select, consolidated {} standalone {} other { Whether they are consolidated or standalone is not recorded: the export does not say, and the import was not given --basis.}}',
  'source.exchange_filing.description':
    'Statements from the exchange’s own filings (results XBRL), in ₹ crore: they win over a Screener export’s figures for the periods they cover.',
  'source.bhavcopy.description': 'Closing prices from the exchange bhavcopy.',
  'source.guidance_ledger.description': 'Management guidance recorded from earnings calls and annual reports.',
  'source.live_price.description': 'Latest price from a market-data provider.',
  'source.demo.price_label': 'Demo data',
  'source.nse_list.price_label': 'NSE list',
  'source.bse_list.price_label': 'BSE list',
  'source.screener.price_label': 'Screener export',
  'source.exchange_filing.price_label': 'Exchange filing',
  'source.bhavcopy.price_label': 'Exchange close (bhavcopy)',
  'source.guidance_ledger.price_label': 'Guidance ledger',
  'source.live_price.price_label': 'Market-data provider (delayed)',
  'source.basis.consolidated': 'consolidated',
  'source.basis.standalone': 'standalone',

  // A source's notes (META_REASON_CODES).
  'source.filing_differs':
    '{figure} for the period to {period_end}: the exchange filing says {filing_value}, the Screener export {export_value} ({difference}); the filing is kept.',
  'source.export_basis_unknown':
    'The Screener export’s years agree with neither the consolidated nor the standalone filings (revenue and the owners’ profit within 2%), so they are left out of both histories. Import it again with --basis consolidated or --basis standalone to say which it is.',
  'source.earlier_symbol':
    'Filings on record were made under the symbol {symbols}, not {current_symbol}: the company has changed identity since (a rename, a merger or a demerger). Figures from before that change are the earlier company’s; after a demerger they include businesses it no longer owns, so growth, returns and per-share figures across it are not like for like.',
  'source.earlier_symbol.no_current_code':
    'Filings on record were made under the symbol {symbols}, not the current one: the company has changed identity since (a rename, a merger or a demerger). Figures from before that change are the earlier company’s; after a demerger they include businesses it no longer owns, so growth, returns and per-share figures across it are not like for like.',
  // One per export; the result view lists them under the header.
  'source.several_exports':
    'The years come from {count, plural, one {# Screener export} other {# Screener exports}}. A later export restates past years and can move figures between lines, so figures across them may not compare exactly.',
  'source.export_span': '{years} from the export with years to {years_to}',
  'source.export_span.with_quarters': '{years} from the export with years to {years_to} and quarters to {quarters_to}',
  'source.export_span.undated': '{years} from an export whose date was not recorded',
  'source.note': '{text}',

  // Trailing twelve months (TTM_FIGURE_IDS and the notes).
  'ttm.label': 'TTM to {period_end}',
  'ttm.figure.sales': 'sales',
  'ttm.figure.net_profit': 'net profit',
  'ttm.figure.net_profit.exceptional_left_out': 'net profit (exceptional items left out)',
  'ttm.figure.eps': 'EPS (net profit / {fy} shares)',
  'ttm.figure.eps.exceptional_left_out': 'EPS (net profit (exceptional items left out) / {fy} shares)',
  'ttm.exceptional_left_out':
    'TTM to {ttm_end}: exceptional items of {exceptional_items} before tax are left out of net profit ({reported_net_profit} as reported, {net_profit} without them), so EPS reflects the business’s run-rate.',
  'ttm.unusual_other_income':
    'Other income in the quarter to {quarter_end} was {other_income}, more than twice its 8-quarter median of {median}: TTM to {ttm_end} profit and EPS include it, so they overstate the run-rate if it does not recur.',
  'ttm.latest_quarter': 'The quarter to {quarter_end} against the quarter to {year_earlier_end}: net profit {net_profit} against {year_earlier_net_profit}.',
  'ttm.latest_quarter.with_sales':
    'The quarter to {quarter_end} against the quarter to {year_earlier_end}: sales {sales} against {year_earlier_sales}, net profit {net_profit} against {year_earlier_net_profit}.',

  // The price's date.
  'price.on_or_after': 'on or after {as_of}',
  'price.after': 'after {as_of}',
  'price.stale.before_analysis': '{days} before this analysis (more than {limit})',
  'price.stale.before_statements': '{days} before the latest statements end ({statements_end}) (more than {limit})',
  'freshness.stale.no_quarters':
    'the latest annual statements end {statements_end}, {months_behind, plural, one {# month} other {# months}} before the price of {price_date} (at most {allowed_months, number} allowed), and no quarterly results cover the gap',
  'freshness.stale.quarters_old':
    'the latest annual statements end {statements_end}, {months_behind, plural, one {# month} other {# months}} before the price of {price_date} (at most {allowed_months, number} allowed), and the latest quarterly results end {quarters_end}, more than {quarters_recent_months, plural, one {# month} other {# months}} before the price',

  // Why the company is of its kind (BSE_CLASSIFICATION_LEVELS; the name is BSE’s own).
  'classification.bse_list': 'BSE {level, select, basic_industry {basic industry} industry {industry} other {sector}} ‘{name}’',
  'classification.structure': 'no inventory, receivables or raw material in any year, and borrowings {borrowings_share} of the balance sheet',
  'classification.given': 'given with --kind',
  'classification.demo_sector': 'the demo universe’s sector',
  'classification.screener_lender_rows': 'a Screener export’s lender rows',
  'classification.stated': '{text}',
} as const satisfies Record<string, string>;
