import { readFileSync } from 'node:fs';
import {
  InvestorLensesV2Schema,
  LENS_CAGR_GAPS,
  LENS_CRITERION_IDS,
  LENS_IDS,
  LENS_REASON_CODES,
  LENS_SHARED_REASON_CODES,
  LYNCH_CATEGORIES,
  ReportV2Schema,
  UNITS,
  type InvestorLensesV2,
} from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { buildInvestorLenses } from '../lenses';
import { ARCHETYPES } from '../testing/archetypes';
import { describeGoldenV2, GOLDEN_COMPUTED_AT, goldenV2Path, reasonProblems } from '../testing/goldenV2';
import { renderInvestorLensesV1 } from '../v1/lenses';
import { buildLensesV2 } from './lenses';

/**
 * Golden v2 investor lenses per archetype: any change to the data shows as a diff to review;
 * UPDATE_GOLDEN=1 rewrites. Each parses with ids, outcomes, codes and units from the closed lists
 * and no sentence, and v1's lenses rendered from the stored file are what v1 clients get
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const CODES = [...LENS_REASON_CODES, ...LENS_SHARED_REASON_CODES];
const within = (list: readonly string[], value: string): boolean => list.includes(value);
/** A fiscal year or span ('FY2025', 'FY2016–FY2025'). */
const PERIOD = /^FY\d{4}(–FY\d{4})?$/;

function problems(v2: InvestorLensesV2): string[] {
  const out: string[] = [];
  for (const lens of v2.lenses) {
    if (!within(LENS_IDS, lens.id)) out.push(`lens ${lens.id}`);
    const ids: readonly string[] = within(LENS_IDS, lens.id) ? LENS_CRITERION_IDS[lens.id as keyof typeof LENS_CRITERION_IDS] : [];
    if (lens.category !== undefined && !within(LYNCH_CATEGORIES, lens.category)) out.push(`${lens.id}: category ${lens.category}`);
    if (lens.category_reason !== undefined) out.push(...reasonProblems(`${lens.id}.category`, lens.category_reason, CODES));
    for (const c of lens.criteria) {
      const where = `${lens.id}.${c.id}`;
      if (!within(ids, c.id)) out.push(`${where}: not a ${lens.id} criterion`);
      if (!within(['pass', 'fail', 'not_assessable'], c.outcome)) out.push(`${where}: outcome ${c.outcome}`);
      for (const [name, f] of Object.entries(c.figures ?? {})) {
        if (!within(UNITS, f.unit)) out.push(`${where}.${name}: unit ${f.unit}`);
        if (f.period !== undefined && !PERIOD.test(f.period)) out.push(`${where}.${name}: period '${f.period}'`);
      }
      for (const y of c.years ?? []) if (!PERIOD.test(y)) out.push(`${where}: year '${y}'`);
      if (c.reason !== undefined) out.push(...reasonProblems(where, c.reason, CODES));
      const cagr = c.reason?.params?.cagr;
      if (typeof cagr === 'string' && !within(LENS_CAGR_GAPS, cagr)) out.push(`${where}: cagr ${cagr}`);
    }
  }
  return out;
}

describeGoldenV2('lenses', buildLensesV2, InvestorLensesV2Schema, problems);

describe.each(Object.entries(ARCHETYPES))('v1 lenses from stored v2: %s', (name, make) => {
  it('renders from the golden file to the v1 lenses v1 clients get', () => {
    const analysis = runAnalysis(make(), GOLDEN_COMPUTED_AT);
    const stored = InvestorLensesV2Schema.parse(JSON.parse(readFileSync(goldenV2Path(name, 'lenses'), 'utf8')));
    // Piotroski's figures are the stored report's F-score criteria.
    const report = ReportV2Schema.parse(JSON.parse(readFileSync(goldenV2Path(name, 'report'), 'utf8')));
    expect(JSON.stringify(renderInvestorLensesV1(stored, report.quality?.piotroski))).toBe(JSON.stringify(buildInvestorLenses(analysis)));
  });
});

describe('the golden lenses check itself', () => {
  it('catches an unknown criterion, outcome, category, code, unit and a sentence', () => {
    const bad: InvestorLensesV2 = {
      lenses: [
        {
          id: 'lynch',
          category: 'dog',
          criteria: [
            { id: 'pe_g', outcome: 'maybe', figures: { peg: { value: 1, unit: 'furlongs', period: 'last year' } } },
            { id: 'peg', outcome: 'fail', reason: { code: 'lens.nope', params: { why: 'P/E is high' } } },
          ],
        },
      ],
    };
    expect(problems(bad)).toEqual([
      'lynch: category dog',
      'lynch.pe_g: not a lynch criterion',
      'lynch.pe_g: outcome maybe',
      'lynch.pe_g.peg: unit furlongs',
      "lynch.pe_g.peg: period 'last year'",
      'lynch.peg: code lens.nope',
      "lynch.peg.why: 'P/E is high' is not an id",
    ]);
  });
});
