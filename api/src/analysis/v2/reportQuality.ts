import { PIOTROSKI_CRITERION_IDS, type BENEISH_NOTE_IDS, type BENEISH_VARIABLE_IDS, type Reason, type ReportQuality } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { previousYear } from '../context/buildContext';
import { fyLabel } from '../format';
import { type BeneishVariable } from '../metrics/beneish';
import { LENDER_PIOTROSKI_REASON } from '../metrics/quality';
import { shareStepDetail } from '../metrics/shareChange';
import { figure, reason } from './figure';

/**
 * Part 3, section 3 as v2 data: Piotroski criterion by criterion, Altman's inputs, Beneish's variables
 * Z'' and M with their zones, cash conversion and the flagged factors are the `risks` part's.
 */

/** beneish.ts's note on a variable not computed as Beneish defined it, by its id (v1/part3Quality.ts words them back). */
export const BENEISH_NOTES: Readonly<Record<(typeof BENEISH_NOTE_IDS)[number], string>> = {
  gmi_neutral: 'margins not positive or unknown; set to neutral 1.0',
  gmi_operating_margin: 'operating margin stands in for gross margin',
  aqi_neutral: 'asset mix unknown; set to neutral 1.0',
  aqi_from_components: 'soft assets = total assets − net block − CWIP − receivables − inventory − cash (investments unknown)',
  aqi_from_current_assets: 'soft assets = 1 − (current assets + net block + CWIP) / total assets (investments unknown)',
  depi_neutral: 'depreciation or net block unknown; set to neutral 1.0',
  sgai_neutral: 'selling and admin costs are not in the imported data; set to neutral 1.0',
  lvgi_neutral: 'leverage unknown or nil; set to neutral 1.0',
  lvgi_other_liabilities: '(borrowings + other liabilities) / total assets',
  lvgi_borrowings_only: 'borrowings / total assets (other liabilities unknown)',
};

function noteId(v: BeneishVariable): (typeof BENEISH_NOTE_IDS)[number] | undefined {
  if (v.basis === 'computed') return undefined;
  return (Object.keys(BENEISH_NOTES) as Array<keyof typeof BENEISH_NOTES>).find((k) => BENEISH_NOTES[k] === v.note);
}

function piotroskiReason(a: Analysis, why: string): Reason {
  const t = a.ctx.latest;
  if (why === LENDER_PIOTROSKI_REASON) return reason('report.piotroski.lender');
  if (t === null) return reason('report.piotroski.no_statements');
  return reason('report.piotroski.no_previous_year', { previous_year: fyLabel(t.fy - 1), year: t.label });
}

function piotroskiPart(a: Analysis): Pick<ReportQuality, 'piotroski' | 'piotroski_reason'> {
  const p = a.piotroski;
  if ('reason' in p) return { piotroski_reason: piotroskiReason(a, p.reason) };
  const t = a.ctx.latest;
  const prev = t === null ? null : previousYear(a.ctx, t);
  const note = t === null || prev === null ? null : (shareStepDetail(a.ctx, prev, t)?.note ?? null);
  const criteria = p.criteria.map((c, i) => ({
    id: PIOTROSKI_CRITERION_IDS[i] ?? 'positive_roa',
    outcome: c.status,
    reason: c.reason,
    ...(PIOTROSKI_CRITERION_IDS[i] === 'no_new_shares' && note !== null && c.status !== 'na' ? { corporate_action: note } : {}),
  }));
  return { piotroski: { score: p.score, out_of: p.outOf, criteria } };
}

export function buildReportQuality(a: Analysis): ReportQuality {
  const z = a.altman;
  const b = a.beneish;
  const ratio = (x: number) => figure(x, 'number');
  return {
    ...piotroskiPart(a),
    ...(z.z === null
      ? {}
      : { altman: { x1: ratio(z.x1), x2: ratio(z.x2), x3: ratio(z.x3), x4: ratio(z.x4), total_liabilities: figure(z.totalLiabilities, 'inr_crore') } }),
    ...(b.m === null
      ? {}
      : {
          beneish: {
            ...(b.fy === null ? {} : { period: fyLabel(b.fy) }),
            variables: b.variables.map((v) => {
              const note = noteId(v);
              return {
                id: v.name.toLowerCase() as (typeof BENEISH_VARIABLE_IDS)[number],
                value: v.value,
                basis: v.basis,
                ...(note === undefined ? {} : { note }),
              };
            }),
          },
        }),
  };
}
