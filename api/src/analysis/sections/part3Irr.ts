import { type Analysis } from '../analyse';
import {
  FAT_PITCH_IRR,
  FAT_PITCH_MARGIN,
  FAT_PITCH_RETURNS,
  GROWTH_CAP,
  GROWTH_FLOOR,
  HOLD_YEARS,
  MIN_YEARS_FOR_LONG_VIEW,
  TERMINAL_GROWTH,
} from '../assumptions';
import { growthPathText } from '../metrics/growthPath';
import { formatPct, formatRatio, formatRupees, fyLabel, joinList, medianOver, plural } from '../format';
import { type HoldAssumptions } from '../metrics/holdAssumptions';
import { type SensitivityGrid } from '../metrics/scenarios';

/** 'IRR Projections' (with assumptions and a sensitivity grid) and the 'Fat Pitch Analysis'. */

type OkHold = HoldAssumptions & { ok: true };

export function irrLine(irr: number | null, reason: string | null, growth: number, exitPe: number, payout: number, years = 5): string {
  const inputs = `EPS growth ${growthPathText(formatPct(growth), years, formatPct(TERMINAL_GROWTH, 0))}, exit P/E ${formatRatio(exitPe)}, payout ${formatPct(payout, 0)}`;
  return irr === null ? `not meaningful: ${reason ?? 'no solution'} (${inputs})` : `${formatPct(irr)} a year (${inputs})`;
}

/** Why growth stops at ROE × retention: earnings outgrow equity only with more borrowing or new shares. */
function capText(h: OkHold): string {
  const cap = h.sustainableCap as NonNullable<OkHold['sustainableCap']>;
  return `, bounded by fundable growth of ${formatPct(h.growth)} (ROE ${formatPct(cap.roe)} × retention ${formatPct(cap.retention, 0)}): earnings can outgrow equity only by borrowing more or issuing shares`;
}

function epsText(h: OkHold): string {
  const reported = `${formatRupees(h.reportedEps)} (${h.epsLabel}${h.epsDerived ? ', derived as net profit / shares' : ''})${h.epsSharesNote}`;
  const n = h.normalised;
  if (n === null) return reported;
  return `${formatRupees(h.eps0)} normalised, as a cyclical's latest year may be a peak or a trough (${n.explanation}); reported ${reported}`;
}

function assumptionsText(h: OkHold): string {
  const source =
    h.growthSource === 'eps_cagr'
      ? 'EPS CAGR'
      : h.growthSource === 'sales_cagr'
        ? 'sales CAGR (EPS CAGR unavailable, so sales growth stands in)'
        : 'EPS CAGR over fewer than five years (a thin history: used for these projections only, never scored)';
  const cap = h.sustainableCap;
  const sales = h.salesCap;
  const clampNote =
    h.growthClamp === 'sustainable' && cap !== null
      ? capText(h)
      : h.growthClamp === 'sales' && sales !== null
        ? `, bounded by the ${fyLabel(sales.fromFy)}–${fyLabel(sales.toFy)} sales CAGR of ${formatPct(sales.value)}: EPS cannot outgrow sales for long, since margins do not widen for ever`
        : h.growthClamp === 'capped'
          ? `, capped at ${formatPct(GROWTH_CAP, 0)}`
          : h.growthClamp === 'floored'
            ? `, floored at ${formatPct(GROWTH_FLOOR, 0)}`
            : ` (inside the ${formatPct(GROWTH_FLOOR, 0)} to ${formatPct(GROWTH_CAP, 0)} band applied to projections${sales !== null ? `, no faster than the ${formatPct(sales.value)} sales CAGR` : ''}${cap !== null ? `, and below fundable growth of ${formatPct(cap.value)}, ROE × retention` : ''})`;
  const exit =
    h.exitPeSource === 'current_only'
      ? `the ${h.normalised === null ? 'current P/E' : 'P/E on normalised EPS'} ${formatRatio(h.startPe)} (no fiscal-year-end price history for a median)`
      : `the lower of the ${h.normalised === null ? 'current P/E' : 'P/E on normalised EPS'} ${formatRatio(h.startPe)} and the median fiscal-year-end P/E ${formatRatio(h.medianPe)} over ${plural(h.peYears, 'year')}`;
  const payout =
    h.payoutNote === null ? `${fyLabel(h.epsFy)} dividends / net profit, ${formatPct(h.payout, 0)}` : `${formatPct(h.payout, 0)} (${h.payoutNote})`;
  return `Price ${formatRupees(h.price)} (${h.priceDate}); EPS ${epsText(h)}; growth = ${fyLabel(h.growthFromFy)}–${fyLabel(h.growthToFy)} ${source} of ${formatPct(h.rawGrowth)}${clampNote}; exit P/E = ${exit}; payout = ${payout}. Growth holds for five years and fades in a straight line to the ${formatPct(TERMINAL_GROWTH, 0)} terminal rate by year ten, as in the DCF and the scenarios. Cash flows: −price today, the dividend each year, and in the final year the dividend plus EPS × exit P/E; IRR solved by bisection.`;
}

function sensitivityText(grid: SensitivityGrid): string {
  const cols = grid.exitPes.map((pe) => formatRatio(pe)).join(' / ');
  const rows = grid.growths.map((g, i) => `growth ${formatPct(g)}: ${(grid.irr[i] ?? []).map((x) => (x === null ? 'n/m' : formatPct(x))).join(' / ')}`);
  return `5-year IRR at exit P/E ${cols}: ${rows.join('; ')}.`;
}

function driversText(grid: SensitivityGrid): string {
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

/**
 * With one growth rate for five years and an exit P/E equal to today's, the price grows with EPS and
 * every year returns growth plus the dividend yield, so the 3- and 5-year IRRs agree: said, not hidden.
 */
function sameIrrNote(a: Analysis): string {
  const irr = (years: number): number | null => a.horizons.find((x) => x.years === years)?.projection.irr ?? null;
  const three = irr(3);
  const five = irr(5);
  if (three === null || five === null || formatPct(three) !== formatPct(five)) return '';
  return ` The 3- and 5-year IRRs are the same because the exit P/E is today's and growth holds for the first five years: the price then grows with EPS, so each year returns that growth plus the dividend yield however long the hold; only a lower exit P/E or the fade after year five tells the horizons apart.`;
}

export function irrProjections(a: Analysis): Record<string, string> {
  const h = a.hold;
  const out: Record<string, string> = {};
  if (!h.ok) {
    const reason = a.ctx.latest === null ? 'no financial statements imported yet' : h.reason;
    for (const years of HOLD_YEARS) out[`${years}-year hold`] = `Not meaningful: ${reason}.`;
    return out;
  }
  for (const { years, projection } of a.horizons) out[`${years}-year hold`] = irrLine(projection.irr, projection.reason, h.growth, h.exitPe, h.payout, years);
  for (const years of HOLD_YEARS) {
    if (a.thinHistory && years > 5)
      out[`${years}-year hold`] =
        `Not published: only ${plural(a.ctx.years.length, 'twelve-month year')} of history (${MIN_YEARS_FOR_LONG_VIEW} needed for a ${years}-year view).`;
  }
  out.Assumptions = `${assumptionsText(h)}${sameIrrNote(a)}`;
  if (a.sensitivity !== null) {
    out['Sensitivity (5-year hold)'] = sensitivityText(a.sensitivity);
    out['What drives it'] = driversText(a.sensitivity);
  }
  return out;
}

export function fatPitchText(a: Analysis): string {
  if (a.ctx.latest === null) return 'No financial statements imported yet: a fat pitch cannot be judged.';
  if (a.thinHistory)
    return `Not judged: only ${plural(a.ctx.years.length, 'twelve-month year')} of history (${MIN_YEARS_FOR_LONG_VIEW} needed), too little to call anything a fat pitch.`;
  const lender = a.ctx.isLender;
  const r = lender ? a.returns.roe : a.returns.roce;
  const name = lender ? 'ROE' : 'ROCE';
  const five = a.horizons.find((x) => x.years === 5)?.projection.irr ?? null;
  const mos = a.valuation.marginOfSafety;
  const distress = a.altman.z !== null && a.altman.zone === 'distress';
  const tests: Array<{ name: string; ok: boolean | null; text: string }> = [
    {
      name: 'quality',
      ok: r.median === null ? null : r.median >= FAT_PITCH_RETURNS && !distress,
      text:
        r.median === null
          ? `quality unknown (no ${name})`
          : `quality ${r.median >= FAT_PITCH_RETURNS && !distress ? 'yes' : 'no'} (${medianOver(formatPct(r.median), r.fromFy, r.toFy, name)} against a ${formatPct(FAT_PITCH_RETURNS, 0)} bar${distress ? '; Altman distress zone' : ''})`,
    },
    {
      name: 'margin of safety',
      ok: mos === null ? null : mos >= FAT_PITCH_MARGIN,
      text:
        mos === null
          ? 'margin of safety unknown'
          : `margin of safety ${mos >= FAT_PITCH_MARGIN ? 'yes' : 'no'} (${formatPct(mos)} against ${formatPct(FAT_PITCH_MARGIN, 0)})`,
    },
    {
      name: 'expected return',
      ok: five === null ? null : five >= FAT_PITCH_IRR,
      text:
        five === null
          ? 'expected return not meaningful'
          : `expected return ${five >= FAT_PITCH_IRR ? 'yes' : 'no'} (base 5-year IRR ${formatPct(five)} against ${formatPct(FAT_PITCH_IRR, 0)} a year)`,
    },
  ];
  const passed = tests.filter((t) => t.ok === true).length;
  const failed = tests.filter((t) => t.ok !== true).map((t) => t.name);
  const intro = `A fat pitch needs three things at once: a high-quality business (median ${name} of at least ${formatPct(FAT_PITCH_RETURNS, 0)}), a margin of safety of at least ${formatPct(FAT_PITCH_MARGIN, 0)}, and an expected return of at least ${formatPct(FAT_PITCH_IRR, 0)} a year. Here: ${tests.map((t) => t.text).join('; ')}.`;
  const iv = a.valuation.iv;
  const target =
    iv !== null && iv > 0
      ? ` A ${formatPct(FAT_PITCH_MARGIN, 0)} margin of safety would need a price of ${formatRupees(iv * (1 - FAT_PITCH_MARGIN))} or less.`
      : '';
  if (passed === 3) return `${intro} Verdict: a fat pitch — all three tests pass.`;
  if (passed === 2) return `${intro} Verdict: close, but not a fat pitch (${joinList(failed)} falls short).${target}`;
  return `${intro} Verdict: not a fat pitch; ${joinList(failed)} fall${failed.length === 1 ? 's' : ''} short. Patience: wait for the price or the business to change.${target}`;
}
