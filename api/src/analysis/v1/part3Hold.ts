import { HOLD_HORIZON_YEARS, type FatPitch, type Hold, type HoldIrr, type HoldSensitivity } from 'shared-types/api';
import { formatPct, formatRatio, formatRupees, joinList, medianOver, plural } from '../format';
import { growthPathText } from '../metrics/growthPath';
import { holdReasonText } from './holdReasons';
import { assumptionsText } from './part3HoldAssumptions';

/**
 * v1's 'IRR Projections', 'Fat Pitch Analysis' and '5. 3-10 Year Hold Scenarios', rendered from
 * the v2 hold part alone (v2/hold.ts) with the frozen v1 words: v1 is served from stored v2
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const irrOf = (x: HoldIrr | undefined): number | null => x?.irr?.value ?? null;
const reasonOf = (x: HoldIrr | undefined): string | null => (x?.reason === undefined ? null : holdReasonText(x.reason));

export function irrLine(
  irr: number | null,
  reason: string | null,
  growth: number | null,
  exitPe: number | null,
  payout: number | null,
  terminal: number | null,
  years = 5,
): string {
  const inputs = `EPS growth ${growthPathText(formatPct(growth), years, formatPct(terminal, 0))}, exit P/E ${formatRatio(exitPe)}, payout ${formatPct(payout, 0)}`;
  return irr === null ? `not meaningful: ${reason ?? 'no solution'} (${inputs})` : `${formatPct(irr)} a year (${inputs})`;
}

/**
 * With one growth rate for five years and an exit P/E equal to today's, the price grows with EPS and
 * every year returns growth plus the dividend yield, so the 3- and 5-year IRRs agree: said, not hidden.
 */
function sameIrrNote(irrs: readonly HoldIrr[]): string {
  const three = irrOf(irrs.find((x) => x.horizon_years === 3));
  const five = irrOf(irrs.find((x) => x.horizon_years === 5));
  if (three === null || five === null || formatPct(three) !== formatPct(five)) return '';
  return ` The 3- and 5-year IRRs are the same because the exit P/E is today's and growth holds for the first five years: the price then grows with EPS, so each year returns that growth plus the dividend yield however long the hold; only a lower exit P/E or the fade after year five tells the horizons apart.`;
}

function sensitivityText(grid: HoldSensitivity): string {
  const cols = grid.exit_pe.map((pe) => formatRatio(pe)).join(' / ');
  const rows = grid.growth.map((g, i) => `growth ${formatPct(g)}: ${(grid.irr[i] ?? []).map((x) => (x === null ? 'n/m' : formatPct(x))).join(' / ')}`);
  return `5-year IRR at exit P/E ${cols}: ${rows.join('; ')}.`;
}

function driversText(grid: HoldSensitivity): string {
  const mid = grid.irr[1] ?? [];
  const byPe = mid[0] !== null && mid[0] !== undefined && mid[2] !== null && mid[2] !== undefined ? mid[2] - mid[0] : null;
  const col = grid.irr.map((row) => row[1] ?? null);
  const first = col[0] ?? null;
  const last = col[2] ?? null;
  const byGrowth = first !== null && last !== null ? last - first : null;
  if (byPe === null || byGrowth === null) return 'Not every combination gives a meaningful IRR, so the drivers cannot be ranked.';
  const lead = Math.abs(byPe) >= Math.abs(byGrowth) ? 'the exit P/E' : 'EPS growth';
  return `Across the grid the 5-year IRR spans ${formatRatio(Math.abs(byPe) * 100, 1)} points as the exit P/E moves ±25% and ${formatRatio(Math.abs(byGrowth) * 100, 1)} points as growth moves ±5 points: ${lead} drives the result.`;
}

export function irrProjectionsV1(hold: Hold): Record<string, string> {
  const out: Record<string, string> = {};
  const inputs = hold.inputs;
  if (hold.not_projected !== undefined || inputs === undefined) {
    const why = hold.not_projected === undefined ? 'no solution' : holdReasonText(hold.not_projected);
    for (const years of HOLD_HORIZON_YEARS) out[`${years}-year hold`] = `Not meaningful: ${why}.`;
    return out;
  }
  const irrs = hold.irr ?? [];
  for (const x of irrs) {
    out[`${x.horizon_years}-year hold`] =
      x.reason?.code === 'hold.irr.thin_history'
        ? `Not published: ${holdReasonText(x.reason)}.`
        : irrLine(irrOf(x), reasonOf(x), inputs.growth.value, inputs.exit_pe.value, inputs.payout.value, inputs.terminal_growth.value, x.horizon_years);
  }
  out.Assumptions = `${assumptionsText(inputs, hold.assumptions ?? [])}${sameIrrNote(irrs)}`;
  if (hold.sensitivity !== undefined) {
    out['Sensitivity (5-year hold)'] = sensitivityText(hold.sensitivity);
    out['What drives it'] = driversText(hold.sensitivity);
  }
  return out;
}

const TEST_NAMES: Readonly<Record<string, string>> = { quality: 'quality', margin_of_safety: 'margin of safety', expected_return: 'expected return' };

/** 'FY2021–FY2025' → [2021, 2025]; 'FY2025' → [2025, 2025]; else nulls. */
function fyRange(period: string | undefined): [number | null, number | null] {
  const years = (period ?? '').match(/\d{4}/g)?.map(Number) ?? [];
  return [years[0] ?? null, years.at(-1) ?? null];
}

function fatPitchTestText(t: NonNullable<FatPitch['tests']>[number], name: string): string {
  const yes = t.outcome === 'pass' ? 'yes' : 'no';
  const v = t.figure?.value ?? null;
  const bar = formatPct(t.threshold.value, 0);
  if (t.id === 'quality') {
    if (v === null) return `quality unknown (no ${name})`;
    const [from, to] = fyRange(t.figure?.period);
    return `quality ${yes} (${medianOver(formatPct(v), from, to, name)} against a ${bar} bar${t.distress === true ? '; Altman distress zone' : ''})`;
  }
  if (t.id === 'margin_of_safety') return v === null ? 'margin of safety unknown' : `margin of safety ${yes} (${formatPct(v)} against ${bar})`;
  return v === null ? 'expected return not meaningful' : `expected return ${yes} (base 5-year IRR ${formatPct(v)} against ${bar} a year)`;
}

export function fatPitchV1(hold: Hold): string {
  const f = hold.fat_pitch;
  const nj = f.not_judged;
  if (nj?.code === 'hold.fat_pitch.no_statements') return 'No financial statements imported yet: a fat pitch cannot be judged.';
  if (nj !== undefined)
    return `Not judged: only ${plural(Number(nj.params?.years ?? 0), 'twelve-month year')} of history (${String(nj.params?.needed)} needed), too little to call anything a fat pitch.`;
  const name = f.measure === 'roe' ? 'ROE' : 'ROCE';
  const tests = f.tests ?? [];
  const bar = (id: string) => formatPct(tests.find((t) => t.id === id)?.threshold.value ?? null, 0);
  const passed = tests.filter((t) => t.outcome === 'pass').length;
  const failed = tests.filter((t) => t.outcome !== 'pass').map((t) => TEST_NAMES[t.id] ?? t.id);
  const intro = `A fat pitch needs three things at once: a high-quality business (median ${name} of at least ${bar('quality')}), a margin of safety of at least ${bar('margin_of_safety')}, and an expected return of at least ${bar('expected_return')} a year. Here: ${tests.map((t) => fatPitchTestText(t, name)).join('; ')}.`;
  const target =
    f.price_for_margin === undefined
      ? ''
      : ` A ${bar('margin_of_safety')} margin of safety would need a price of ${formatRupees(f.price_for_margin.value)} or less.`;
  if (passed === 3) return `${intro} Verdict: a fat pitch — all three tests pass.`;
  if (passed === 2) return `${intro} Verdict: close, but not a fat pitch (${joinList(failed)} falls short).${target}`;
  return `${intro} Verdict: not a fat pitch; ${joinList(failed)} fall${failed.length === 1 ? 's' : ''} short. Patience: wait for the price or the business to change.${target}`;
}
