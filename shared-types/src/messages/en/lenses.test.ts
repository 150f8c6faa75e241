import { LENS_CATALOGUE } from '../../api/investorLensCatalogue';
import { LENS_IDS, LENS_OUTCOMES, LYNCH_CATEGORIES, LYNCH_CATEGORY_RULES } from '../../api/investorLenses';
import { InvestorLensesV2Schema, LENS_CRITERION_IDS, LENS_REASON_CODES, LENS_SHARED_REASON_CODES } from '../../api/v2/lenses';
import { type Reason } from '../../api/v2/reason';
import { createMessages } from '../messages';
import { englishMessages } from './index';
import { lensesMessages } from './lenses';
import { argumentsReached, catalogueProblems, goldenV2, parseMessage, wordingProblems } from './messageChecks';

/** The investor lenses' English catalogue covers every code and id the v2 lenses can carry, in valid ICU, in the catalogue's words. */

const messages: Readonly<Record<string, string>> = lensesMessages;
const all: Readonly<Record<string, string>> = englishMessages;

/** The catalogue's words as a message writes them: ’ for ', which ICU reads as an escape. */
const curly = (text: string): string => text.replace(/'/g, '’');

describe('investor lens English messages', () => {
  it('word every reason code, lens, criterion, outcome and category', () => {
    const needed = [
      ...LENS_REASON_CODES,
      ...LENS_IDS.flatMap((id) => [`lens.${id}.name`, `lens.${id}.source`, `lens.${id}.tab`]),
      ...LENS_IDS.flatMap((id) => LENS_CRITERION_IDS[id].flatMap((c) => [`lens.${id}.${c}.label`, `lens.${id}.${c}.threshold`])),
      ...LENS_OUTCOMES.map((o) => `lens.outcome.${o}`),
      ...LYNCH_CATEGORIES.map((c) => `lens.lynch.category.${c}.name`),
    ];
    expect(needed.filter((code) => messages[code] === undefined)).toEqual([]);
    // Codes shared with Part 1 and Part 3 are worded there, once.
    expect(LENS_SHARED_REASON_CODES.filter((code) => all[code] === undefined)).toEqual([]);
  });

  it('word each criterion that has figures, except Piotroski’s (its figures are the report’s criteria, `report.piotroski.*`)', () => {
    const withFigures = LENS_IDS.filter((id) => id !== 'piotroski').flatMap((id) =>
      LENS_CRITERION_IDS[id].filter((c) => c !== 'industry_rank').map((c) => `lens.${id}.${c}.figure`),
    );
    expect(withFigures.filter((code) => messages[code] === undefined)).toEqual([]);
  });

  it('keep the catalogue’s names, sources, labels, thresholds and Lynch’s rules word for word', () => {
    for (const id of LENS_IDS) {
      const lens = LENS_CATALOGUE[id];
      expect([id, messages[`lens.${id}.name`], messages[`lens.${id}.source`]]).toEqual([id, curly(lens.name), curly(lens.source)]);
      for (const [c, words] of Object.entries(lens.criteria)) {
        expect([c, messages[`lens.${id}.${c}.label`], messages[`lens.${id}.${c}.threshold`]]).toEqual([c, curly(words.label), curly(words.threshold)]);
      }
    }
    expect(messages['lens.lynch.category_rules']).toBe(curly(LYNCH_CATEGORY_RULES));
  });

  it('parse as ICU MessageFormat, with no ASCII apostrophe (an ICU escape) and snake_case arguments', () => {
    expect(catalogueProblems(messages)).toEqual([]);
    for (const [code, message] of Object.entries(messages)) {
      for (const name of argumentsReached(parseMessage(message), {})) expect([code, name]).toEqual([code, expect.stringMatching(/^[a-z][a-z0-9_]*$/)]);
    }
  });

  it('word every reason in the golden v2 lenses with the parameters it carries', () => {
    const reasons: Reason[] = goldenV2('lenses').flatMap((file) =>
      InvestorLensesV2Schema.parse(file).lenses.flatMap((l) => [
        ...(l.category_reason === undefined ? [] : [l.category_reason]),
        ...l.criteria.flatMap((c) => (c.reason === undefined ? [] : [c.reason])),
      ]),
    );
    expect(reasons.length).toBeGreaterThan(50);
    expect(reasons.flatMap((r) => wordingProblems(r, all))).toEqual([]);
  });

  it('say what v1 says, with the figures written by unit', () => {
    const en = createMessages();
    const base = {
      cagr: 'base_effect',
      years: 5,
      start_fiscal_year: 'FY2019',
      extreme: 'trough',
      net_margin: { value: 0.011, unit: 'fraction' },
      median_net_margin: { value: 0.032, unit: 'fraction' },
      median_years: 7,
      median_period: 'FY2019–FY2025',
    };
    expect(en.format('lens.lynch.eps_cagr_unknown', base)).toBe(
      'The 5-year EPS CAGR is unknown (not meaningful: the 5-year window starts in FY2019, a trough year (net margin 1.1% against a 7-year median of 3.2%, FY2019–FY2025)).',
    );
    expect(en.format('lens.graham.short_history', { years: 1, asked: 10, period: 'FY2025' })).toBe('Judged on 1 year (FY2025): Graham asks for 10.');
    const debt = { debt_to_equity: { value: 0.6, unit: 'times' }, borrowings_to_net_profit: { value: 3, unit: 'years' }, debt_to_equity_period: 'FY2025' };
    expect(en.format('lens.buffett.debt.figure', { ...debt, repayable: true })).toBe('D/E 0.60×; borrowings 3 years of net profit (FY2025)');
    expect(en.format('lens.lynch.category.turnaround', { loss_years: ['FY2022', 'FY2023'], period: 'FY2025' })).toBe(
      'A loss in FY2022 and FY2023, a profit in FY2025.',
    );
    expect(en.format('lens.view.summary', { assessed: 6, passed: 4, not_assessable: 1 })).toBe('Passes 4 of 6 criteria assessed; 1 not assessable.');
    expect(en.format('lens.view.summary', { assessed: 0, passed: 0, not_assessable: 3 })).toBe('No criterion could be assessed from the data.');
  });
});
