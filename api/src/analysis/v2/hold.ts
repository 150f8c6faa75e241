import { HOLD_SCENARIO_IDS, type Hold, type HoldIrr, type HoldScenario, type Reason } from 'shared-types/api';
import { type Analysis } from '../analyse';
import { HOLD_YEARS, MIN_YEARS_FOR_LONG_VIEW, SCENARIO_GROWTH_SHIFT, SCENARIO_PE_FACTOR, TERMINAL_GROWTH } from '../assumptions';
import { fyLabel, fySpan } from '../format';
import { type HoldProjection } from '../metrics/irr';
import { bullGrowthCap, type Scenario } from '../metrics/scenarios';
import { figure, reason } from './figure';
import { holdAssumptionReasons } from './holdAssumptions';

/**
 * Part 3's IRR projections (section 4) and the 3–10 year hold scenarios (section 5)
 * as v2 data (shared-types v2/hold.ts): figures and reason codes; v1/part3Hold.ts words them.
 */

function horizonIrr(years: number, p: HoldProjection): HoldIrr {
  if (p.irr !== null) return { horizon_years: years, irr: figure(p.irr, 'fraction') };
  return { horizon_years: years, reason: p.why ?? reason('hold.irr.no_solution') };
}

function projectedIrrs(a: Analysis): HoldIrr[] {
  return HOLD_YEARS.flatMap((years): HoldIrr[] => {
    if (a.thinHistory && years > 5) {
      const why = reason('hold.irr.thin_history', { years: a.ctx.years.length, needed: MIN_YEARS_FOR_LONG_VIEW, horizon_years: years });
      return [{ horizon_years: years, reason: why }];
    }
    const found = a.horizons.find((x) => x.years === years);
    return found === undefined ? [] : [horizonIrr(years, found.projection)];
  });
}

/** A figure's rounded value, where the schema fixes the unit. */
const plain = (x: number, unit: 'fraction' | 'times'): number => figure(x, unit).value ?? 0;
/** The cases' shifts, engine constants: growth in percentage points, the exit P/E as a fraction. */
const shift = () => plain(SCENARIO_GROWTH_SHIFT * 100, 'times');
const peFactor = () => plain(SCENARIO_PE_FACTOR, 'fraction');

/** Why each case's growth and exit P/E are what they are (metrics/scenarios.ts). */
function caseReasons(a: Analysis, base: Scenario, bull: Scenario): Record<Scenario['id'], Reason> {
  const best = a.growth.bestEpsCagr5;
  const cap = figure(bullGrowthCap(best?.value ?? null), 'fraction');
  const bullWhy =
    best === null
      ? reason('hold.scenario.bull.default_cap', { shift: shift(), cap, pe_factor: peFactor() })
      : bull.growth > base.growth
        ? reason('hold.scenario.bull.best_record', { shift: shift(), cap, period: fySpan(best.fromFy, best.toFy), pe_factor: peFactor() })
        : reason('hold.scenario.bull.as_base', { best: figure(best.value, 'fraction'), period: fySpan(best.fromFy, best.toFy), pe_factor: peFactor() });
  return {
    base: reason('hold.scenario.base'),
    bull: bullWhy,
    bear: reason('hold.scenario.bear', { shift: shift(), pe_factor: peFactor() }),
  };
}

function irrOrReason(key: 'irr_5_years' | 'irr_10_years', p: HoldProjection): Partial<HoldScenario> {
  const irr = figure(p.irr, 'fraction');
  return p.irr !== null ? { [key]: irr } : { [key]: irr, [`${key}_reason`]: p.why ?? reason('hold.irr.no_solution') };
}

function projectedCase(s: Scenario, why: Reason): Omit<HoldScenario, 'id' | 'probability'> {
  const five = s.fiveYear;
  const exit = five.epsAtExit === null ? {} : { eps_at_exit: figure(five.epsAtExit, 'inr_per_share'), exit_value: figure(five.exitValue, 'inr_per_share') };
  return {
    growth: figure(s.growth, 'fraction'),
    exit_pe: figure(s.exitPe, 'times'),
    ...irrOrReason('irr_5_years', five),
    ...irrOrReason('irr_10_years', s.tenYear),
    ...exit,
    reason: why,
  };
}

function scenariosPart(a: Analysis): Pick<Hold, 'scenarios_reason' | 'weighting' | 'scenarios' | 'expected_return'> {
  if (a.ctx.latest === null) return { scenarios_reason: reason('hold.scenarios.no_statements') };
  if (a.thinHistory) return { scenarios_reason: reason('hold.scenarios.thin_history', { years: a.ctx.years.length, needed: MIN_YEARS_FOR_LONG_VIEW }) };
  const p = a.probabilities;
  if (p === null) return { scenarios_reason: reason('hold.scenarios.no_growth_record') };
  const g = a.growth;
  const weighting = { rose: g.salesUpYears + g.profitUpYears, measured: g.salesMeasured + g.profitMeasured };
  // Probabilities are whole percents in the engine, fractions in the payload.
  if (a.scenarios === null) return { weighting, scenarios: HOLD_SCENARIO_IDS.map((id) => ({ id, probability: p[id] / 100 })) };
  const [base, bull] = a.scenarios as [Scenario, Scenario, Scenario];
  const whys = caseReasons(a, base, bull);
  const scenarios = a.scenarios.map((s) => ({ id: s.id, probability: s.probability / 100, ...projectedCase(s, whys[s.id]) }));
  const e = a.expectedReturn;
  return e === null || e.irr === null ? { weighting, scenarios } : { weighting, scenarios, expected_return: figure(e.irr, 'fraction') };
}

export function buildHoldV2(a: Analysis): Hold {
  const h = a.hold;
  const rest = scenariosPart(a);
  if (a.ctx.latest === null) return { not_projected: reason('hold.no_statements'), ...rest };
  if (!h.ok) return { not_projected: h.why, ...rest };
  const inputs = {
    price: figure(h.price, 'inr_per_share', a.ctx.price?.date),
    eps: figure(h.eps0, 'inr_per_share', h.normalised === null ? h.epsPeriod : undefined),
    growth: figure(h.growth, 'fraction'),
    exit_pe: figure(h.exitPe, 'times'),
    payout: figure(h.payout, 'fraction', h.payoutBasis === 'latest' ? fyLabel(h.epsFy) : undefined),
    terminal_growth: figure(TERMINAL_GROWTH, 'fraction'),
  };
  const sensitivity =
    a.sensitivity === null
      ? {}
      : {
          sensitivity: {
            growth: a.sensitivity.growths.map((x) => plain(x, 'fraction')),
            exit_pe: a.sensitivity.exitPes.map((x) => plain(x, 'times')),
            irr: a.sensitivity.irr.map((row) => row.map((x) => figure(x, 'fraction').value)),
          },
        };
  return { inputs, assumptions: holdAssumptionReasons(a, h), irr: projectedIrrs(a), ...sensitivity, ...rest };
}
