import { type ScenarioCase } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { MIN_YEARS_FOR_LONG_VIEW, SCENARIO_GROWTH_SHIFT, SCENARIO_PE_FACTOR, TERMINAL_GROWTH } from '../assumptions';
import { formatPct, formatRatio, formatRupees, fySpan, plural } from '../format';
import { FULL_GROWTH_YEARS, FADE_END_YEAR } from '../metrics/growthPath';
import { bullGrowthCap, type Probabilities, type Scenario } from '../metrics/scenarios';
import { growthPhrase } from './text';

/** Part 3, section 5: base, bull and bear cases with data-derived probabilities. */

function irrText(irr: number | null, reason: string | null): string {
  return irr === null ? `not meaningful (${reason ?? 'no solution'})` : `${formatPct(irr)} a year`;
}

function scenarioText(s: Scenario, payout: number, eps0: number): string {
  const five = s.fiveYear;
  const ten = s.tenYear;
  const eps5 =
    five.epsAtExit === null
      ? ''
      : ` EPS reaches ${formatRupees(five.epsAtExit)} after five years (from ${formatRupees(eps0)}), worth ${formatRupees(five.exitValue)} a share at the exit multiple.`;
  return `Assumptions: EPS ${growthPhrase(s.growth)} for ${FULL_GROWTH_YEARS} years, fading to ${formatPct(TERMINAL_GROWTH, 0)} by year ${FADE_END_YEAR}, exit P/E ${formatRatio(s.exitPe)}, payout ${formatPct(payout, 0)}. Result: IRR ${irrText(five.irr, five.reason)} over a 5-year hold and ${irrText(ten.irr, ten.reason)} over 10 years.${eps5}`;
}

/** The cases' probabilities as the section states them; null when it states none. */
export function statedProbabilities(a: Analysis): Probabilities | null {
  return a.ctx.latest === null || a.thinHistory ? null : a.probabilities;
}

/** Each case's key in the section: with its probability when one could be weighed. */
export function scenarioTitles(a: Analysis): Record<ScenarioCase, string> {
  const p = statedProbabilities(a);
  if (p === null) return { base: 'Base Case', bull: 'Bull Case', bear: 'Bear Case' };
  return {
    base: `Base Case (${p.base}% Probability)`,
    bull: `Bull Case (${p.bull}% Probability)`,
    bear: `Bear Case (${p.bear}% Probability)`,
  };
}

export function buildScenarioSection(a: Analysis): Record<string, string> {
  const noStatements = 'No financial statements imported yet, so no scenario can be built.';
  if (a.ctx.latest === null) return { 'Base Case': noStatements, 'Bull Case': noStatements, 'Bear Case': noStatements };
  const p = a.probabilities;
  const g = a.growth;
  const h = a.hold;
  if (a.thinHistory) {
    const why = `No scenario table: only ${plural(a.ctx.years.length, 'twelve-month year')} of history (${MIN_YEARS_FOR_LONG_VIEW} needed), too little to weigh a ten-year view.`;
    return { 'Base Case': why, 'Bull Case': why, 'Bear Case': why };
  }
  if (p === null) {
    const why = 'No year-on-year growth can be measured, so there is no record to weight scenarios by.';
    return { 'Base Case': why, 'Bull Case': why, 'Bear Case': why };
  }
  const measured = g.salesMeasured + g.profitMeasured;
  const rose = g.salesUpYears + g.profitUpYears;
  const weighting = `The probabilities are a stated heuristic, not a forecast: they come from growth consistency, as sales or net profit rose in ${rose} of ${measured} measurable year-on-year comparisons (${formatPct(g.consistency, 0)}); bear = 35% − 20 × that share and bull = 15% + 15 × that share, each rounded to 5, base the remainder.`;
  const keys = scenarioTitles(a);
  if (!h.ok || a.scenarios === null) {
    const why = `Returns cannot be projected: ${h.ok ? 'no scenarios' : h.reason}.`;
    return { [keys.base]: `${why} ${weighting}`, [keys.bull]: why, [keys.bear]: why };
  }
  const [base, bull, bear] = a.scenarios as [Scenario, Scenario, Scenario];
  const e = a.expectedReturn;
  const weighted =
    e === null || e.irr === null
      ? ''
      : ` Expected return: ${formatPct(e.irr)} a year, the IRR of the three cases' 5-year cash flows weighted by these probabilities (not an average of their IRRs).`;
  const best = g.bestEpsCagr5;
  const cap = bullGrowthCap(best?.value ?? null);
  const shift = `${formatRatio(SCENARIO_GROWTH_SHIFT * 100, 0)} points`;
  const growthNote =
    best === null
      ? `Growth up to ${shift} above base, capped at ${formatPct(cap)}, as no clean 5-year EPS record (one that starts neither in a loss nor in a peak or trough year) sets the company's best stretch.`
      : bull.growth > base.growth
        ? `Growth up to ${shift} above base, capped at ${formatPct(cap)}, the company's own best 5-year EPS CAGR (${fySpan(best.fromFy, best.toFy)}): a bull case may hope for a repeat of the best stretch, not for more.`
        : `Growth as in the base case, which already matches or exceeds the company's best 5-year EPS CAGR (${formatPct(best.value)}, ${fySpan(best.fromFy, best.toFy)}): a bull case may hope for a repeat of the best stretch, not for more.`;
  const bullNote = ` ${growthNote} Exit P/E ${formatPct(SCENARIO_PE_FACTOR, 0)} higher: execution beats the record and the market pays up.`;
  const bearNote = ` Growth ${formatRatio(SCENARIO_GROWTH_SHIFT * 100, 0)} points below base and an exit P/E ${formatPct(SCENARIO_PE_FACTOR, 0)} lower: growth disappoints and the multiple de-rates.`;
  return {
    [keys.base]: `The record continues. ${scenarioText(base, h.payout, h.eps0)} ${weighting}${weighted}`,
    [keys.bull]: `${scenarioText(bull, h.payout, h.eps0)}${bullNote}`,
    [keys.bear]: `${scenarioText(bear, h.payout, h.eps0)}${bearNote}`,
  };
}
