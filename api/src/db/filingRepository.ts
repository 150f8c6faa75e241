import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type FilingKind, type FilingStatementsTable, type FilingsTable, type ShareholdingPatternsTable, type StatementKind } from './filingsSchema';
import { type Database, type StatementBasis } from './schema';

/** Queries of the filings import (migration 0012). The reads for pages are in statementsRepository. */

type Db = Kysely<Database> | Transaction<Database>;

export type StoredFiling = Selectable<FilingsTable>;
export type NewFiling = Omit<Insertable<FilingsTable>, 'notes'> & { notes: string[] };
export type NewStatement = Omit<Insertable<FilingStatementsTable>, 'filing_id' | 'figures'> & { figures: Record<string, number | null> };

export async function filingByDocument(db: Db, companyId: string, document: string): Promise<StoredFiling | undefined> {
  return db.selectFrom('filings').selectAll().where('company_id', '=', companyId).where('document', '=', document).executeTakeFirst();
}

/** Every document filed for one report: a company's results of one basis for one quarter, or its shareholding at one date. */
export async function filingsOfReport(
  db: Db,
  report: { companyId: string; kind: FilingKind; basis: StatementBasis | null; periodEnd: string },
): Promise<StoredFiling[]> {
  return db
    .selectFrom('filings')
    .selectAll()
    .where('company_id', '=', report.companyId)
    .where('kind', '=', report.kind)
    .where('period_end', '=', report.periodEnd)
    .where((eb) => (report.basis === null ? eb('basis', 'is', null) : eb('basis', '=', report.basis)))
    .orderBy('id')
    .execute();
}

export async function insertFiling(db: Db, filing: NewFiling): Promise<number> {
  const row = await db
    .insertInto('filings')
    .values({ ...filing, notes: JSON.stringify(filing.notes) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFiling(db: Db, id: number, filing: NewFiling): Promise<void> {
  await db
    .updateTable('filings')
    .set({ ...filing, notes: JSON.stringify(filing.notes), imported_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Marks which filing of a report is current: the others point at it. */
export async function setCurrentFiling(db: Db, currentId: number, replacedIds: readonly number[]): Promise<void> {
  await db.updateTable('filings').set({ superseded_by: null }).where('id', '=', currentId).execute();
  if (replacedIds.length > 0)
    await db
      .updateTable('filings')
      .set({ superseded_by: currentId })
      .where('id', 'in', [...replacedIds])
      .execute();
}

export async function replaceStatements(db: Db, filingId: number, statements: readonly NewStatement[]): Promise<void> {
  await db.deleteFrom('filing_statements').where('filing_id', '=', filingId).execute();
  if (statements.length === 0) return;
  await db
    .insertInto('filing_statements')
    .values(statements.map((statement) => ({ ...statement, filing_id: filingId, figures: JSON.stringify(statement.figures) })))
    .execute();
}

/** The spans of a company's current results filings of one basis, with their revenue, for checking period lengths. */
export async function currentSpans(db: Db, companyId: string, basis: StatementBasis): Promise<StoredSpan[]> {
  return db
    .selectFrom('filing_statements as s')
    .innerJoin('filings as f', 'f.id', 's.filing_id')
    .select([
      's.filing_id',
      's.statement',
      's.period_start',
      's.declared_start',
      's.period_end',
      's.months',
      's.length_note',
      sql<number | null>`(s.figures->>'revenue')::double precision`.as('revenue'),
    ])
    .where('f.company_id', '=', companyId)
    .where('f.basis', '=', basis)
    .where('f.superseded_by', 'is', null)
    .where('s.statement', 'in', ['quarter', 'year_to_date'])
    .orderBy('s.period_end')
    .orderBy('s.filing_id')
    .execute() as Promise<StoredSpan[]>;
}

export interface StoredSpan {
  filing_id: number;
  statement: StatementKind;
  period_start: string;
  declared_start: string | null;
  period_end: string;
  months: number;
  length_note: string | null;
  revenue: number | null;
}

/** Sets a filing's reconciled span on its year to date and its cash flow (which covers the same months). */
export async function setFilingSpan(
  db: Db,
  filingId: number,
  span: { start: string; months: number; declaredStart: string | null; note: string | null },
): Promise<void> {
  await db
    .updateTable('filing_statements')
    .set({ period_start: span.start, months: span.months, declared_start: span.declaredStart, length_note: span.note })
    .where('filing_id', '=', filingId)
    .where('statement', 'in', ['year_to_date', 'cash_flow'])
    .execute();
}

export async function replaceShareholding(db: Db, row: Insertable<ShareholdingPatternsTable>): Promise<void> {
  await db
    .insertInto('shareholding_patterns')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('filing_id').doUpdateSet(
        Object.fromEntries(
          Object.keys(row)
            .filter((column) => column !== 'filing_id')
            .map((column) => [column, sql.ref(`excluded.${column}`)]),
        ),
      ),
    )
    .execute();
}
