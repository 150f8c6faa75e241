import { type Figure, type LenderBookV2, type ValuationModelV2 } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { LENDER_PB_CAP, LENDER_PB_FLOOR, NORMAL_BAND } from '../assumptions';
import { fyLabel, fySpan } from '../format';
import { type LenderBook } from '../metrics/lenderValuation';
import { type ModelReading } from '../metrics/valuation';
import { figure } from './figure';

/** Part 3 section 4's valuation models and a lender's book value as v2 data (metrics/valuation.ts, lenderValuation.ts). */

const rupees = (x: number | null): Figure => figure(x, 'inr_per_share');
const fraction = (x: number | null, period?: string): Figure => figure(x, 'fraction', period);

/** A model's own figures, for a model in the range; EPS, book value per share and growth are the value part's. */
function modelInputs(a: Analysis, m: ModelReading): Record<string, Figure> | undefined {
  const v = a.valuation;
  if (!m.used) return undefined;
  if (m.id === 'justified_pe' && v.justifiedPe !== null) return { justified_pe: figure(v.justifiedPe, 'times') };
  if (m.id === 'cash_flow_dcf' && v.dcf !== null) {
    const d = v.dcf;
    return {
      reinvestment_start: fraction(d.reinvestmentStart),
      reinvestment_terminal: fraction(d.reinvestmentTerminal),
      explicit_value: rupees(d.explicit),
      terminal_value: rupees(d.terminal),
    };
  }
  return undefined;
}

export function modelsV2(a: Analysis): ValuationModelV2[] {
  return a.valuation.models.map((m) => {
    const inputs = modelInputs(a, m);
    return {
      id: m.id,
      used: m.used,
      ...(m.value === null ? {} : { value_per_share: rupees(m.value) }),
      ...(inputs === undefined ? {} : { inputs }),
      reason: m.why,
    };
  });
}

/** A lender's justified P/B, every step the v1 text states. */
export function lenderBookV2(a: Analysis, b: LenderBook): LenderBookV2 {
  const fy = fyLabel(b.fy);
  const n = b.normal;
  const g = b.growth;
  const pb = b.pb;
  const ps = a.ctx.perShare;
  const crore = (x: number): Figure => figure(x, 'inr_crore', fy);
  const shares = (x: number, period?: string): Figure => figure(x, 'number', period);
  return {
    period: fy,
    ...(b.equity !== null && b.reserves !== null ? { equity: crore(b.equity), reserves: crore(b.reserves) } : {}),
    net_worth: crore(b.netWorth),
    shares_crore: shares(b.shares),
    ...(ps.differs && ps.shares !== null && ps.statementShares !== null
      ? { todays_shares: { today_crore: shares(ps.shares), statements_crore: shares(ps.statementShares, ps.statementLabel ?? undefined) } }
      : {}),
    roe: fraction(b.roe, fySpan(n.fromFy, n.toFy)),
    roe_span_median: fraction(n.spanMedian),
    roe_band: fraction(NORMAL_BAND),
    roe_latest: fraction(b.roeLatest, fyLabel(b.roeLatestFy)),
    capital_basis: b.capitalBasis,
    left_out: n.left.map((l) => ({ roe: fraction(l.roe, fyLabel(l.fy)), kind: l.kind })),
    growth: fraction(g.value),
    ...(g.epsCagr === null ? {} : { eps_cagr: fraction(g.epsCagr, b.epsFromFy !== null && b.epsToFy !== null ? fySpan(b.epsFromFy, b.epsToFy) : undefined) }),
    internal_growth: fraction(g.internal),
    ...(g.payoutKnown ? { payout: fraction(1 - g.retention) } : {}),
    growth_cap: fraction(g.cap),
    ...(g.floored ? { growth_floored: true } : {}),
    justified_pb: figure(pb.value, 'times'),
    ...(pb.formula === null ? {} : { pb_formula: figure(pb.formula, 'times') }),
    ...(pb.bound === null ? {} : { pb_bound: pb.bound }),
    ...(pb.reason === null ? {} : { pb_reason: pb.reason }),
    pb_floor: figure(LENDER_PB_FLOOR, 'times'),
    pb_cap: figure(LENDER_PB_CAP, 'times'),
    ...(b.roa === null ? {} : { return_on_assets: fraction(b.roa, fy) }),
    ...(b.netInterestIncome === null ? {} : { net_interest_income: crore(b.netInterestIncome) }),
    ...(b.currentPb === null ? {} : { current_pb: figure(b.currentPb, 'times') }),
  };
}
