import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { SCREEN_FIGURES, screenFigureById, type ScreenCondition, type ScreenFigure, type ScreenQuery } from 'shared-types/api';
import { type Database } from '../../db/schema';
import { isQueryTimeFigure, screenFigures } from './screenFiguresRelation';

/**
 * A parsed screen (shared-types screenQuery.ts) as a parameterised query over
 * company_figures with the query-time figures (screenFiguresRelation.ts, as
 * `f`; docs/screener.md, 'API and the figures table'). Every value
 * is a bound parameter; a column name comes only from the figure catalogue.
 *
 * Unknowns: a comparison with a NULL figure is SQL's unknown, and AND, OR and
 * NOT keep it unknown (three-valued logic), so a condition that depends on an
 * unknown figure never matches, under NOT too: NOT (ROCE > 20) does not match a
 * company whose ROCE is unknown. (`NOT coalesce(c, false)` would match it.)
 */

export class ScreenCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScreenCompileError';
  }
}

const OPERATORS = { '>': '>', '>=': '>=', '<': '<', '<=': '<=', '=': '=', '!=': '<>' } as const;

/** The figure of this id and kind in relation `table`, else a ScreenCompileError: a column name is never taken from the query's text. */
export function figureColumn(id: string, kinds: ReadonlyArray<ScreenFigure['unit']> | 'number', table = 'f'): RawBuilder<unknown> {
  const figure = screenFigureById(id);
  if (figure === undefined) throw new ScreenCompileError(`Unknown figure '${id}'`);
  const isNumber = figure.unit !== 'text' && figure.unit !== 'flag';
  if (kinds === 'number' ? !isNumber : !kinds.includes(figure.unit)) throw new ScreenCompileError(`'${figure.name}' cannot be compared that way`);
  return sql.ref(`${table}.${figure.id}`);
}

export function compileCondition(condition: ScreenCondition): RawBuilder<SqlBool> {
  switch (condition.kind) {
    case 'compare': {
      if (!Number.isFinite(condition.value)) throw new ScreenCompileError('A comparison needs a finite number');
      return sql<SqlBool>`(${figureColumn(condition.figure, 'number')} ${sql.raw(OPERATORS[condition.op])} ${condition.value})`;
    }
    case 'text':
      // Without case, both sides lowered: 'it services' matches 'IT Services'.
      return sql<SqlBool>`(lower(${figureColumn(condition.figure, ['text'])}) ${sql.raw(OPERATORS[condition.op])} lower(${condition.value}))`;
    case 'flag':
      return sql<SqlBool>`(${figureColumn(condition.figure, ['flag'])} = ${condition.value})`;
    case 'and':
    case 'or':
      if (condition.items.length === 0) return condition.kind === 'and' ? sql<SqlBool>`true` : sql<SqlBool>`false`;
      return sql<SqlBool>`(${sql.join(condition.items.map(compileCondition), sql.raw(` ${condition.kind} `))})`;
    case 'not':
      return sql<SqlBool>`(not ${compileCondition(condition.item)})`;
  }
}

/** Whether the query names `id` anywhere: in a condition, the ranking or its columns. */
export function mentionsFigure(query: ScreenQuery, id: string): boolean {
  const inCondition = (condition: ScreenCondition | null): boolean => {
    if (condition === null) return false;
    if ('items' in condition) return condition.items.some(inCondition);
    if ('item' in condition) return inCondition(condition.item);
    return condition.figure === id;
  };
  return query.figures.includes(id) || query.top?.by === id || inCondition(query.where);
}

/**
 * The ids of the companies the query matches, as a subquery. Companies without
 * data (not rated, no statements) are left out unless the query names 'Has
 * data' itself. With TOP n BY f: the n highest (or lowest) of the matches,
 * companies whose f is unknown excluded, ties broken by id so pages are stable.
 * With `rows`: every figure as a column too (the query-time ones when the
 * query or the sort names one), so the rows are read without a second pass.
 */
export function matchingCompanies(db: Kysely<Database>, query: ScreenQuery, rows?: { sortBy: string }) {
  const withQueryTime = SCREEN_FIGURES.some((figure) => isQueryTimeFigure(figure.id) && (mentionsFigure(query, figure.id) || rows?.sortBy === figure.id));
  const columns = rows === undefined ? [] : SCREEN_FIGURES.filter((figure) => withQueryTime || !isQueryTimeFigure(figure.id));
  let matches = db
    .selectFrom(screenFigures(db, withQueryTime))
    .select('f.company_id')
    .select(columns.map((figure) => sql.ref(`f.${figure.id}`).as(figure.id)));
  if (!mentionsFigure(query, 'has_data')) matches = matches.where('f.has_data', '=', true);
  if (query.where !== null) matches = matches.where(compileCondition(query.where));
  if (query.top === null) return matches;
  const { n, by, direction } = query.top;
  if (!Number.isInteger(n) || n < 1) throw new ScreenCompileError('TOP needs a whole number above zero');
  const column = figureColumn(by, 'number');
  return matches
    .where(sql<SqlBool>`${column} is not null`)
    .orderBy(sql`${column} ${sql.raw(direction === 'asc' ? 'asc' : 'desc')}`)
    .orderBy('f.company_id')
    .limit(n);
}
