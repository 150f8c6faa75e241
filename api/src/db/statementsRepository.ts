import { sql, type Kysely, type Selectable } from 'kysely';
import { type ExportQuarter, type ExportYear, type FiledStatement } from '../statements/statementTypes';
import {
  type CompaniesTable,
  type CorporateActionsTable,
  type Database,
  type FinancialYearsTable,
  type QuarterlyResultsTable,
  type ShareholdingPatternsTable,
  type WeekHighLowTable,
} from './schema';
import { filedStatementsJson, toExportQuarter, toExportYear, toFiledStatement } from './statementRows';

/** What the statements page reads about one company (services/companyStatements.ts). */
export interface StatementInputs {
  company: Pick<Selectable<CompaniesTable>, 'id' | 'name' | 'code' | 'isin' | 'bse_code' | 'is_demo'>;
  aliases: Array<{ kind: string; value: string }>;
  filings: FiledStatement[];
  exports: ExportYear[];
  exportQuarters: ExportQuarter[];
  shareholding: Array<Selectable<ShareholdingPatternsTable> & { document: string; filed_at: string | null }>;
  actions: Selectable<CorporateActionsTable>[];
  shareCount: { as_of: string; shares: number } | null;
  weekRange: Selectable<WeekHighLowTable> | null;
  close: { price: number; as_of: string } | null;
  /** The close on the share count's day, or the last within a week before it: what market capitalisation is computed from. */
  closeAtShareCount: { price: number; as_of: string } | null;
}

/** Everything the statements page shows of one company; undefined when there is no such company. One statement: one snapshot. */
export async function loadStatementInputs(db: Kysely<Database>, companyId: string): Promise<StatementInputs | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .select(['c.id', 'c.name', 'c.code', 'c.isin', 'c.bse_code', 'c.is_demo'])
    .select([
      sql<Array<{ kind: string; value: string }> | null>`(select json_agg(json_build_object('kind', a.kind, 'value', a.value) order by a.recorded_on, a.value)
        from company_aliases a where a.company_id = c.id)`.as('aliases'),
      filedStatementsJson('c.id').as('filed'),
      sql<Selectable<FinancialYearsTable>[] | null>`(select json_agg(f order by f.period_end) from financial_years f where f.company_id = c.id)`.as('years'),
      sql<Selectable<QuarterlyResultsTable>[] | null>`(select json_agg(q order by q.period_end) from quarterly_results q where q.company_id = c.id)`.as(
        'quarters',
      ),
      sql<Array<Selectable<ShareholdingPatternsTable> & { document: string; filed_at: string | null }> | null>`(select json_agg(
          to_jsonb(p) || jsonb_build_object('document', f.document, 'filed_at', f.filed_at) order by p.as_of)
        from shareholding_patterns p join filings f on f.id = p.filing_id where f.company_id = c.id and f.superseded_by is null)`.as('shareholding'),
      sql<Selectable<CorporateActionsTable>[] | null>`(select json_agg(a order by a.ex_date, a.id) from corporate_actions a where a.company_id = c.id)`.as(
        'actions',
      ),
      sql<{ as_of: string; shares: number } | null>`(select json_build_object('as_of', s.as_of, 'shares', s.shares)
        from share_counts s where s.company_id = c.id order by s.as_of desc limit 1)`.as('share_count'),
      sql<Selectable<WeekHighLowTable> | null>`(select to_jsonb(w) from week_high_low w where w.company_id = c.id order by w.as_of desc limit 1)`.as(
        'week_range',
      ),
      // Exact closes only, unlike the engine's price history (engine_prices), which fills gaps with approximate
      // ones: a per-share figure is restated only for what was known by a real day's close (docs/statements.md).
      sql<{ price: number; as_of: string } | null>`(select json_build_object('price', p.price, 'as_of', p.as_of)
        from prices p where p.company_id = c.id and not p.approximate order by p.as_of desc, p.source limit 1)`.as('close'),
      sql<{ price: number; as_of: string } | null>`(select json_build_object('price', p.price, 'as_of', p.as_of)
        from prices p join (select max(s.as_of) as as_of from share_counts s where s.company_id = c.id) latest on true
        where p.company_id = c.id and not p.approximate and p.as_of between latest.as_of - 7 and latest.as_of
        order by p.as_of desc, p.source limit 1)`.as('close_at_share_count'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    company: { id: row.id, name: row.name, code: row.code, isin: row.isin, bse_code: row.bse_code, is_demo: row.is_demo },
    aliases: row.aliases ?? [],
    filings: (row.filed ?? []).map(toFiledStatement),
    exports: (row.years ?? []).map(toExportYear),
    exportQuarters: (row.quarters ?? []).map(toExportQuarter),
    shareholding: row.shareholding ?? [],
    actions: row.actions ?? [],
    shareCount: row.share_count,
    weekRange: row.week_range,
    close: row.close,
    closeAtShareCount: row.close_at_share_count,
  };
}

/** A company's name, or undefined when there is no such company. */
export async function companyNameOf(db: Kysely<Database>, companyId: string): Promise<string | undefined> {
  return (await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst())?.name;
}
