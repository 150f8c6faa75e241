import { sql, type Kysely } from 'kysely';
import { SCREEN_FIGURES, screenFigureById, type ScreenQuery, type ScreenResults, type ScreenRow, type ScreenValue } from 'shared-types/api';
import { type Database } from '../../db/schema';
import { figureColumn, matchingCompanies } from './compileScreen';

/** How the matches are ordered: a figure id or 'name'; nulls always last. */
export interface ScreenSort {
  by: string;
  direction: 'asc' | 'desc';
}

/** The figures shown as columns: those the query names, then its ranking figure, catalogue ids only. */
export function shownFigures(query: ScreenQuery): string[] {
  const ids = [...query.figures, ...(query.top === null ? [] : [query.top.by])];
  return [...new Set(ids)].filter((id) => screenFigureById(id) !== undefined);
}

/** Without a sort asked: the ranking's order, else the score, best first. */
export function defaultSort(query: ScreenQuery): ScreenSort {
  return query.top === null ? { by: 'score', direction: 'desc' } : { by: query.top.by, direction: query.top.direction };
}

/** The page of matches, with the total over all pages (docs/screener.md, 'API and the figures table'). Records no company access. */
export async function runScreen(
  db: Kysely<Database>,
  input: { text: string; query: ScreenQuery; sort: ScreenSort; page: number; size: number },
): Promise<ScreenResults> {
  const figures = shownFigures(input.query);
  const counted = await db
    .with('matches', () => matchingCompanies(db, input.query))
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await screenRows(db, input.query, input.sort, { limit: input.size, offset: (input.page - 1) * input.size });
  return { query: input.text, figures, total: Number(counted.total), page: input.page, size: input.size, rows: rows.map((row) => toRow(row, figures)) };
}

type FigureRow = Record<string, unknown> & { company_id: string; code: string; name: string };

/** Matching rows with every figure (the query-time ones when named or sorted by), in the sort's order; the CSV pages through all of them. */
export async function screenRows(db: Kysely<Database>, query: ScreenQuery, sort: ScreenSort, page: { limit: number; offset: number }): Promise<FigureRow[]> {
  const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  const sortKey =
    sort.by === 'name'
      ? sql`lower(c.name) ${direction}`
      : sql`${figureColumn(sort.by, [...new Set(SCREEN_FIGURES.map((f) => f.unit))], 'm')} ${direction} nulls last`;
  const rows = await db
    .with('matches', () => matchingCompanies(db, query, { sortBy: sort.by }))
    .selectFrom('matches as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .selectAll('m')
    .select(['c.name', 'c.code'])
    .orderBy(sortKey)
    .orderBy(sql`lower(c.name)`)
    .orderBy('m.company_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows as FigureRow[];
}

export function toRow(row: FigureRow, figures: readonly string[]): ScreenRow {
  return {
    company_id: row.company_id,
    code: row.code,
    name: row.name,
    price: (row.price as number | null) ?? null,
    score: (row.score as number | null) ?? null,
    values: Object.fromEntries(figures.map((id) => [id, (row[id] as ScreenValue | undefined) ?? null])),
  };
}
