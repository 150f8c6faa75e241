import { type RiskFactorV2 } from 'shared-types/api';
import { formatCrore, formatNumber, formatPct, formatPoints, formatRatio } from '../format';
import { ALTMAN_NOT_COMPUTED_V1, beneishNeedsV1, LENDER_BENEISH_V1, OUT_OF_RANGE_V1, previousYearMissingV1 } from './qualityReasons';

/**
 * The frozen v1 'Justification' of each Part 2 reason code, from the v2 factor alone
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). New wording goes into the message
 * catalogue (shared-types/src/messages/en/risks.ts), never here: v1 clients get these bytes.
 */

type Num = (name: string) => number | null;

/** Why a factor was not assessed, after v1's 'Not assessed — '. */
const NOT_ASSESSED: Readonly<Record<string, (f: RiskFactorV2) => string>> = {
  'risk.not_assessed': () => 'no reason given',
  'risk.leverage.lender': () => "a lender's borrowings fund its loan book, so D/E is not a risk measure here; the capital cushion is assessed instead",
  'risk.leverage.unknown': () => 'borrowings or net worth unknown',
  'risk.interest_cover.lender': () => 'interest is a lender’s cost of funds, not a fixed charge on its profits',
  'risk.interest_cover.interest_missing': (f) => {
    const b = f.reason.params?.borrowings;
    const fig = typeof b === 'object' && b !== null && !Array.isArray(b) ? b : null;
    return `${fig?.period ?? ''} shows no interest against borrowings of ${formatCrore(fig?.value ?? null)}, so the interest figure is missing or capitalised, not nil`;
  },
  'risk.interest_cover.unknown': () => 'EBIT or interest unknown',
  'risk.capital_cushion.unknown': () => 'net worth or total assets unknown',
  'risk.return_on_equity.unknown': () => 'net profit or net worth unknown',
  'risk.asset_quality.no_filing': () => 'no standalone results filing with NPA ratios has been imported; the statements alone cannot show bad loans',
  'risk.return_on_assets.unknown': () => 'net profit or two years of total assets unknown',
  'risk.receivables.lender': () => 'a lender has loans, not trade receivables',
  'risk.receivables.latest_unknown': (f) => `${String(f.reason.params?.year ?? '')} receivables or sales unknown`,
  'risk.receivables.no_earlier_year': () => 'no earlier year with receivables to compare',
  'risk.cash_conversion.lender': () => "a lender's operating cash flow swings with loan growth, so it says little about earnings quality",
  'risk.cash_conversion.unknown': () => 'needs at least two years with both operating cash flow and net profit',
  'risk.free_cash_flow.lender': () => 'free cash flow is not meaningful for a lender',
  'risk.free_cash_flow.unknown': () => 'needs at least two years of operating cash flow and capex',
  'risk.earnings_manipulation.lender': () => LENDER_BENEISH_V1,
  'risk.earnings_manipulation.inputs_missing': (f) => beneishNeedsV1(Array.isArray(f.reason.params?.missing) ? f.reason.params.missing : []),
  'risk.earnings_manipulation.previous_year_missing': (f) =>
    previousYearMissingV1(String(f.reason.params?.previous_year ?? ''), String(f.reason.params?.year ?? '')),
  'risk.earnings_manipulation.out_of_range': () => OUT_OF_RANGE_V1,
  // Part 2's Altman codes, by the metric's code they come from (metrics/riskFactorReasons.ts).
  'risk.distress.lender': () => ALTMAN_NOT_COMPUTED_V1.lender,
  'risk.distress.total_assets_unknown': () => ALTMAN_NOT_COMPUTED_V1.total_assets_unknown,
  'risk.distress.inputs_missing': () => ALTMAN_NOT_COMPUTED_V1.needs_inputs,
  'risk.distress.liabilities_not_positive': () => ALTMAN_NOT_COMPUTED_V1.liabilities_not_positive,
  'risk.distress.working_capital_unknown': () => ALTMAN_NOT_COMPUTED_V1.no_working_capital,
  'risk.distress.out_of_range': () => OUT_OF_RANGE_V1,
  'risk.dilution.unknown': () => 'share counts unknown for the comparison years',
  'risk.revenue_volatility.too_short': () => 'needs at least three years of sales growth',
  'risk.margin_compression.unknown': (f) => `needs ${f.reason.params?.basis === 'net' ? 'net margin' : 'operating margin'} for the latest and earlier years`,
  'risk.losses.unknown': () => 'net profit unknown',
};

const onePoint = (n: Num, name: string): string => formatPoints((n(name) ?? 0) / 100, 0).replace(/points$/, 'point');

/** The justification of an assessed factor, by its reason code. */
const ASSESSED: Readonly<Record<string, (n: Num) => string>> = {
  'risk.leverage.negative_net_worth': () => 'Negative or nil net worth: accumulated losses exceed the capital put in, so lenders carry the risk.',
  'risk.leverage.high': (n) => `Borrowings exceed net worth (D/E above ${formatRatio(n('threshold'), 1)}), leaving little room if profits fall.`,
  'risk.leverage.within': (n) =>
    `Borrowings are ${formatPct(n('debt_to_equity'), 0)} of net worth, within the ${formatRatio(n('threshold'), 1)} threshold used for non-financial companies.`,
  'risk.interest_cover.no_debt': () => 'No interest cost and no borrowings, so there is nothing to cover.',
  'risk.interest_cover.not_covered': () => 'Operating profit does not cover the interest bill.',
  'risk.interest_cover.weak': (n) => `Below ${String(n('threshold'))} times: a modest fall in profit would strain debt service.`,
  'risk.interest_cover.covered': (n) => `At least ${String(n('threshold'))} times, so interest is comfortably covered.`,
  'risk.capital_cushion.thin': (n) => `Under ${formatPct(n('threshold'), 0)}: a small rise in bad loans would eat a large share of equity.`,
  'risk.capital_cushion.adequate': () => 'A reasonable equity buffer against loan losses (regulatory capital ratios are not in the data).',
  'risk.return_on_equity.low': (n) =>
    `Below ${formatPct(n('threshold'), 0)}, well short of the ${formatPct(n('cost_of_equity'), 0)} cost of equity the valuation uses: the lender is not earning its keep.`,
  'risk.return_on_equity.adequate': (n) =>
    `Above the ${formatPct(n('threshold'), 0)} floor for this flag; Part 3 compares it with a ${formatPct(n('cost_of_equity'), 0)} cost of equity.`,
  'risk.asset_quality.severe': (n) =>
    `Net NPA at or above ${formatPct(n('severe_limit'), 0)}, the RBI's prompt-corrective-action threshold: bad loans threaten the capital.`,
  'risk.asset_quality.high': (n) =>
    `Above ${formatPct(n('gross_limit'), 0)} gross or ${formatPct(n('net_limit'), 0)} net: a large share of loans has gone bad, and provisions will weigh on profit.`,
  'risk.asset_quality.rising': (n) => `Gross NPA up by more than ${onePoint(n, 'rise_limit')} in a year: asset quality is worsening.`,
  'risk.asset_quality.within': (n) =>
    `Within ${formatPct(n('gross_limit'), 0)} gross and ${formatPct(n('net_limit'), 0)} net, and not up by more than ${onePoint(n, 'rise_limit')} in a year.`,
  'risk.return_on_assets.low': (n) => `Below ${formatPct(n('threshold'), 0)}: the loan book earns too little to build capital without leaning on leverage.`,
  'risk.return_on_assets.adequate': (n) => `At or above ${formatPct(n('threshold'), 0)}, what a sound Indian lender earns on its assets.`,
  'risk.receivables.stretched': (n) =>
    `Receivable days rose by ${formatNumber(n('rise'), 0)}: customers are taking longer to pay, or sales are being pushed on credit.`,
  'risk.receivables.steady': (n) =>
    `No material lengthening (a rise of more than ${formatNumber(n('threshold'), 0)} days and ${formatNumber((n('rise_share') ?? 0) * 100, 0)}% would be flagged).`,
  'risk.cash_conversion.burning': () => 'Losses and cash outflow together: the business is consuming cash.',
  'risk.cash_conversion.unprofitable_cash_positive': () => 'No cumulative profit to convert, but operations still produced cash.',
  'risk.cash_conversion.weak': (n) =>
    `Under ${formatPct(n('threshold'), 0)} of reported profit turned into cash: profits may be tied up in working capital or be of low quality.`,
  'risk.cash_conversion.backed': () => 'Reported profit is backed by operating cash flow.',
  'risk.free_cash_flow.negative': () => 'Capex has exceeded operating cash flow, so growth is being funded by debt or equity.',
  'risk.free_cash_flow.positive': () => 'Operations have funded capex with cash to spare.',
  'risk.earnings_manipulation.likely': () =>
    'Above −1.78, the level Beneish associated with earnings manipulators: check receivables, margins and accruals closely. Fast growth alone can trigger it.',
  'risk.earnings_manipulation.grey': () => 'In the −2.22 to −1.78 grey band: not a flag, but worth watching.',
  'risk.earnings_manipulation.unlikely': () => 'Below −2.22: the accounting ratios look like those of non-manipulators.',
  'risk.distress.distress': () => "Below 1.1, Altman's distress zone for Z''.",
  'risk.distress.grey': () => 'Between 1.1 and 2.6: the grey zone, not yet distress.',
  'risk.distress.safe': () => 'Above 2.6: the safe zone.',
  'risk.dilution.diluted': (n) =>
    `More than ${formatPct(n('threshold'), 0)} new shares: existing holders own less of each rupee of profit (check for preferential allotments or ESOPs).`,
  'risk.dilution.corporate_action': () => 'The rise in the share count is a corporate action, not an issue that shrinks each holder’s claim.',
  'risk.dilution.none': () => 'No material issue of new shares.',
  'risk.revenue_volatility.shrinking': () => 'Sales fell in more years than they rose: a shrinking business rather than a cyclical one.',
  'risk.revenue_volatility.volatile_lender': () =>
    'A lender’s revenue is its interest income: it swings with interest rates and the size of the loan book, so profits are hard to forecast.',
  'risk.revenue_volatility.volatile': () => 'Sales swing with the cycle or depend on a few large orders, so profits are hard to forecast.',
  'risk.revenue_volatility.steady_lender': () => 'Interest income has grown steadily without large swings.',
  'risk.revenue_volatility.steady': () => 'Sales have grown steadily without large swings.',
  'risk.margin_compression.compressed': (n) => `Down ${formatPoints((n('drop') ?? 0) / 100)}: costs are rising faster than prices, or competition is biting.`,
  'risk.margin_compression.within': (n) => `Within ${formatPoints((n('threshold') ?? 0) / 100, 0)} of its recent median, or higher.`,
  'risk.losses.flagged': () => 'Recent losses erode net worth and may force borrowing or dilution.',
  'risk.losses.profitable': () => 'Consistently profitable in recent years.',
  'risk.promoter_pledge.red_flag': (n) =>
    `Above ${formatPct(n('threshold'), 0)}: a red flag; a fall in the price can force lenders to sell and loosen the promoter's control.`,
  'risk.promoter_pledge.concern': (n) => `Above ${formatPct(n('threshold'), 0)}: the promoter has borrowed against a fair part of the stake.`,
  'risk.promoter_pledge.within': (n) => `At or under ${formatPct(n('threshold'), 0)}, the level at which a pledge becomes a concern.`,
};

/** Why a factor was not assessed, in v1's words (also Part 3 section 3's 'not computed — …'). */
export function riskNotAssessedV1(f: RiskFactorV2): string {
  const why = NOT_ASSESSED[f.reason.code] ?? NOT_ASSESSED['risk.not_assessed'];
  return (why as (f: RiskFactorV2) => string)(f);
}

/** v1's 'Justification' cell. */
export function riskJustificationV1(f: RiskFactorV2, num: Num): string {
  if (f.outcome === 'not_assessed' || f.outcome === 'not_applicable') return `Not assessed — ${riskNotAssessedV1(f)}.`;
  const words = ASSESSED[f.reason.code];
  return words === undefined ? '' : words(num);
}

/** Every code this file words, for the test that each engine code has a v1 rendering. */
export const V1_WORDED_CODES: readonly string[] = [...Object.keys(NOT_ASSESSED), ...Object.keys(ASSESSED)];
