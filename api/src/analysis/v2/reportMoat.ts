import { type Figure, type Reason, type ReportMoat, type StabilityV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { COST_OF_CAPITAL, DISCOUNT_RATE } from '../assumptions';
import { fyLabel, fySpan } from '../format';
import { stabilityShape, type Stability } from '../math/stability';
import { moatReading } from '../metrics/afterTaxReturns';
import { dividendHistory, workingCapitalHistory } from '../metrics/operatingCycle';
import { type SeriesStats } from '../metrics/returnsProfile';
import { stabilityWordId } from '../sections/text';
import { figure, reason } from './figure';
import { lenderCycleVerdict } from './reportMoatLender';
import { roceReason } from './reportRoce';

/** Part 3, section 2 as v2 data: returns on capital, the moat verdict, margins, reinvestment, working capital, dividends. */

const pct = (x: number | null, period?: string): Figure => figure(x, 'fraction', period);

function stability(s: Stability, stable: number, moderate: number): StabilityV2 {
  return { shape: stabilityShape(s), slope: pct(s.slope), swing: pct(s.swing), word: stabilityWordId(s.swing, stable, moderate) };
}

const series = (s: SeriesStats) => ({ median: pct(s.median, fySpan(s.fromFy, s.toFy)), min: pct(s.min), max: pct(s.max) });

/**
 * The moat reading compares after-tax returns with a post-tax hurdle: ROE with the cost of equity for a
 * lender, after-tax ROCE with the cost of capital for anyone else (pre-tax ROCE against a post-tax hurdle
 * flattered every company). A lender's bar is a spread held across the credit cycle when its ROE
 * history allows one to be judged (reportMoatLender.ts).
 */
function verdict(a: Analysis): Reason {
  const r = a.returns;
  const lender = a.ctx.isLender;
  const cycle = lender ? lenderCycleVerdict(a.ctx) : null;
  if (cycle !== null) return cycle;
  const prefix = lender ? 'report.moat.lender' : 'report.moat';
  const level = lender ? r.roe.median : r.roceAfterTax.median;
  const s = lender ? r.roeLong.stability : r.roceAfterTaxLong.stability;
  const sd = s?.swing ?? null;
  if (level === null) return reason(`${prefix}.no_history`);
  const hurdle = lender ? DISCOUNT_RATE : COST_OF_CAPITAL;
  const params = lender ? { cost_of_equity: pct(DISCOUNT_RATE) } : undefined;
  const reading = lender ? (level >= hurdle + 0.05 && sd !== null && sd <= 0.05 ? 'moat' : level > hurdle ? 'clears' : 'no_moat') : moatReading(level, sd);
  // A falling series is measured around its mean (math/stability), so its spread may be the fall itself.
  const unsteady = s?.basis === 'mean' ? 'clears_falling' : 'clears_swinging';
  const which = reading === 'clears' && sd !== null && sd > 0.05 ? unsteady : reading;
  return reason(`${prefix}.${which}`, params);
}

function afterTax(a: Analysis): ReportMoat['after_tax'] {
  const r = a.returns;
  if (a.ctx.isLender || r.roceAfterTax.median === null) return undefined;
  return {
    roce: pct(r.roceAfterTax.median, fySpan(r.roceAfterTax.fromFy, r.roceAfterTax.toFy)),
    ...(r.roicAfterTax.median === null ? {} : { roic: pct(r.roicAfterTax.median) }),
    statutory_tax_years: r.statutoryTaxYears,
    cost_of_capital: pct(COST_OF_CAPITAL),
  };
}

function returnsPart(a: Analysis): Pick<ReportMoat, 'returns' | 'returns_reason' | 'long'> {
  const ctx = a.ctx;
  const r = a.returns;
  const level = ctx.isLender ? r.roe : r.roce;
  const long = ctx.isLender ? r.roeLong : r.roceLong;
  if (level.median === null) return ctx.isLender ? {} : { returns_reason: roceReason(ctx.latest?.roce.why ?? null) };
  const returns = {
    ...series(level),
    latest: pct(level.latest, fyLabel(level.latestFy ?? 0)),
    ...(!ctx.isLender && r.roceBasis !== null ? { basis: r.roceBasis } : {}),
    capital_basis: ctx.latest?.capitalBasis ?? 'year_end',
  };
  return long.stability === null
    ? { returns }
    : { returns, long: { period: fySpan(long.fromFy, long.toFy), stability: stability(long.stability, 0.03, 0.07) } };
}

function marginPart(a: Analysis): ReportMoat['margin'] {
  const m = a.ctx.isLender ? a.returns.npm : a.returns.opm;
  if (m.median === null) return undefined;
  return { measure: a.ctx.isLender ? 'net' : 'operating', ...series(m), ...(m.stability === null ? {} : { stability: stability(m.stability, 0.02, 0.05) }) };
}

function lenderPart(a: Analysis): Pick<ReportMoat, 'equity_to_assets' | 'leverage'> {
  const r = a.returns;
  const lev = r.leverage;
  const trend = lev === null ? 'steady' : lev.change > 0.05 ? 'outgrown_equity' : lev.change < -0.05 ? 'equity_outgrown' : 'steady';
  return {
    ...(r.equityToAssets === null ? {} : { equity_to_assets: pct(r.equityToAssets) }),
    ...(lev === null ? {} : { leverage: { from: figure(lev.from, 'times', fyLabel(lev.fromFy)), to: figure(lev.to, 'times', fyLabel(lev.toFy)), trend } }),
  };
}

function reinvestment(a: Analysis): ReportMoat['reinvestment'] {
  const r = a.returns;
  const cd = r.capexToDep;
  if (cd === null || cd.ratio === null) return undefined;
  const reading = cd.ratio > 1.5 ? 'growth' : cd.ratio >= 0.8 ? 'maintenance' : 'below_depreciation';
  const cfo = r.capexToCfo;
  return {
    capex: figure(cd.a, 'inr_crore', fySpan(cd.fromFy, cd.toFy)),
    depreciation: figure(cd.b, 'inr_crore'),
    ratio: figure(cd.ratio, 'times'),
    reading,
    ...(cfo !== null && cfo.ratio !== null ? { capex_to_cfo: pct(cfo.ratio), operating_cash_flow: figure(cfo.b, 'inr_crore') } : {}),
    ...(r.capexEstimatedYears > 0 ? { estimated_years: r.capexEstimatedYears } : {}),
  };
}

function operatingCycle(a: Analysis): Pick<ReportMoat, 'working_capital' | 'dividends'> {
  const wc = a.ctx.isLender ? [] : workingCapitalHistory(a.ctx);
  const dividends = dividendHistory(a.ctx).map((y) => ({ period: y.label, per_share: y.perShare, ...(y.payout === null ? {} : { payout: y.payout }) }));
  const years = wc.map((w) => ({
    period: w.label,
    receivable_days: w.receivableDays,
    inventory_days: w.inventoryDays,
    ...(w.payableDays === null ? {} : { payable_days: w.payableDays }),
    ...(w.cashConversionCycle === null ? {} : { cycle_days: w.cashConversionCycle }),
  }));
  const onSales = wc.some((w) => w.inventoryBasis === 'sales');
  return {
    ...(years.length === 0 ? {} : { working_capital: { ...(onSales ? { inventory_on_sales: true } : {}), years } }),
    ...(dividends.length === 0 ? {} : { dividends }),
  };
}

export function buildReportMoat(a: Analysis): ReportMoat {
  const lender = a.ctx.isLender;
  const at = afterTax(a);
  const margin = marginPart(a);
  const reinvest = lender ? undefined : reinvestment(a);
  return {
    measure: lender ? 'roe' : 'roce',
    ...returnsPart(a),
    ...(at === undefined ? {} : { after_tax: at }),
    verdict: verdict(a),
    ...(margin === undefined ? {} : { margin }),
    ...(lender ? lenderPart(a) : {}),
    ...(reinvest === undefined ? {} : { reinvestment: reinvest }),
    ...operatingCycle(a),
  };
}
