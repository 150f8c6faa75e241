import { type CagrV2, type ReportOverview, type ReportV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { unmodelledKindName } from '../companyModel';
import { type YearView } from '../context/yearMetrics';
import { fyLabel, fySpan } from '../format';
import { type CagrResult, monthsOf } from '../metrics/growthProfile';
import { latestWithEps } from '../metrics/holdAssumptions';
import { earningsExtreme, marginNorm } from '../metrics/peaksAndTroughs';
import { returnsLevelId } from '../sections/text';
import { figure, reason } from './figure';
import { priceReasons, todaysSharesReason } from './holdAssumptions';
import { buildReportMoat } from './reportMoat';
import { buildPiotroskiV2, buildReportQuality } from './reportQuality';

/**
 * Part 3, sections 1–3 as v2 data (shared-types v2/report.ts): the overview, the business model and
 * moat, risks and quality. v1/part3Report.ts words them as v1 clients expect.
 */

type Money = 'inr_crore' | 'inr_per_share';

/** Why a CAGR is not given, from the fields growthProfile.ts's seriesCagr sets. */
function cagrReason(a: Analysis, c: CagrResult, window: number) {
  if (c.notMeaningful === null) return reason(c.end === null ? 'report.cagr.no_figures' : 'report.cagr.latest_not_positive');
  const startYear = (c.toFy ?? 0) - window;
  if (c.notMeaningful !== 'base_effect') return reason(`report.cagr.${c.notMeaningful}`, { start_year: fyLabel(startYear), years: window });
  const norm = marginNorm(a.ctx.years);
  const e = earningsExtreme(
    a.ctx.years.find((v) => v.fy === startYear),
    norm,
  );
  if (e === null) return reason('report.cagr.base_effect', { years: window });
  return reason('report.cagr.base_effect', {
    years: window,
    extreme: e.kind,
    net_margin: figure(e.margin, 'fraction', fyLabel(e.fy)),
    median: figure(e.norm.median, 'fraction', fySpan(e.norm.fromFy, e.norm.toFy)),
    median_years: e.norm.years,
  });
}

function cagrV2(a: Analysis, c: CagrResult, unit: Money, window: number): CagrV2 {
  if (c.value !== null && c.fromFy !== null && c.toFy !== null) {
    const ends = [c.fromFy, c.toFy].map((fy) => a.ctx.years.find((v) => v.fy === fy)).filter((v): v is YearView => v !== undefined);
    const odd = ends.filter((v) => monthsOf(v) !== 12).map((v) => ({ period: v.label, months: monthsOf(v) }));
    return {
      value: figure(c.value, 'fraction', fySpan(c.fromFy, c.toFy)),
      start: figure(c.start, unit, fyLabel(c.fromFy)),
      end: figure(c.end, unit, fyLabel(c.toFy)),
      // The years between the period ends, when not the fiscal years between them (a 15-month year).
      ...(c.years === c.toFy - c.fromFy ? {} : { years: c.years }),
      ...(c.annualised === null || odd.length === 0 ? {} : { annualised: odd }),
    };
  }
  const end = c.end !== null && c.toFy !== null ? { end: figure(c.end, unit, fyLabel(c.toFy)) } : {};
  return { ...end, reason: cagrReason(a, c, window) };
}

function growthPart(a: Analysis): ReportOverview['growth'] {
  const g = a.growth;
  const long = g.salesLong;
  const showLong = long.value !== null && long.fromFy !== g.sales.fromFy;
  return {
    sales: cagrV2(a, g.sales, 'inr_crore', 5),
    ...(showLong ? { sales_long: figure(long.value, 'fraction', fySpan(long.fromFy, long.toFy)) } : {}),
    net_profit: cagrV2(a, g.profit, 'inr_crore', 5),
    eps: cagrV2(a, g.eps, 'inr_per_share', 5),
  };
}

function returnsPart(a: Analysis): ReportOverview['returns'] {
  const lender = a.ctx.isLender;
  const r = lender ? a.returns.roe : a.returns.roce;
  if (r.median === null) return undefined;
  // One year with a figure is that year's figure, not a median over it: its period is one year.
  const period = r.fromFy !== null && r.fromFy === r.toFy ? fyLabel(r.fromFy) : fySpan(r.fromFy, r.toFy);
  return { measure: lender ? 'roe' : 'roce', median: figure(r.median, 'fraction', period), level: returnsLevelId(r.median) };
}

function earningsPart(a: Analysis): ReportOverview['earnings'] {
  const epsView = latestWithEps(a.ctx);
  if (epsView === null) return {};
  const h = a.hold;
  const shares = todaysSharesReason(a);
  return {
    eps: figure(epsView.eps, 'inr_per_share', epsView.period),
    ...(epsView.months === null ? {} : { eps_months: epsView.months }),
    ...(h.currentPe === null ? {} : { pe: figure(h.currentPe, 'times') }),
    ...(h.currentPe === null || h.medianPe === null ? {} : { median_pe: figure(h.medianPe, 'times'), pe_years: h.peYears }),
    ...(h.currentPe === null || shares === null ? {} : { todays_shares: shares }),
  };
}

export function buildReportOverview(a: Analysis): ReportOverview {
  const ctx = a.ctx;
  const kind = unmodelledKindName(ctx.kind) === null ? {} : { unmodelled_kind: ctx.kind };
  const dated = ctx.price === null ? [] : priceReasons(a);
  const price =
    ctx.price === null ? {} : { price: figure(ctx.price.price, 'inr_per_share', ctx.price.date), ...(dated.length === 0 ? {} : { price_reasons: dated }) };
  const t = ctx.latest;
  if (t === null) return price;
  const returns = returnsPart(a);
  return {
    ...(ctx.profile?.sector ? { sector: ctx.profile.sector } : {}),
    ...(ctx.isLender ? { lender: true } : {}),
    ...kind,
    years: ctx.years.length,
    period: fySpan(ctx.years[0]?.fy ?? t.fy, t.fy),
    ...price,
    growth: growthPart(a),
    ...(returns === undefined ? {} : { returns }),
    ...(ctx.price === null ? {} : { earnings: earningsPart(a) }),
  };
}

export function buildReportV2(a: Analysis): ReportV2 {
  const overview = buildReportOverview(a);
  if (a.ctx.latest === null) return { overview };
  // A kind with no model is not judged, but the Piotroski lens still shows its F-score's figures from here.
  if (overview.unmodelled_kind !== undefined) return { overview, quality: buildPiotroskiV2(a) };
  return { overview, moat: buildReportMoat(a), quality: buildReportQuality(a) };
}
