/**
 * Part 1's words in English: governance signals, management guidance, the share count and the
 * shareholding patterns (shared-types/src/api/v2/governance.ts). ICU MessageFormat
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md): figures are plain `{name}` (the
 * runtime writes them by unit), counts `{n, number}` or plurals, ’ never '. The wording is v1's,
 * which api/src/analysis/v1/part1*.ts keeps frozen for v1 clients; edits here change v2 only.
 */
export const governanceMessages = {
  // Areas and signals (GOVERNANCE_AREAS, GOVERNANCE_SIGNAL_IDS).
  'governance.area.earnings_quality': 'Earnings quality',
  'governance.area.capital_allocation': 'Capital allocation',
  'governance.area.shareholder_treatment': 'Shareholder treatment',
  'governance.area.tax_and_other_income': 'Tax and other income',
  'governance.signal.cash_backing.name': 'Profit backed by cash',
  'governance.signal.receivables_vs_sales.name': 'Receivables against sales',
  'governance.signal.value_per_rupee_retained.name': 'Market value created per rupee retained',
  'governance.signal.dividends_while_borrowing.name': 'Dividends paid while borrowing',
  'governance.signal.share_count.name': 'Share count',
  'governance.signal.effective_tax_rate.name': 'Effective tax rate',
  'governance.signal.other_income_share.name': 'Other income in profit',
  'governance.outcome.ok': 'no concern',
  'governance.outcome.concern': 'concern',
  'governance.outcome.not_assessed': 'not assessed',

  // Signal reasons (GOVERNANCE_REASON_CODES).
  'governance.cash_backing.measured':
    'Operating cash flow {operating_cash_flow} against net profit {net_profit} over {period}, {conversion} (a concern below {threshold}).',
  'governance.cash_backing.too_few_years': 'Needs three years of operating cash flow and net profit.',
  'governance.cash_backing.no_cumulative_profit': 'No cumulative profit to back.',
  'governance.receivables.measured':
    'Receivable days {movement, select, up {rose} down {fell} other {held steady}} from {from_days} of sales in {from_fy} to {to_days} in {to_fy} (a concern at a rise of more than {rise_above} and {rise_share_above}: customers taking longer to pay, or sales pushed on credit).',
  'governance.receivables.latest_unknown': '{fy} receivables or sales unknown.',
  'governance.receivables.no_earlier_year': 'No earlier year with receivables to compare.',
  'governance.value_retained.measured':
    'Market value {direction, select, down {fell} other {rose}} {market_value_change} over {period} against {retained} of profit retained, {per_rupee} per rupee (a concern below {threshold}: Buffett’s one-rupee test).',
  'governance.value_retained.no_market_values': 'Needs year-end market values at least five years apart.',
  'governance.value_retained.net_profit_missing': 'Net profit missing in the window.',
  'governance.value_retained.nothing_retained': 'No profit was retained over {period}.',
  'governance.value_retained.not_computable': 'Not computable.',
  'governance.dividends_borrowing.measured':
    'In {funded_years, plural, =0 {none} one {# year} other {# years}} of {checked_years, number} ({period}) new borrowing paid for at least {borrowed_share_of_gap} of the dividend that free cash flow did not cover (a concern in {threshold_years, plural, one {# year} other {# years}} or more).',
  'governance.dividends_borrowing.funded_in': 'Years it did: {funded}.',
  'governance.dividends_borrowing.too_few_years': 'Needs dividends, free cash flow and borrowings for two years or more.',
  'governance.dividends_borrowing.reclassified': 'Borrowings not compared across {reclassified}, whose balance sheets two exports define differently.',
  'governance.share_count.measured':
    'Shares outstanding {direction, select, down {down} other {up}} {change} over {period}; dilution {dilution_per_year} a year (a concern above {threshold} a year).',
  'governance.share_count.series': 'Shares outstanding (crore)',
  'governance.share_count.too_few_years': 'Share counts unknown for two years.',
  'governance.tax_rate.measured':
    'Median effective rate {median_rate} over {years, plural, one {# year} other {# years}} against India’s {statutory_rate} base rate (a question to ask when more than {gap_above} below: tax holidays, losses carried forward, or profit that is not what it seems).',
  'governance.tax_rate.too_few_years': 'Needs three profitable years with a plausible effective rate.',
  'governance.other_income.measured':
    'Other income was {share} of profit before tax over {period} (a concern above {threshold}: profit that does not come from the business).',
  'governance.other_income.too_few_years': 'Needs other income and a positive PBT for three years.',
  'governance.other_income.not_computable': 'Not computable.',

  // The summary of the signals; the view counts and lists them.
  'governance.signals.summary':
    'From the statements, {checked, plural, one {# governance signal} other {# governance signals}} could be checked ({names}), and {concerns, plural, =0 {none raises a concern} one {# raises a concern: {concern_names}} other {# raise concerns: {concern_names}}}.',
  'governance.signals.none_assessed': 'The statements are too thin for governance signals.',
  'governance.cannot_see':
    'The imported statements cannot show promoter holding or pledged shares, related-party transactions, or the auditor’s remarks; read the shareholding pattern and the annual report for those.',
  'governance.cannot_see_with_patterns':
    'The imported statements and shareholding patterns cannot show related-party transactions or the auditor’s remarks; read the annual report for those.',

  // Corporate actions not counted as dilution (SHARE_ACTION_KINDS, SHARE_ACTION_BASES).
  'governance.share_action.bonus': 'a bonus (ex-date {ex_date}, each share became {multiplier, number})',
  'governance.share_action.split': 'a split (ex-date {ex_date}, each share became {multiplier, number})',
  'governance.share_action.merger': 'a merger (ex-date {ex_date})',
  'governance.share_action.amalgamation': 'a merger (ex-date {ex_date})',
  'governance.share_action.demerger': 'a demerger (ex-date {ex_date})',
  'governance.share_action.dvr_conversion': 'a conversion of DVR shares (ex-date {ex_date})',
  'governance.share_action.capital_reduction': 'a capital reduction (ex-date {ex_date})',
  'governance.share_basis.on_record': '{actions}',
  'governance.share_basis.on_record_divided_out': '{actions} divided out',
  'governance.share_basis.issue_above_book':
    'a merger or an issue above book value: book value per share rose {book_value_before} → {book_value_after} with the count',
  'governance.share_basis.restructuring':
    'a bonus, split or conversion of another share class: the count rose {count_rise} while net worth grew by no more than the profit kept',
  'governance.share_actions.not_dilution': 'Not counted as dilution: {actions}.',

  // The share count over three years and the latest dividend (share_change, dividends).
  'governance.share_change.unchanged': 'Shares outstanding were unchanged over {period}.',
  'governance.share_change.moved': 'Shares outstanding {direction, select, down {fell} other {rose}} {change} over {period}.',
  'governance.share_change.material_dilution': 'Material dilution of existing holders.',
  'governance.share_change.corporate_action': 'A corporate action rather than dilution.',
  'governance.dividends.payout': '{fy} dividends were {payout} of net profit ({amount}).',
  'governance.no_statements': 'No financial statements imported yet, so nothing can be said about results.',

  // Guidance (GUIDANCE_METRIC_IDS, GUIDANCE_OUTCOMES, GUIDANCE_COMPARISONS, GUIDANCE_ACCURACY_TRENDS); the theme labels are
  // the result view's (remotes/company-details/src/sections/guidanceSummary.ts).
  'guidance.metric.revenue_growth_pct.name': 'revenue growth',
  'guidance.metric.operating_margin_pct.name': 'operating margin',
  'guidance.metric.net_profit_growth_pct.name': 'net profit growth',
  'guidance.metric.revenue_crore.name': 'revenue',
  'guidance.metric.capex_crore.name': 'capex',
  'guidance.metric.capacity_utilisation_pct.name': 'capacity utilisation',
  'guidance.metric.export_share_pct.name': 'export share',
  'guidance.outcome.delivered': 'delivered',
  'guidance.outcome.missed': 'missed',
  'guidance.current.none':
    'No current guidance is on record: either management has not put figures on the year ahead, or none has been entered in the guidance ledger.',
  'guidance.current.vs_sales_cagr':
    '{comparison, select, above {Above} below {Below} other {In line with}} the {period} sales CAGR of {record}{comparison, select, above { — ambitious against the record} other { — achievable on the record}}.',
  'guidance.current.vs_profit_cagr':
    '{comparison, select, above {Above} below {Below} other {In line with}} the {period} net profit CAGR of {record}{comparison, select, above { — ambitious against the record} other { — achievable on the record}}.',
  'guidance.current.vs_operating_margin':
    '{comparison, select, above {Above} below {Below} other {In line with}} the {period} operating margin of {record}{comparison, select, above { — ambitious against the record} other { — achievable on the record}}.',
  'guidance.current.implied_growth': 'Implies {growth} growth on {fy} sales of {sales}.',
  'guidance.current.vs_capex': 'Against {fy} capex of {capex}{estimated, select, true { (estimated)} other {}}.',
  'guidance.comparison': 'Guided {guided}, actual {actual}. Accuracy {accuracy}/100.',
  'guidance.gap.exact': 'Delivered exactly.',
  'guidance.gap.in_line': 'Delivered, in line with guidance.',
  'guidance.gap.hair_short': 'A hair short of guidance.',
  'guidance.gap.beat': 'Delivered, beating it by {gap}.',
  'guidance.gap.missed_points': 'Missed by {gap}.',
  'guidance.gap.missed_amount': 'Missed by {gap} ({short} short of the guided figure).',
  'guidance.gap.on_plan': 'On plan ({deviation} {side, select, above {above} other {below}}, within ±{tolerance}).',
  'guidance.gap.off_plan': 'Off plan: {deviation} {side, select, above {above} other {below}} the guided figure, outside the ±{tolerance} band.',
  'guidance.said': 'Said: “{statement}”',
  'guidance.forecast.none': 'No past management guidance is on record for this company, so forecasts cannot be checked against actuals.',
  'guidance.forecast.summary': 'Over {period} management put {figures, plural, one {# figure} other {# figures}} on record and delivered {hits, number}.',
  'guidance.credibility.score': 'Credibility score: {score, number}/100.',
  'guidance.credibility.delivered':
    'Management delivered {hits, number} of {targets, plural, one {# guided figure} other {# guided figures}} ({share}) between {from_fy} and {to_fy}.',
  'guidance.credibility.reliable': 'Guidance has been a reliable guide to results.',
  'guidance.credibility.close_with_misses':
    'Results have landed close to guidance, though only {hits, number} of {targets, number} targets were met outright; the misses were small.',
  'guidance.credibility.optimistic': 'Guidance has usually been close but leans optimistic; discount it somewhat.',
  'guidance.credibility.overshoots': 'Guidance has repeatedly overshot results; treat new targets with scepticism.',
  'guidance.credibility.no_past_guidance':
    'No credibility score: there is no past guidance with reported outcomes to check against, and the investment score leaves guidance accuracy out rather than counting it against the company.',
  'guidance.credibility.method':
    'Method: each past guided figure scores 100 when met or beaten (capex: within ±{capex_tolerance} of plan) and otherwise loses {points_per_point_short} points per percentage point short for figures in percent (growth, margins) and {points_per_percent_short} points per 1% short of the guided amount for figures in crore (capex: per 1% of deviation beyond ±{capex_tolerance}), so growth and margin misses weigh alike; floored at 0, and the credibility score is the simple average of those item scores.',
  'guidance.insight.delivered':
    'Delivered {hits, number} of {targets, plural, one {# guided figure} other {# guided figures}} ({share}); credibility score {score, number}/100.',
  'guidance.insight.no_past_guidance': 'No past guidance with outcomes: credibility cannot be scored, and the investment score leaves it out.',
  'guidance.insight.largest_miss':
    'Largest miss: {fy} {metric, select, revenue_growth_pct {revenue growth} operating_margin_pct {operating margin} net_profit_growth_pct {net profit growth} revenue_crore {revenue} capex_crore {capex} capacity_utilisation_pct {capacity utilisation} export_share_pct {export share} other {guided figure}}, {actual} against {guided} guided (accuracy {accuracy}/100).',
  'guidance.insight.accuracy_trend':
    'Accuracy is {trend, select, improving {improving} deteriorating {deteriorating} other {steady}}: the older half of guided figures averaged {older}/100, the more recent half {newer}/100.',
  'guidance.insight.current_to_test':
    '{count, plural, one {# guided figure} other {# guided figures}} for the current period still to be tested (see Current Guidance).',
  'guidance.theme.capacity': 'Capacity',
  'guidance.theme.export': 'Export',
  'guidance.theme.value_added': 'Value-added',
  'guidance.theme.revenue': 'Revenue',

  // What the statements show beside the guidance (record).
  'record.none': 'No financial statements have been imported yet, so there is no record of actual results to set against any forecast.',
  'record.movement':
    'What the statements show for {period}: sales {sales_first} ({sales_first_fy}) → {sales_last} ({sales_last_fy}); net profit {profit_first} ({profit_first_fy}) → {profit_last} ({profit_last_fy}).',
  'record.no_trend': 'The statements for {period} do not give sales and net profit for two or more years, so there is no trend to report.',
  'record.sales_growth': 'Sales growth by year',
  'record.profit_growth': 'Net profit growth by year',
  'record.turned_positive': 'turned positive',
  'record.turned_profitable': 'turned profitable',
  'record.turned_negative': 'turned negative',
  'record.turned_loss_making': 'turned loss-making',
  'record.loss_narrowed': 'loss narrowed {growth}',
  'record.loss_widened': 'loss widened {growth}',

  // Shareholding patterns (shareholding; PLEDGE_LEVELS, HOLDING_MOVEMENTS).
  'shareholding.none':
    'Shareholding: no shareholding pattern has been imported, so promoter holding, pledged shares and institutional holding are not assessed.',
  'shareholding.promoter': 'Promoter holding: {latest} of shares on {as_of}.',
  'shareholding.promoter.not_stated': 'Promoter holding: not stated in the shareholding pattern of {as_of}.',
  'shareholding.promoter.widely_held': 'Promoter holding: no promoter group holds shares (pattern of {as_of}); the company is widely held.',
  'shareholding.promoter.falling':
    'A falling promoter stake is worth a look: read the filings for sales, dilution by a share issue, or a move to a holding company.',
  'shareholding.institutions': 'Institutional holding: {latest} of shares on {as_of} (foreign {foreign}, domestic {domestic}).',
  'shareholding.trend.single': 'Only one pattern is on record, so there is no trend yet.',
  'shareholding.trend.steady': 'Steady against {earlier} on {earlier_as_of}.',
  'shareholding.trend.moved': '{direction, select, down {Down} other {Up}} {change} from {earlier} on {earlier_as_of}.',
  'shareholding.pledge.not_stated': 'Pledged promoter shares: the shareholding pattern of {as_of} does not say, so pledges are not assessed.',
  'shareholding.pledge.none': 'Pledged promoter shares: none ({as_of}).',
  'shareholding.pledge.low':
    'Pledged promoter shares: {share} of the promoter group’s shares pledged or encumbered ({as_of}), under the {concern_above} level at which it becomes a concern.',
  'shareholding.pledge.concern':
    'Pledged promoter shares: {share} of the promoter group’s shares pledged or encumbered ({as_of}) — a concern (above {concern_above}): the promoter has borrowed against the stake, and a fall in the price can force a sale.',
  'shareholding.pledge.red_flag':
    'Pledged promoter shares: {share} of the promoter group’s shares pledged or encumbered ({as_of}) — a red flag (above {red_flag_above}): a fall in the price can force lenders to sell the pledged shares and loosen the promoter’s control.',
} as const satisfies Record<string, string>;
