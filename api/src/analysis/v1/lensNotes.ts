import { type Reason } from 'shared-types/api';
import { formatPct, formatRatio, formatRupees, joinList, plural } from '../format';
import { LENDER_PIOTROSKI_V1, previousYearMissingV1 } from './qualityReasons';
import { type OwnerEarningsFailure } from '../metrics/ownerEarnings';
import { OWNER_EARNINGS_FAILURE_V1 } from './ownerEarningsWords';
import { cagrGapText } from './cagrGapText';
import { codeAfter, countParam, numberParam, stringParam } from './reasonParams';

/**
 * The frozen v1 wording of the lens reason codes (v1's `note`, and Lynch's category reason):
 * v1 clients receive exactly these strings, so edits to the live catalogue
 * (shared-types/src/messages/en/lenses.ts) never reach them
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const years = (r: Reason, key = 'years'): string => plural(countParam(r, key), 'year');

/** Why the 5-year EPS CAGR is unknown, as metrics/growthProfile.ts worded it. */
const cagrGap = (r: Reason): string => cagrGapText(stringParam(r, 'cagr'), r);

/** Part 1's words for the retained-value gaps (v1/part1Signals.ts), with the lens's note on prices. */
const RETAINED: Readonly<Record<string, (r: Reason) => string>> = {
  no_market_values: () => 'needs year-end market values at least five years apart',
  net_profit_missing: () => 'net profit missing in the window',
  nothing_retained: (r) => `no profit was retained over ${stringParam(r, 'period')}`,
  not_computable: () => 'not computable',
};

const NOTES: Readonly<Record<string, (r: Reason) => string>> = {
  'lens.no_statements': () => 'no financial statements',
  'lens.no_price': () => 'there is no current share price',
  'lens.lender_borrowings': () => "a lender's borrowings are its raw material",
  'lens.graham.sales_unknown': () => 'sales unknown',
  'lens.graham.cushion_unknown': () => 'net worth or total assets unknown',
  'lens.graham.current_figures_unknown': () => 'no current assets and liabilities in the data',
  'lens.graham.net_profit_unknown': () => 'net profit unknown',
  'lens.graham.dividends_unknown': () => 'dividends unknown',
  'lens.graham.short_history': (r) => {
    const period = stringParam(r, 'period');
    return `judged on ${years(r)}${period === '' ? '' : ` (${period})`}: Graham asks for ${countParam(r, 'asked')}`;
  },
  'lens.graham.six_years_of_eps_needed': () => 'needs six years of EPS',
  'lens.graham.starting_eps_not_positive': (r) =>
    `the starting three-year average EPS (${formatRupees(numberParam(r, 'average_eps'))}) is not positive, so growth is not meaningful`,
  'lens.graham.growth_short_history': (r) =>
    `judged on ${years(r)}: Graham asks for 10, so the bar is the same pace, ${formatPct(numberParam(r, 'required_growth'))}`,
  'lens.graham.eps_unknown': () => 'EPS unknown for the last three years',
  'lens.graham.book_value_unknown': () => 'book value per share unknown or not positive',
  'lens.buffett.roe_unknown': () => 'ROE unknown (needs net profit and a positive net worth)',
  'lens.buffett.roe_short_history': (r) => `judged on ${years(r)} of ROE: the test asks for 5`,
  'lens.buffett.three_years_of_roe_needed': () => 'needs ROE for at least three years',
  'lens.buffett.roe_consistency_short_history': (r) => `judged on ${years(r)}: the test asks for 10`,
  'lens.buffett.borrowings_unknown': () => 'borrowings unknown',
  'lens.buffett.no_debt_base': () => 'needs a positive net worth or a net profit',
  'lens.buffett.owner_earnings_short_history': (r) => `judged on ${years(r)}: the test averages 3`,
  'lens.buffett.earlier_owner_earnings_unknown': (r) => `owner's earnings unknown for ${countParam(r, 'years')} years before ${stringParam(r, 'period')}`,
  'lens.lynch.eps_not_positive': () => 'EPS is not positive, so there is no P/E to compare',
  'lens.lynch.eps_cagr_unknown': (r) => `the 5-year EPS CAGR is unknown (${cagrGap(r)})`,
  'lens.lynch.debt_to_equity_unknown': () => 'borrowings or a positive net worth unknown',
  'lens.lynch.category.turnaround': (r) => {
    const losses = r.params?.loss_years;
    return `a loss in ${joinList(Array.isArray(losses) ? losses : [])}, a profit in ${stringParam(r, 'period')}`;
  },
  'lens.lynch.category.cyclical': (r) =>
    `sales fell in ${countParam(r, 'down_years')} of ${countParam(r, 'measured_years')} years, with year-on-year swings of ${formatPct(numberParam(r, 'sales_volatility'))}`,
  'lens.lynch.category.asset_play': (r) => `the price is ${formatRatio(numberParam(r, 'price_to_book'), 2)} times book value`,
  'lens.lynch.category.eps_growth': (r) => `EPS grew ${formatPct(numberParam(r, 'eps_growth'))} a year over 5 years`,
  'lens.lynch.category.eps_cagr_unknown': (r) => `no category: the 5-year EPS CAGR is unknown (${cagrGap(r)})`,
  'lens.greenblatt.financials_excluded': () => 'Greenblatt left out financial companies',
  'lens.greenblatt.rank_from_peers': () => 'from the peer comparison',
  'lens.greenblatt.price_or_shares_unknown': () => 'needs the current price and the share count',
  'lens.greenblatt.ebit_or_borrowings_unknown': () => 'needs EBIT and borrowings',
  'lens.greenblatt.enterprise_value_not_positive': () => 'enterprise value is not positive (cash exceeds market value plus debt)',
  'lens.greenblatt.cash_unknown': () => 'cash unknown, so enterprise value is market value plus borrowings',
  'lens.greenblatt.capital_inputs_unknown': () => 'needs EBIT, net block and working capital',
  'lens.greenblatt.capital_not_positive': () => 'capital (working capital + net block) is not positive',
  'lens.greenblatt.working_capital_proxy': () => 'working capital: receivables + inventory − other liabilities',
  'lens.piotroski.lender': () => LENDER_PIOTROSKI_V1,
  'lens.piotroski.previous_year_missing': (r) => previousYearMissingV1(stringParam(r, 'previous_year'), stringParam(r, 'period')),
};

/** v1's note for a lens reason; a code this build does not know is shown as nothing rather than as an id. */
export function lensNoteV1(r: Reason): string | null {
  const retained = codeAfter(r, 'governance.value_retained');
  if (retained !== '') {
    const text = RETAINED[retained];
    return text === undefined ? null : `${text(r)} (fiscal-year-end prices)`;
  }
  const failure = codeAfter(r, 'value.owner_earnings');
  if (failure !== '') return OWNER_EARNINGS_FAILURE_V1[failure as OwnerEarningsFailure] ?? null;
  return NOTES[r.code]?.(r) ?? null;
}
