import { lastYears, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { formatCrore, formatNumber, formatPct, formatPoints, formatRatio, fyLabel, plural } from '../format';
import { median } from '../math/growth';
import { type GrowthProfile } from './growthProfile';
import { receivablesTrend, STRETCH_RULE } from './receivablesTrend';
import { type ReturnsProfile } from './returnsProfile';
import { na, notApplicable, THRESHOLDS, type RiskFactor } from './riskFactorTypes';
import { type ShareChange } from './shareChange';

/** Operating and balance-sheet risk factors for Part 2, one function each. */

export function leverage(t: YearView, isLender: boolean): RiskFactor {
  const factor = 'High leverage (debt to equity)';
  if (isLender)
    return notApplicable(factor, "a lender's borrowings fund its loan book, so D/E is not a risk measure here; the capital cushion is assessed instead");
  if (t.netWorth !== null && t.netWorth <= 0) {
    return {
      factor,
      status: 'yes',
      severe: true,
      data: `Net worth ${formatCrore(t.netWorth)} in ${t.label}`,
      justification: 'Negative or nil net worth: accumulated losses exceed the capital put in, so lenders carry the risk.',
    };
  }
  if (t.debtToEquity === null) return na(factor, 'borrowings or net worth unknown');
  const high = t.debtToEquity > THRESHOLDS.debtToEquity;
  return {
    factor,
    status: high ? 'yes' : 'no',
    data: `D/E ${formatRatio(t.debtToEquity, 2)} in ${t.label} (borrowings ${formatCrore(t.y.borrowings)} / net worth ${formatCrore(t.netWorth)})`,
    justification: high
      ? `Borrowings exceed net worth (D/E above ${formatRatio(THRESHOLDS.debtToEquity, 1)}), leaving little room if profits fall.`
      : `Borrowings are ${formatPct(t.debtToEquity, 0)} of net worth, within the ${formatRatio(THRESHOLDS.debtToEquity, 1)} threshold used for non-financial companies.`,
  };
}

export function interestCover(t: YearView, isLender: boolean): RiskFactor {
  const factor = 'Weak interest cover';
  if (isLender) return notApplicable(factor, 'interest is a lender’s cost of funds, not a fixed charge on its profits');
  if (t.y.interest === 0 && t.y.borrowings !== null && t.y.borrowings > 0) {
    return na(
      factor,
      `${t.label} shows no interest against borrowings of ${formatCrore(t.y.borrowings)}, so the interest figure is missing or capitalised, not nil`,
    );
  }
  if (t.y.interest === 0) {
    return {
      factor,
      status: 'no',
      data: `Interest ${formatCrore(0)} in ${t.label}`,
      justification: 'No interest cost and no borrowings, so there is nothing to cover.',
    };
  }
  if (t.y.interest === null || t.ebit === null) return na(factor, 'EBIT or interest unknown');
  if (t.interestCover === null || t.ebit <= 0) {
    return {
      factor,
      status: 'yes',
      data: `EBIT ${formatCrore(t.ebit)} vs interest ${formatCrore(t.y.interest)} in ${t.label}`,
      justification: 'Operating profit does not cover the interest bill.',
    };
  }
  const weak = t.interestCover < THRESHOLDS.interestCover;
  return {
    factor,
    status: weak ? 'yes' : 'no',
    data: `EBIT / interest ${formatRatio(t.interestCover, 1)} times in ${t.label} (EBIT ${formatCrore(t.ebit)}, interest ${formatCrore(t.y.interest)})`,
    justification: weak
      ? `Below ${THRESHOLDS.interestCover} times: a modest fall in profit would strain debt service.`
      : `At least ${THRESHOLDS.interestCover} times, so interest is comfortably covered.`,
  };
}

export function receivables(ctx: Context, t: YearView): RiskFactor {
  const factor = 'Working-capital stretch (receivable days)';
  if (ctx.isLender) return notApplicable(factor, 'a lender has loans, not trade receivables');
  // The same reading as Part 1's 'Receivables against sales' signal.
  const trend = receivablesTrend(ctx, t);
  if (trend.kind === 'na') return na(factor, trend.why);
  return {
    factor,
    status: trend.stretched ? 'yes' : 'no',
    data: `${formatNumber(trend.toDays, 0)} days of sales in ${trend.to.label} vs ${formatNumber(trend.fromDays, 0)} in ${trend.from.label}`,
    justification: trend.stretched
      ? `Receivable days rose by ${formatNumber(trend.rise, 0)}: customers are taking longer to pay, or sales are being pushed on credit.`
      : `No material lengthening (${STRETCH_RULE} would be flagged).`,
  };
}

export function cashConversion(returns: ReturnsProfile, isLender: boolean): RiskFactor {
  const factor = 'Weak cash conversion (CFO / net profit)';
  if (isLender) return notApplicable(factor, "a lender's operating cash flow swings with loan growth, so it says little about earnings quality");
  const cc = returns.cashConversion;
  if (cc === null) return na(factor, 'needs at least two years with both operating cash flow and net profit');
  const span = `${fyLabel(cc.fromFy)}–${fyLabel(cc.toFy)}`;
  if (cc.b <= 0) {
    const burn = cc.a < 0;
    return {
      factor,
      status: burn ? 'yes' : 'no',
      data: `Cumulative CFO ${formatCrore(cc.a)}, net profit ${formatCrore(cc.b)} (${span})`,
      justification: burn
        ? 'Losses and cash outflow together: the business is consuming cash.'
        : 'No cumulative profit to convert, but operations still produced cash.',
    };
  }
  const weak = cc.ratio !== null && cc.ratio < THRESHOLDS.cashConversion;
  return {
    factor,
    status: weak ? 'yes' : 'no',
    data: `CFO ${formatCrore(cc.a)} vs net profit ${formatCrore(cc.b)} over ${span}: ${formatPct(cc.ratio, 0)}`,
    justification: weak
      ? `Under ${formatPct(THRESHOLDS.cashConversion, 0)} of reported profit turned into cash: profits may be tied up in working capital or be of low quality.`
      : 'Reported profit is backed by operating cash flow.',
  };
}

export function volatility(growth: GrowthProfile, isLender = false): RiskFactor {
  const factor = 'Revenue volatility or decline';
  if (growth.salesMeasured < 3) return na(factor, 'needs at least three years of sales growth');
  const vol = growth.salesVolatility;
  const swings = vol !== null && vol > THRESHOLDS.salesVolatility;
  const falls = growth.salesDownYears >= THRESHOLDS.salesDownYears;
  const shrinking = falls && growth.salesUpYears < growth.salesDownYears;
  return {
    factor,
    status: swings || falls ? 'yes' : 'no',
    data: `Sales fell in ${growth.salesDownYears} of ${plural(growth.salesMeasured, 'year')}; YoY growth standard deviation ${vol === null ? 'n/a' : formatPoints(vol)}`,
    justification: shrinking
      ? 'Sales fell in more years than they rose: a shrinking business rather than a cyclical one.'
      : swings || falls
        ? isLender
          ? 'A lender’s revenue is its interest income: it swings with interest rates and the size of the loan book, so profits are hard to forecast.'
          : 'Sales swing with the cycle or depend on a few large orders, so profits are hard to forecast.'
        : isLender
          ? 'Interest income has grown steadily without large swings.'
          : 'Sales have grown steadily without large swings.',
  };
}

export function marginCompression(ctx: Context, t: YearView): RiskFactor {
  const factor = 'Margin compression';
  const pick = (v: YearView): number | null => (ctx.isLender ? v.npm : v.opm);
  const name = ctx.isLender ? 'net margin' : 'operating margin';
  const now = pick(t);
  const prior = lastYears(ctx, 6).filter((v) => v.fy < t.fy);
  const base = median(prior.map(pick).filter((x): x is number => x !== null));
  if (now === null || base === null) return na(factor, `needs ${name} for the latest and earlier years`);
  const drop = base - now;
  const compressed = drop > THRESHOLDS.marginDrop;
  return {
    factor,
    status: compressed ? 'yes' : 'no',
    data: `${ctx.isLender ? 'Net' : 'Operating'} margin ${formatPct(now)} in ${t.label} vs a median of ${formatPct(base)} in the prior years`,
    justification: compressed
      ? `Down ${formatPoints(drop)}: costs are rising faster than prices, or competition is biting.`
      : `Within ${formatPoints(THRESHOLDS.marginDrop, 0)} of its recent median, or higher.`,
  };
}

export function dilution(change: ShareChange | null): RiskFactor {
  const factor = 'Equity dilution (share count growth)';
  if (change === null) return na(factor, 'share counts unknown for the comparison years');
  // Corporate actions (bonus, split, merger, DVR conversion) are divided out in metrics/shareChange.ts: only the rest dilutes.
  const diluted = change.dilution > THRESHOLDS.dilution;
  const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${formatPct(Math.abs(x))}`;
  const action = change.corporateAction === null ? '' : `; dilution ${signed(change.dilution)} once corporate actions are set aside; ${change.corporateAction}`;
  return {
    factor,
    status: diluted ? 'yes' : 'no',
    data: `${formatNumber(change.from, 2)} → ${formatNumber(change.to, 2)} crore shares (${fyLabel(change.fromFy)}–${fyLabel(change.toFy)}, ${signed(change.change)}${action})`,
    justification: diluted
      ? `More than ${formatPct(THRESHOLDS.dilution, 0)} new shares: existing holders own less of each rupee of profit (check for preferential allotments or ESOPs).`
      : change.corporateAction !== null && change.change > THRESHOLDS.dilution
        ? 'The rise in the share count is a corporate action, not an issue that shrinks each holder’s claim.'
        : 'No material issue of new shares.',
  };
}

export function losses(growth: GrowthProfile, t: YearView): RiskFactor {
  const factor = 'Losses';
  if (growth.profitYearsKnown === 0) return na(factor, 'net profit unknown');
  const latestLoss = t.y.netProfit !== null && t.y.netProfit < 0;
  const flagged = latestLoss || growth.lossYears >= 2;
  return {
    factor,
    status: flagged ? 'yes' : 'no',
    data: `Losses in ${growth.lossYears} of the last ${plural(growth.profitYearsKnown, 'year')} with figures; ${t.label} net profit ${formatCrore(t.y.netProfit)}`,
    justification: flagged ? 'Recent losses erode net worth and may force borrowing or dilution.' : 'Consistently profitable in recent years.',
  };
}

export function freeCashFlow(returns: ReturnsProfile, isLender: boolean, estimated: boolean): RiskFactor {
  const factor = 'Negative free cash flow';
  if (isLender) return notApplicable(factor, 'free cash flow is not meaningful for a lender');
  const f = returns.fcf;
  if (f === null) return na(factor, 'needs at least two years of operating cash flow and capex');
  const negative = f.a < 0;
  return {
    factor,
    status: negative ? 'yes' : 'no',
    data: `Cumulative FCF ${formatCrore(f.a)} over ${fyLabel(f.fromFy)}–${fyLabel(f.toFy)}${estimated ? ' (capex estimated from ΔNet Block + ΔCWIP + Depreciation)' : ''}`,
    justification: negative
      ? 'Capex has exceeded operating cash flow, so growth is being funded by debt or equity.'
      : 'Operations have funded capex with cash to spare.',
  };
}
