import { HOLD_HORIZON_YEARS, type Hold, type HoldIrr, type HoldSensitivity } from 'shared-types/api';
import { formatPct, formatRatio } from '../format';
import { FADE_END_YEAR, FULL_GROWTH_YEARS } from '../metrics/growthPath';
import { holdReasonText } from './holdReasons';
import { assumptionsText } from './part3HoldAssumptions';

/**
 * v1's 'IRR Projections', 'Fat Pitch Analysis' and '5. 3-10 Year Hold Scenarios', rendered from
 * the v2 hold part alone (v2/hold.ts) with the frozen v1 words: v1 is served from stored v2
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const irrOf = (x: HoldIrr | undefined): number | null => x?.irr?.value ?? null;
const reasonOf = (x: HoldIrr | undefined): string | null => (x?.reason === undefined ? null : holdReasonText(x.reason));

/** 'g a year for five years, fading to 5% by year ten' for a projection of `years` years. */
function growthPathText(g: string, years: number, terminal: string): string {
  return years <= FULL_GROWTH_YEARS ? `${g} a year` : `${g} a year for ${FULL_GROWTH_YEARS} years, fading to ${terminal} by year ${FADE_END_YEAR}`;
}

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
