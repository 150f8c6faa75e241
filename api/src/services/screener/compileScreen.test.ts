import { type ScreenCondition, type ScreenQuery } from 'shared-types/api';
import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../../db/testing/testDatabases';
import { type CompanyFigureValues } from '../../db/screenerSchema';
import { compileCondition, matchingCompanies, ScreenCompileError } from './compileScreen';

type Row = Partial<CompanyFigureValues> & { id: string };
/** a: high ROCE IT; b: low ROCE bank; c: ROCE unknown; d: no data; e: second IT. */
const ROWS: Row[] = [
  { id: 'demo:7001', roce: 30, pe: 20, sector: 'IT Services', kind: 'industrial', score: 80, has_data: true },
  { id: 'demo:7002', roce: 10, pe: 8, sector: 'Banks', kind: 'lender', score: 60, has_data: true },
  { id: 'demo:7003', roce: null, pe: 40, sector: null, kind: 'industrial', score: 40, has_data: true },
  { id: 'demo:7004', roce: 50, pe: 10, sector: 'IT Services', kind: 'industrial', score: null, has_data: false },
  { id: 'demo:7005', roce: 20, pe: null, sector: 'it services', kind: 'industrial', score: 70, has_data: true },
];
const where = (condition: ScreenCondition | null, extra: Partial<ScreenQuery> = {}): ScreenQuery => ({ where: condition, top: null, figures: [], ...extra });
const roce = (op: '>' | '>=' | '<' | '<=' | '=' | '!=', value: number): ScreenCondition => ({ kind: 'compare', figure: 'roce', op, value });

describe.each(testDatabases())('compileScreen on $name', ({ open }) => {
  let database: TestDatabase;
  const ids = async (query: ScreenQuery): Promise<string[]> => {
    const rows = await matchingCompanies(database.db, query).execute();
    return rows.map((row) => row.company_id.slice(-1)).sort();
  };
  const ranked = async (query: ScreenQuery): Promise<string[]> =>
    (await matchingCompanies(database.db, query).execute()).map((row) => row.company_id.slice(-1));

  beforeAll(async () => {
    database = await open();
    await database.db
      .insertInto('companies')
      .values(ROWS.map((row) => ({ id: row.id, name: `Company ${row.id}`, sector: null, is_demo: true })))
      .execute();
    await database.db
      .insertInto('company_figures')
      .values(ROWS.map(({ id, ...values }) => ({ ...values, company_id: id, analysis_key: 'test', updated_at: new Date() })))
      .execute();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  it.each([
    ['>', 20, ['1']],
    ['>=', 20, ['1', '5']],
    ['<', 20, ['2']],
    ['<=', 20, ['2', '5']],
    ['=', 30, ['1']],
    ['!=', 30, ['2', '5']],
  ] as const)('compares with %s, never matching an unknown or a company without data', async (op, value, expected) => {
    expect(await ids(where(roce(op, value)))).toEqual(expected);
  });

  it('keeps an unknown unmatched under NOT, NOT NOT, AND and OR', async () => {
    expect(await ids(where({ kind: 'not', item: roce('>', 20) }))).toEqual(['2', '5']);
    expect(await ids(where({ kind: 'not', item: { kind: 'not', item: roce('>', 20) } }))).toEqual(['1']);
    expect(await ids(where({ kind: 'not', item: { kind: 'or', items: [roce('>', 20), { kind: 'compare', figure: 'pe', op: '>', value: 30 }] } }))).toEqual([
      '2',
    ]); // 5's P/E is unknown
    expect(await ids(where({ kind: 'and', items: [roce('<', 100), { kind: 'compare', figure: 'pe', op: '<', value: 100 }] }))).toEqual(['1', '2']);
    expect(await ids(where({ kind: 'or', items: [roce('>', 25), { kind: 'compare', figure: 'pe', op: '>', value: 30 }] }))).toEqual(['1', '3']);
  });

  it('compares text without case, and an unknown text matches neither = nor !=', async () => {
    expect(await ids(where({ kind: 'text', figure: 'sector', op: '=', value: 'IT SERVICES' }))).toEqual(['1', '5']);
    expect(await ids(where({ kind: 'text', figure: 'sector', op: '!=', value: 'it services' }))).toEqual(['2']);
  });

  it('leaves out companies without data unless the query names Has data', async () => {
    expect(await ids(where(null))).toEqual(['1', '2', '3', '5']);
    expect(await ids(where({ kind: 'flag', figure: 'has_data', value: false }))).toEqual(['4']);
  });

  it('ranks TOP n BY a figure, either way, without unknowns', async () => {
    expect(await ranked(where(null, { top: { n: 2, by: 'roce', direction: 'desc' } }))).toEqual(['1', '5']);
    expect(await ranked(where(null, { top: { n: 3, by: 'pe', direction: 'asc' } }))).toEqual(['2', '1', '3']);
    expect(await ranked(where(roce('<', 25), { top: { n: 5, by: 'roce', direction: 'asc' } }))).toEqual(['2', '5']);
  });

  it('binds every value: an injection attempt is a parameter, and matches nothing', async () => {
    const attack = "x') or 1=1; drop table companies; --";
    const compiled = matchingCompanies(
      database.db,
      where({ kind: 'text', figure: 'sector', op: '=', value: attack }, { top: { n: 7, by: 'roce', direction: 'desc' } }),
    ).compile();
    expect(compiled.sql).not.toContain('drop table');
    expect(compiled.sql).toContain('lower("f"."sector") = lower($2)');
    expect(compiled.parameters).toEqual([true, attack, 7]);
    expect(await ids(where({ kind: 'text', figure: 'sector', op: '=', value: attack }))).toEqual([]);
    expect(compileCondition(roce('>', 20)).compile(database.db).parameters).toEqual([20]);
  });

  it('takes column names only from the catalogue, of the right kind', () => {
    expect(() => compileCondition({ kind: 'compare', figure: 'roce; drop table companies', op: '>', value: 1 })).toThrow(ScreenCompileError);
    expect(() => compileCondition({ kind: 'compare', figure: 'sector', op: '>', value: 1 })).toThrow(ScreenCompileError);
    expect(() => compileCondition({ kind: 'text', figure: 'roce', op: '=', value: 'x' })).toThrow(ScreenCompileError);
    expect(() => compileCondition(roce('>', Number.NaN))).toThrow(ScreenCompileError);
  });
});
