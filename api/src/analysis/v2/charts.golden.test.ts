import { CHART_METRICS, ChartsV2Schema, type ChartsV2 } from 'shared-types/api';
import { describeGoldenV2 } from '../testing/goldenV2';
import { buildChartsV2 } from './charts';

/**
 * Golden v2 chart series per archetype: fiscal years, the TTM label, one full-precision value a year
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). UPDATE_GOLDEN=1 rewrites them.
 */

/** Only revenue and EPS end with a trailing-twelve-month point. */
const WITH_TTM = new Set(['revenue_growth', 'eps_growth']);

function problems(v2: ChartsV2): string[] {
  const out: string[] = [];
  for (const fy of v2.years) if (!/^FY\d{4}$/.test(fy)) out.push(`year ${fy}`);
  if (v2.ttm !== undefined && !/^TTM to [A-Z][a-z]{2} \d{4}$/.test(v2.ttm)) out.push(`ttm ${v2.ttm}`);
  for (const metric of CHART_METRICS) {
    const values = v2.series[metric];
    const n = values.length;
    const ttmPoint = v2.ttm !== undefined && WITH_TTM.has(metric) && n === v2.years.length + 1;
    if (n !== 0 && n !== v2.years.length && !ttmPoint) out.push(`${metric}: ${n} values for ${v2.years.length} years`);
    if (values.some((x) => x !== null && !Number.isFinite(x))) out.push(`${metric}: a value not finite`);
  }
  return out;
}

describeGoldenV2('charts', (a) => buildChartsV2(a.ctx), ChartsV2Schema, problems);

it('catches a label that is not a year, a series of the wrong length and a TTM point on the wrong chart', () => {
  const series = Object.fromEntries(CHART_METRICS.map((m) => [m, [1, 2]])) as ChartsV2['series'];
  const bad: ChartsV2 = { years: ['FY2024', 'last year'], ttm: 'recently', series: { ...series, roe: [1, 2, 3], capex_growth: [1] } };
  expect(problems(bad)).toEqual(['year last year', 'ttm recently', 'capex_growth: 1 values for 2 years', 'roe: 3 values for 2 years']);
});
