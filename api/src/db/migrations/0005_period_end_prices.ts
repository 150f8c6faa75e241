import { sql, type Kysely, type Migration } from 'kysely';

/**
 * engine_prices keeps, per company and source, the price nearest each quarter
 * end (31 March, 30 June, 30 September, 31 December) within 45 days, instead
 * of only the one nearest 31 March: a company whose year ends in December is
 * matched to its own year end and keeps its P/E history (docs:
 * api/src/analysis/README.md). Still at most four prices a year per source,
 * however long the daily history.
 */

const NEAREST_QUARTER_END = `(date_trunc('quarter', (p.as_of + 45)::timestamp) - interval '1 day')::date`;

const UP = [
  `drop view if exists engine_prices`,
  `create view engine_prices as
    select company_id, price, as_of, source, approximate
    from (
      select p.*,
        row_number() over (partition by p.company_id order by p.as_of desc, p.approximate desc, p.source) as recency,
        abs(p.as_of - ${NEAREST_QUARTER_END}) as period_end_gap,
        row_number() over (
          partition by p.company_id, p.source, ${NEAREST_QUARTER_END}
          order by abs(p.as_of - ${NEAREST_QUARTER_END}), p.approximate, p.as_of
        ) as period_end_rank
      from prices p
    ) ranked
    where recency = 1 or (period_end_gap <= 45 and period_end_rank = 1)`,
];

/** The 0004 view: the price nearest 31 March of each year. */
const DOWN = [
  `drop view if exists engine_prices`,
  `create view engine_prices as
    select company_id, price, as_of, source, approximate
    from (
      select p.*,
        row_number() over (partition by p.company_id order by p.as_of desc, p.approximate desc, p.source) as recency,
        abs(p.as_of - make_date(extract(year from p.as_of)::int, 3, 31)) as year_end_gap,
        row_number() over (
          partition by p.company_id, p.source, extract(year from p.as_of)
          order by abs(p.as_of - make_date(extract(year from p.as_of)::int, 3, 31)), p.approximate, p.as_of
        ) as year_end_rank
      from prices p
    ) ranked
    where recency = 1 or (year_end_gap <= 45 and year_end_rank = 1)`,
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const periodEndPrices: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};
