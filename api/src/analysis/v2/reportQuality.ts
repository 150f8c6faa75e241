import { type BENEISH_VARIABLE_IDS, type Reason, type ReportQuality } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { type Metrics } from '../computedMetrics';
import { previousYear } from '../context/buildContext';
import { fyLabel } from '../format';
import { type PiotroskiGap } from '../metrics/quality';
import { shareStepDetail } from '../metrics/shareChange';
import { figure, reason } from './figure';

/**
 * Part 3, section 3 as v2 data: Piotroski criterion by criterion, Altman's inputs, Beneish's variables
 * Z'' and M with their zones, cash conversion and the flagged factors are the `risks` part's.
 */

function piotroskiReason(gap: PiotroskiGap): Reason {
  if (gap.code === 'needs_previous_year') return reason('report.piotroski.no_previous_year', { previous_year: gap.previousYear, year: gap.year });
  return reason(gap.code === 'lender' ? 'report.piotroski.lender' : 'report.piotroski.no_statements');
}

/** The F-score criterion by criterion, or why there is none; the Piotroski lens's v1 figures are read from it too. */
export function buildPiotroskiV2(m: Metrics): Pick<ReportQuality, 'piotroski' | 'piotroski_reason'> {
  const p = m.piotroski;
  if ('reason' in p) return { piotroski_reason: piotroskiReason(p.reason) };
  const t = m.ctx.latest;
  const prev = t === null ? null : previousYear(m.ctx, t);
  const note = t === null || prev === null ? null : (shareStepDetail(m.ctx, prev, t)?.note ?? null);
  const criteria = p.criteria.map((c) => ({
    id: c.id,
    outcome: c.status,
    reason: c.reason,
    ...(c.id === 'no_new_shares' && note !== null && c.status !== 'na' ? { corporate_action: note } : {}),
  }));
  return { piotroski: { score: p.score, out_of: p.outOf, criteria } };
}

export function buildReportQuality(a: Analysis): ReportQuality {
  const z = a.altman;
  const b = a.beneish;
  const ratio = (x: number) => figure(x, 'number');
  return {
    ...buildPiotroskiV2(a),
    ...(z.z === null
      ? {}
      : { altman: { x1: ratio(z.x1), x2: ratio(z.x2), x3: ratio(z.x3), x4: ratio(z.x4), total_liabilities: figure(z.totalLiabilities, 'inr_crore') } }),
    ...(b.m === null
      ? {}
      : {
          beneish: {
            ...(b.fy === null ? {} : { period: fyLabel(b.fy) }),
            variables: b.variables.map((v) => ({
              id: v.name.toLowerCase() as (typeof BENEISH_VARIABLE_IDS)[number],
              value: v.value,
              basis: v.basis,
              ...(v.note === undefined ? {} : { note: v.note }),
            })),
          },
        }),
  };
}
