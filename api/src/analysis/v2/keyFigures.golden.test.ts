import { KeyFiguresV2Schema, VALUATION_MODEL_IDS, VALUE_REASON_CODES, type KeyFiguresV2 } from 'shared-types/api';
import { describeGoldenV2, reasonProblems } from '../testing/goldenV2';
import { buildKeyFiguresV2 } from './keyFigures';

/** Golden v2 key figures per archetype: the market figures, and the valuation of a kind with no model. UPDATE_GOLDEN=1 rewrites them. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERIOD = /^(FY\d{4}|TTM to [A-Z][a-z]{2} \d{4})$/;

export function keyFiguresProblems(v2: KeyFiguresV2): string[] {
  const out: string[] = [];
  const m = v2.market;
  if (m?.shares_as_of !== undefined && !DATE.test(m.shares_as_of)) out.push(`shares_as_of ${m.shares_as_of}`);
  if (m?.week_range !== undefined && !DATE.test(m.week_range.as_of)) out.push(`week_range.as_of ${m.week_range.as_of}`);
  if (m?.earnings_period !== undefined && !PERIOD.test(m.earnings_period)) out.push(`earnings_period ${m.earnings_period}`);
  for (const [i, model] of (v2.valuation?.models ?? []).entries()) {
    if (!(VALUATION_MODEL_IDS as readonly string[]).includes(model.id)) out.push(`valuation.models[${i}]: id ${model.id}`);
    out.push(...reasonProblems(`valuation.models[${i}]`, model.reason, VALUE_REASON_CODES));
  }
  return out;
}

describeGoldenV2('key_figures', buildKeyFiguresV2, KeyFiguresV2Schema, keyFiguresProblems);

it('catches a date, a period or a model reason that is words', () => {
  const bad: KeyFiguresV2 = {
    market: { shares_as_of: 'last week', earnings_period: 'the last year', week_range: { high: 2, low: 1, as_of: 'today' } },
    valuation: { models: [{ id: 'justified_pe', used: true, reason: { code: 'value.model.justified_pe.looks_cheap' } }] },
  };
  expect(keyFiguresProblems(bad)).toEqual([
    'shares_as_of last week',
    'week_range.as_of today',
    'earnings_period the last year',
    'valuation.models[0]: code value.model.justified_pe.looks_cheap',
  ]);
});
