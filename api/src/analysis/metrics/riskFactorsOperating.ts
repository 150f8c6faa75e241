import { lastYears, type Context } from '../context/buildContext';
import { type YearView } from '../context/yearMetrics';
import { fyLabel } from '../format';
import { median } from '../math/growth';
import { figure } from '../v2/figure';
import { type GrowthProfile } from './growthProfile';
import { receivablesTrend } from './receivablesTrend';
import { type ReturnsProfile } from './returnsProfile';
import { assessed, na, notApplicable, THRESHOLDS, type RiskFactor } from './riskFactorTypes';
import { type ShareChange } from './shareChange';

/** Operating and balance-sheet risk factors for Part 2, one function each; v1's words are in api/src/analysis/v1/part2Text.ts. */

const crore = (x: number | null, period?: string): ReturnType<typeof figure> => figure(x, 'inr_crore', period);
/** 'FY2021–FY2025': v1 names both ends even of a one-year span. */
const span = (from: number, to: number): string => `${fyLabel(from)}–${fyLabel(to)}`;

export function leverage(t: YearView, isLender: boolean): RiskFactor {
  if (isLender) return notApplicable('leverage', 'risk.leverage.lender');
  if (t.netWorth !== null && t.netWorth <= 0) {
    return assessed('leverage', true, 'risk.leverage.negative_net_worth', { severe: true, figures: { net_worth: crore(t.netWorth, t.label) } });
  }
  if (t.debtToEquity === null) return na('leverage', 'risk.leverage.unknown');
  const high = t.debtToEquity > THRESHOLDS.debtToEquity;
  return assessed('leverage', high, high ? 'risk.leverage.high' : 'risk.leverage.within', {
    figures: { debt_to_equity: figure(t.debtToEquity, 'times', t.label), borrowings: crore(t.y.borrowings), net_worth: crore(t.netWorth) },
    threshold: figure(THRESHOLDS.debtToEquity, 'times'),
  });
}

export function interestCover(t: YearView, isLender: boolean): RiskFactor {
  const id = 'interest_cover';
  if (isLender) return notApplicable(id, 'risk.interest_cover.lender');
  if (t.y.interest === 0 && t.y.borrowings !== null && t.y.borrowings > 0) {
    // No interest against borrowings: the figure is missing or capitalised, not nil.
    return na(id, 'risk.interest_cover.interest_missing', { borrowings: crore(t.y.borrowings, t.label) });
  }
  if (t.y.interest === 0) return assessed(id, false, 'risk.interest_cover.no_debt', { figures: { interest: crore(0, t.label) } });
  if (t.y.interest === null || t.ebit === null) return na(id, 'risk.interest_cover.unknown');
  if (t.interestCover === null || t.ebit <= 0) {
    return assessed(id, true, 'risk.interest_cover.not_covered', { figures: { ebit: crore(t.ebit, t.label), interest: crore(t.y.interest) } });
  }
  const weak = t.interestCover < THRESHOLDS.interestCover;
  return assessed(id, weak, weak ? 'risk.interest_cover.weak' : 'risk.interest_cover.covered', {
    figures: { interest_cover: figure(t.interestCover, 'times', t.label), ebit: crore(t.ebit), interest: crore(t.y.interest) },
    threshold: figure(THRESHOLDS.interestCover, 'times'),
  });
}

export function receivables(ctx: Context, t: YearView): RiskFactor {
  const id = 'receivables';
  if (ctx.isLender) return notApplicable(id, 'risk.receivables.lender');
  // The same reading as Part 1's 'Receivables against sales' signal.
  const trend = receivablesTrend(ctx, t);
  if (trend.kind === 'na') {
    // receivablesTrend's two reasons for a known latest year: its own days unknown, or no earlier year to compare.
    return t.receivableDays === null ? na(id, 'risk.receivables.latest_unknown', { year: t.label }) : na(id, 'risk.receivables.no_earlier_year');
  }
  return assessed(id, trend.stretched, trend.stretched ? 'risk.receivables.stretched' : 'risk.receivables.steady', {
    figures: { receivable_days: figure(trend.toDays, 'days', trend.to.label), earlier_receivable_days: figure(trend.fromDays, 'days', trend.from.label) },
    threshold: figure(THRESHOLDS.receivableDaysRise, 'days'),
    params: trend.stretched ? { rise: figure(trend.rise, 'days') } : { rise_share: figure(THRESHOLDS.receivableDaysRiseShare, 'fraction') },
  });
}

export function cashConversion(returns: ReturnsProfile, isLender: boolean): RiskFactor {
  const id = 'cash_conversion';
  if (isLender) return notApplicable(id, 'risk.cash_conversion.lender');
  const cc = returns.cashConversion;
  if (cc === null) return na(id, 'risk.cash_conversion.unknown');
  const years = span(cc.fromFy, cc.toFy);
  // The span is stated once, on the first figure: the others share it.
  const cash = { operating_cash_flow: crore(cc.a, years), net_profit: crore(cc.b) };
  if (cc.b <= 0) {
    const burn = cc.a < 0;
    return assessed(id, burn, burn ? 'risk.cash_conversion.burning' : 'risk.cash_conversion.unprofitable_cash_positive', { figures: cash });
  }
  const weak = cc.ratio !== null && cc.ratio < THRESHOLDS.cashConversion;
  return assessed(id, weak, weak ? 'risk.cash_conversion.weak' : 'risk.cash_conversion.backed', {
    figures: { ...cash, cash_conversion: figure(cc.ratio, 'fraction') },
    threshold: figure(THRESHOLDS.cashConversion, 'fraction'),
  });
}

export function volatility(growth: GrowthProfile, isLender = false): RiskFactor {
  const id = 'revenue_volatility';
  if (growth.salesMeasured < 3) return na(id, 'risk.revenue_volatility.too_short');
  const vol = growth.salesVolatility;
  const swings = vol !== null && vol > THRESHOLDS.salesVolatility;
  const falls = growth.salesDownYears >= THRESHOLDS.salesDownYears;
  const shrinking = falls && growth.salesUpYears < growth.salesDownYears;
  // A lender's revenue is its interest income, so its words differ.
  const code = shrinking ? 'shrinking' : swings || falls ? (isLender ? 'volatile_lender' : 'volatile') : isLender ? 'steady_lender' : 'steady';
  return assessed(id, swings || falls, `risk.revenue_volatility.${code}`, {
    figures: {
      years_down: figure(growth.salesDownYears, 'count'),
      years_measured: figure(growth.salesMeasured, 'count'),
      growth_deviation: figure(vol === null ? null : vol * 100, 'percentage_points'),
    },
  });
}

export function marginCompression(ctx: Context, t: YearView): RiskFactor {
  const id = 'margin_compression';
  const pick = (v: YearView): number | null => (ctx.isLender ? v.npm : v.opm);
  const basis = ctx.isLender ? 'net' : 'operating';
  const now = pick(t);
  const prior = lastYears(ctx, 6).filter((v) => v.fy < t.fy);
  const base = median(prior.map(pick).filter((x): x is number => x !== null));
  if (now === null || base === null) return na(id, 'risk.margin_compression.unknown', { basis });
  const drop = base - now;
  const compressed = drop > THRESHOLDS.marginDrop;
  return assessed(id, compressed, compressed ? 'risk.margin_compression.compressed' : 'risk.margin_compression.within', {
    figures: { margin: figure(now, 'fraction', t.label), prior_median: figure(base, 'fraction') },
    threshold: figure(THRESHOLDS.marginDrop * 100, 'percentage_points'),
    params: compressed ? { basis, drop: figure(drop * 100, 'percentage_points') } : { basis },
  });
}

export function dilution(change: ShareChange | null): RiskFactor {
  const id = 'dilution';
  if (change === null) return na(id, 'risk.dilution.unknown');
  // Corporate actions (bonus, split, merger, DVR conversion) are divided out in metrics/shareChange.ts: only the rest dilutes.
  const diluted = change.dilution > THRESHOLDS.dilution;
  const action = change.notes.length > 0;
  const code = diluted ? 'diluted' : action && change.change > THRESHOLDS.dilution ? 'corporate_action' : 'none';
  const years = span(change.fromFy, change.toFy);
  return assessed(id, diluted, `risk.dilution.${code}`, {
    figures: {
      shares_from: figure(change.from, 'number', fyLabel(change.fromFy)),
      shares_to: figure(change.to, 'number', fyLabel(change.toFy)),
      change: figure(change.change, 'fraction', years),
      ...(action ? { dilution: figure(change.dilution, 'fraction') } : {}),
    },
    threshold: figure(THRESHOLDS.dilution, 'fraction'),
    ...(action ? { corporate_actions: change.notes } : {}),
  });
}

export function losses(growth: GrowthProfile, t: YearView): RiskFactor {
  const id = 'losses';
  if (growth.profitYearsKnown === 0) return na(id, 'risk.losses.unknown');
  const latestLoss = t.y.netProfit !== null && t.y.netProfit < 0;
  const flagged = latestLoss || growth.lossYears >= 2;
  return assessed(id, flagged, flagged ? 'risk.losses.flagged' : 'risk.losses.profitable', {
    figures: {
      loss_years: figure(growth.lossYears, 'count'),
      years_known: figure(growth.profitYearsKnown, 'count'),
      net_profit: crore(t.y.netProfit, t.label),
    },
  });
}

export function freeCashFlow(returns: ReturnsProfile, isLender: boolean, estimated: boolean): RiskFactor {
  const id = 'free_cash_flow';
  if (isLender) return notApplicable(id, 'risk.free_cash_flow.lender');
  const f = returns.fcf;
  if (f === null) return na(id, 'risk.free_cash_flow.unknown');
  const negative = f.a < 0;
  return assessed(id, negative, negative ? 'risk.free_cash_flow.negative' : 'risk.free_cash_flow.positive', {
    figures: { free_cash_flow: crore(f.a, span(f.fromFy, f.toFy)) },
    // Capex estimated from ΔNet Block + ΔCWIP + Depreciation where the cash flow statement lacks it.
    params: estimated ? { capex_estimated: true } : undefined,
  });
}
