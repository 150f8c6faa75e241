import { sql, type AliasedSelectQueryBuilder, type Kysely } from 'kysely';
import { type Database } from '../../db/schema';
import { type CompanyFiguresTable } from '../../db/screenerSchema';

/**
 * The figures a screen reads (docs/screener.md, 'Figures computed at query
 * time'): every stored column of company_figures, plus, when the screen names
 * them, the figures computed as it runs. A universe-wide rank stored per row
 * would go stale as soon as any one company's figures changed, so the magic
 * formula's ranks are taken here, over the rows as they are now.
 */

/** The catalogue's figures with no column in company_figures. */
export const QUERY_TIME_FIGURE_IDS: readonly string[] = ['earnings_yield', 'magic_formula_rank'];

export const isQueryTimeFigure = (id: string): boolean => QUERY_TIME_FIGURE_IDS.includes(id);

/** Earnings over price in percent; the table has no EBIT or enterprise value, so 100 / P/E stands in. */
const EARNINGS_YIELD = sql<number | null>`case when s.pe > 0 then 100 / s.pe end`;

/**
 * Who the magic formula ranks: industrial companies (Greenblatt leaves out
 * lenders, insurers and other financials) with data (the universe a screen
 * sees by default, so ranks have no gaps for companies it never shows), ROCE
 * and a positive P/E known. NULL for a missing kind or flag: not eligible.
 */
const ELIGIBLE = sql`(s.kind = 'industrial' and s.has_data and s.roce is not null and s.pe > 0)`;

/**
 * Greenblatt's combined rank: rank by ROCE plus rank by earnings yield, both
 * highest first, within the eligible partition; unknown for everyone else.
 * rank() gives ties the same rank and skips after them (1, 1, 3). Windows over
 * the one table, not a join to a ranked subquery: without fresh statistics the
 * planner would nest-loop such a join, thousands of rows times thousands.
 */
const MAGIC_FORMULA_RANK = sql<number | null>`case when ${ELIGIBLE} then cast(
  rank() over (partition by ${ELIGIBLE} order by s.roce desc) + rank() over (partition by ${ELIGIBLE} order by ${EARNINGS_YIELD} desc)
  as integer) end`;

/**
 * company_figures as the relation `f` every screen compiles over; with the
 * query-time figures only when asked, since ranking the whole universe costs
 * two sorts a screen that does not need them should not pay.
 */
export function screenFigures(db: Kysely<Database>, withQueryTime: boolean): AliasedSelectQueryBuilder<CompanyFiguresTable, 'f'> {
  const stored = db.selectFrom('company_figures as s').selectAll('s');
  if (!withQueryTime) return stored.as('f');
  // The extra columns are read through the catalogue's raw references (compileScreen.ts figureColumn), not through this type.
  return stored.select([EARNINGS_YIELD.as('earnings_yield'), MAGIC_FORMULA_RANK.as('magic_formula_rank')]).as('f') as unknown as AliasedSelectQueryBuilder<
    CompanyFiguresTable,
    'f'
  >;
}
