import { type Figure, type Hold, type HoldScenario, type Reason } from 'shared-types/api';
import { formatPct, formatRatio, formatRupees, plural } from '../format';
import { FADE_END_YEAR, FULL_GROWTH_YEARS } from '../metrics/growthPath';
import { growthPhrase } from '../sections/text';
import { holdReasonText } from './holdReasons';
import { valueOf } from './part3HoldAssumptions';

/** v1's '5. 3-10 Year Hold Scenarios', rendered from the v2 hold part alone with the frozen v1 words. */

const CASE_NAMES = { base: 'Base Case', bull: 'Bull Case', bear: 'Bear Case' } as const;
type CaseId = keyof typeof CASE_NAMES;
const CASE_IDS = ['base', 'bull', 'bear'] as const;

/** Each case's key: with its probability when one could be weighed ('Base Case (55% Probability)'). */
export function caseTitles(scenarios: readonly Pick<HoldScenario, 'id' | 'probability'>[] | undefined): Record<CaseId, string> {
  const title = (id: CaseId): string => {
    const p = scenarios?.find((s) => s.id === id)?.probability;
    return p === undefined ? CASE_NAMES[id] : `${CASE_NAMES[id]} (${Math.round(p * 100)}% Probability)`;
  };
  return { base: title('base'), bull: title('bull'), bear: title('bear') };
}

function irrText(irr: Figure | undefined, why: Reason | undefined): string {
  const value = irr?.value ?? null;
  return value === null ? `not meaningful (${why === undefined ? 'no solution' : holdReasonText(why)})` : `${formatPct(value)} a year`;
}

function caseText(s: HoldScenario, hold: Hold): string {
  const terminal = hold.inputs?.terminal_growth.value ?? null;
  const eps5 =
    s.eps_at_exit === undefined
      ? ''
      : ` EPS reaches ${formatRupees(s.eps_at_exit.value)} after five years (from ${formatRupees(hold.inputs?.eps.value ?? null)}), worth ${formatRupees(s.exit_value?.value ?? null)} a share at the exit multiple.`;
  return `Assumptions: EPS ${growthPhrase(s.growth?.value ?? 0)} for ${FULL_GROWTH_YEARS} years, fading to ${formatPct(terminal, 0)} by year ${FADE_END_YEAR}, exit P/E ${formatRatio(s.exit_pe?.value ?? null)}, payout ${formatPct(hold.inputs?.payout.value ?? null, 0)}. Result: IRR ${irrText(s.irr_5_years, s.irr_5_years_reason)} over a 5-year hold and ${irrText(s.irr_10_years, s.irr_10_years_reason)} over 10 years.${eps5}`;
}

function caseNote(s: HoldScenario): string {
  const p = s.reason?.params ?? {};
  const shift = `${formatRatio(typeof p.shift === 'number' ? p.shift : null, 0)} points`;
  const pe = formatPct(typeof p.pe_factor === 'number' ? p.pe_factor : null, 0);
  const period = String(p.period);
  switch (s.reason?.code) {
    case 'hold.scenario.bull.default_cap':
      return ` Growth up to ${shift} above base, capped at ${formatPct(valueOf(p.cap))}, as no clean 5-year EPS record (one that starts neither in a loss nor in a peak or trough year) sets the company's best stretch. Exit P/E ${pe} higher: execution beats the record and the market pays up.`;
    case 'hold.scenario.bull.best_record':
      return ` Growth up to ${shift} above base, capped at ${formatPct(valueOf(p.cap))}, the company's own best 5-year EPS CAGR (${period}): a bull case may hope for a repeat of the best stretch, not for more. Exit P/E ${pe} higher: execution beats the record and the market pays up.`;
    case 'hold.scenario.bull.as_base':
      return ` Growth as in the base case, which already matches or exceeds the company's best 5-year EPS CAGR (${formatPct(valueOf(p.best))}, ${period}): a bull case may hope for a repeat of the best stretch, not for more. Exit P/E ${pe} higher: execution beats the record and the market pays up.`;
    case 'hold.scenario.bear':
      return ` Growth ${shift} below base and an exit P/E ${pe} lower: growth disappoints and the multiple de-rates.`;
    default:
      return '';
  }
}

function sameForAll(text: string): Record<string, string> {
  return { 'Base Case': text, 'Bull Case': text, 'Bear Case': text };
}

export function scenarioSectionV1(hold: Hold): Record<string, string> {
  const none = hold.scenarios_reason;
  if (none?.code === 'hold.scenarios.no_statements') return sameForAll('No financial statements imported yet, so no scenario can be built.');
  if (none?.code === 'hold.scenarios.thin_history')
    return sameForAll(
      `No scenario table: only ${plural(Number(none.params?.years ?? 0), 'twelve-month year')} of history (${String(none.params?.needed)} needed), too little to weigh a ten-year view.`,
    );
  if (none !== undefined || hold.weighting === undefined)
    return sameForAll('No year-on-year growth can be measured, so there is no record to weight scenarios by.');
  const { rose, measured } = hold.weighting;
  const weighting = `The probabilities are a stated heuristic, not a forecast: they come from growth consistency, as sales or net profit rose in ${rose} of ${measured} measurable year-on-year comparisons (${formatPct(rose / measured, 0)}); bear = 35% − 20 × that share and bull = 15% + 15 × that share, each rounded to 5, base the remainder.`;
  const scenarios = hold.scenarios ?? [];
  const keys = caseTitles(scenarios);
  const byId = (id: CaseId) => scenarios.find((s) => s.id === id);
  if (CASE_IDS.some((id) => byId(id)?.growth === undefined)) {
    const why = `Returns cannot be projected: ${hold.not_projected === undefined ? 'no scenarios' : holdReasonText(hold.not_projected)}.`;
    return { [keys.base]: `${why} ${weighting}`, [keys.bull]: why, [keys.bear]: why };
  }
  const [base, bull, bear] = CASE_IDS.map((id) => byId(id) as HoldScenario) as [HoldScenario, HoldScenario, HoldScenario];
  const e = hold.expected_return;
  const weighted =
    e === undefined || e.value === null
      ? ''
      : ` Expected return: ${formatPct(e.value)} a year, the IRR of the three cases' 5-year cash flows weighted by these probabilities (not an average of their IRRs).`;
  return {
    [keys.base]: `The record continues. ${caseText(base, hold)} ${weighting}${weighted}`,
    [keys.bull]: `${caseText(bull, hold)}${caseNote(bull)}`,
    [keys.bear]: `${caseText(bear, hold)}${caseNote(bear)}`,
  };
}
