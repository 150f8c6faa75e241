import { READY_MADE_SCREENS, type ScreenQuery } from 'shared-types/api';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { type CompanyFigureValues } from '../../db/screenerSchema';
import { parseScreenQuery } from './parseQuery';
import { defaultSort, runScreen, screenRows, type ScreenSort } from './runScreen';
import { screenCsvHeader, screenCsvLine } from './screenCsv';

type Row = Partial<CompanyFigureValues> & { letter: string };
/**
 * Eligible for the magic formula: A–D. ROCE ranks A 1, B 2, C 2, D 4; earnings
 * yield (100 / P/E) ranks B 1 (20%), A 2, D 2 (10%), C 4 (5%); so A 3, B 3, C 6,
 * D 6. E lacks ROCE, F lacks P/E, G is a lender, H has no data: all unranked.
 */
const ROWS: Row[] = [
  { letter: 'A', roce: 30, pe: 10, market_cap: 1000, debt_to_equity: 0.2, piotroski: 6 },
  { letter: 'B', roce: 20, pe: 5, market_cap: 2000, debt_to_equity: 1.5, piotroski: 9 },
  { letter: 'C', roce: 20, pe: 20, market_cap: 300, piotroski: 7 },
  { letter: 'D', roce: 10, pe: 10, market_cap: 800, piotroski: 8 },
  { letter: 'E', roce: null, pe: 8, market_cap: 900 },
  { letter: 'F', roce: 40, pe: null, market_cap: 900, debt_to_equity: 0.1 },
  { letter: 'G', roce: 50, pe: 4, market_cap: 5000, debt_to_equity: 0.3, kind: 'lender' },
  { letter: 'H', roce: 60, pe: 2, market_cap: 5000, has_data: false },
];

const query = (text: string): ScreenQuery => {
  const result = parseScreenQuery(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.query;
};

describe.each(testDatabases())('the magic formula figures on $name', ({ open }) => {
  let database: TestDatabase;
  const letters = async (text: string, sort?: ScreenSort): Promise<string[]> => {
    const parsed = query(text);
    const rows = await screenRows(database.db, parsed, sort ?? defaultSort(parsed), { limit: 100, offset: 0 });
    return rows.map((row) => row.code);
  };

  beforeAll(async () => {
    database = await open();
    await database.db
      .insertInto('companies')
      .values(ROWS.map((row) => ({ id: `demo:81${row.letter}`, name: `Company ${row.letter}`, code: row.letter, sector: null, is_demo: true })))
      .execute();
    await database.db
      .insertInto('company_figures')
      .values(
        ROWS.map(({ letter, ...values }) => ({
          kind: 'industrial',
          has_data: true,
          ...values,
          company_id: `demo:81${letter}`,
          analysis_key: 'test',
          updated_at: new Date(),
        })),
      )
      .execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it('ranks industrial companies with data, ROCE and P/E known; ties share a rank', async () => {
    // Every company, H without data too; sorting by the rank is what computes it.
    const rows = await screenRows(database.db, query('Has data OR NOT Has data'), { by: 'magic_formula_rank', direction: 'asc' }, { limit: 100, offset: 0 });
    const rank = Object.fromEntries(rows.map((row) => [row.code, row.magic_formula_rank]));
    expect(rank).toEqual({ A: 3, B: 3, C: 6, D: 6, E: null, F: null, G: null, H: null });
  });

  it('returns the top three by magic formula rank, ties broken by company', async () => {
    expect(await letters('TOP 3 BY Magic formula rank ASC')).toEqual(['A', 'B', 'C']);
    expect(await letters('TOP 1 BY Magic formula DESC')).toEqual(['C']);
  });

  it('computes earnings yield as 100 / P/E, also for lenders, and filters on it', async () => {
    expect(await letters('Earnings yield > 5', { by: 'earnings_yield', direction: 'desc' })).toEqual(['G', 'B', 'E', 'A', 'D']);
    const rows = await screenRows(database.db, query('EY >= 12.5'), { by: 'name', direction: 'asc' }, { limit: 100, offset: 0 });
    expect(rows.map((row) => [row.code, row.earnings_yield])).toEqual([
      ['B', 20],
      ['E', 12.5],
      ['G', 25],
    ]);
  });

  it('sorts by magic formula rank when the query does not name it, unknowns last', async () => {
    expect(await letters('ROCE > 0', { by: 'magic_formula_rank', direction: 'asc' })).toEqual(['A', 'B', 'C', 'D', 'F', 'G']);
  });

  it('shows both as page values and CSV columns', async () => {
    const parsed = query('EY > 0 TOP 3 BY Magic formula rank ASC');
    const page = await runScreen(database.db, { text: 'magic', query: parsed, sort: defaultSort(parsed), page: 1, size: 25 });
    expect(page.figures).toEqual(['earnings_yield', 'magic_formula_rank']);
    expect(page.rows.map((row) => row.values)).toEqual([
      { earnings_yield: 10, magic_formula_rank: 3 },
      { earnings_yield: 20, magic_formula_rank: 3 },
      { earnings_yield: 5, magic_formula_rank: 6 },
    ]);
    const rows = await screenRows(database.db, parsed, defaultSort(parsed), { limit: 100, offset: 0 });
    expect(screenCsvHeader(page.figures)).toEqual(['Name', 'NSE code', 'Current Price', 'Score', 'Earnings yield', 'Magic formula rank']);
    expect(rows.map((row) => screenCsvLine(row, page.figures)).join('')).toBe('Company A,A,,,10,3\r\nCompany B,B,,,20,3\r\nCompany C,C,,,5,6\r\n');
  });

  it.each([
    ['quality-fair-price', ['A', 'G']],
    ['magic-formula-top-30', ['A', 'B', 'D']],
    ['piotroski-8-9', ['B', 'D']],
  ])('runs the ready-made screen %s', async (id, expected) => {
    const screen = READY_MADE_SCREENS.find((candidate) => candidate.id === id)!;
    const found = await letters(screen.query);
    expect(id === 'magic-formula-top-30' ? found : [...found].sort()).toEqual(expected);
  });

  it('runs every ready-made screen', async () => {
    for (const screen of READY_MADE_SCREENS) {
      const parsed = query(screen.query);
      await expect(runScreen(database.db, { text: screen.query, query: parsed, sort: defaultSort(parsed), page: 1, size: 25 })).resolves.toBeDefined();
    }
  });
});
