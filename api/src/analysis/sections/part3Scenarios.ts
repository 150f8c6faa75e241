import { type Analysis } from '../analyse';
import { SCENARIO_GROWTH_SHIFT, SCENARIO_PE_FACTOR } from '../assumptions';
import { formatPct, formatRatio, formatRupees } from '../format';
import { type Scenario } from '../metrics/scenarios';
import { growthPhrase } from './text';

/** Part 3, section 5: base, bull and bear cases with data-derived probabilities. */

function irrText(irr: number | null, reason: string | null): string {
  return irr === null ? `not meaningful (${reason ?? 'no solution'})` : `${formatPct(irr)} a year`;
}

function scenarioText(s: Scenario, payout: number, eps0: number): string {
  const five = s.fiveYear;
  const ten = s.tenYear;
  const eps5 = five.epsAtExit === null ? '' : ` EPS reaches ${formatRupees(five.epsAtExit)} after five years (from ${formatRupees(eps0)}), worth ${formatRupees(five.exitValue)} a share at the exit multiple.`;
  return `Assumptions: EPS ${growthPhrase(s.growth)}, exit P/E ${formatRatio(s.exitPe)}, payout ${formatPct(payout, 0)}. Result: IRR ${irrText(five.irr, five.reason)} over a 5-year hold and ${irrText(ten.irr, ten.reason)} over 10 years.${eps5}`;
}

export function buildScenarioSection(a: Analysis): Record<string, string> {
  const noStatements = 'No financial statements imported yet, so no scenario can be built.';
  if (a.ctx.latest === null) return { 'Base Case': noStatements, 'Bull Case': noStatements, 'Bear Case': noStatements };
  const p = a.probabilities;
  const g = a.growth;
  const h = a.hold;
  if (p === null) {
    const why = 'No year-on-year growth can be measured, so there is no record to weight scenarios by.';
    return { 'Base Case': why, 'Bull Case': why, 'Bear Case': why };
  }
  const measured = g.salesMeasured + g.profitMeasured;
  const rose = g.salesUpYears + g.profitUpYears;
  const weighting = `Probabilities come from growth consistency: sales or net profit rose in ${rose} of ${measured} measurable year-on-year comparisons (${formatPct(g.consistency, 0)}); bear = 35% − 20 × that share and bull = 15% + 15 × that share, each rounded to 5, base the remainder.`;
  const keys = {
    base: `Base Case (${p.base}% Probability)`,
    bull: `Bull Case (${p.bull}% Probability)`,
    bear: `Bear Case (${p.bear}% Probability)`,
  };
  if (!h.ok || a.scenarios === null) {
    const why = `Returns cannot be projected: ${h.ok ? 'no scenarios' : h.reason}.`;
    return { [keys.base]: `${why} ${weighting}`, [keys.bull]: why, [keys.bear]: why };
  }
  const [base, bull, bear] = a.scenarios as [Scenario, Scenario, Scenario];
  let expected = 0;
  let complete = true;
  for (const s of a.scenarios) {
    if (s.fiveYear.irr === null) complete = false;
    else expected += (s.probability / 100) * s.fiveYear.irr;
  }
  const weighted = complete ? ` Probability-weighted 5-year IRR: ${formatPct(expected)} a year.` : '';
  const bullNote = ` Growth ${formatRatio(SCENARIO_GROWTH_SHIFT * 100, 0)} points above base and an exit P/E ${formatPct(SCENARIO_PE_FACTOR, 0)} higher: execution beats the record and the market pays up.`;
  const bearNote = ` Growth ${formatRatio(SCENARIO_GROWTH_SHIFT * 100, 0)} points below base and an exit P/E ${formatPct(SCENARIO_PE_FACTOR, 0)} lower: growth disappoints and the multiple de-rates.`;
  return {
    [keys.base]: `The record continues. ${scenarioText(base, h.payout, h.eps0)} ${weighting}${weighted}`,
    [keys.bull]: `${scenarioText(bull, h.payout, h.eps0)}${bullNote}`,
    [keys.bear]: `${scenarioText(bear, h.payout, h.eps0)}${bearNote}`,
  };
}
