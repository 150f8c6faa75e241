import { type Transaction } from 'kysely';
import { currentSpans, setFilingSpan } from '../../../db/filingRepository';
import { type Database, type StatementBasis } from '../../../db/schema';
import { resolveSpans } from './periodLengths';

/**
 * Re-checks the lengths of a company's years to date of one basis after a
 * filing of that basis was written (see periodLengths.ts). Every check starts
 * from the declared dates, so the outcome does not depend on the order the
 * filings were imported in. Returns a note per span whose length changed.
 */
export async function reconcileSpanLengths(trx: Transaction<Database>, companyId: string, basis: StatementBasis): Promise<string[]> {
  const spans = await currentSpans(trx, companyId, basis);
  const resolved = resolveSpans(
    spans.map((span) => ({
      key: `${span.filing_id}:${span.statement}`,
      start: span.declared_start ?? span.period_start,
      end: span.period_end,
      revenue: span.revenue,
    })),
  );
  const notes: string[] = [];
  for (const [index, span] of spans.entries()) {
    const answer = resolved[index]!;
    if (span.statement !== 'year_to_date') continue;
    const declared = span.declared_start ?? span.period_start;
    const next = { start: answer.start, months: answer.months, declaredStart: answer.start === declared ? null : declared, note: answer.note };
    if (next.start === span.period_start && next.months === span.months && next.note === span.length_note) continue;
    await setFilingSpan(trx, span.filing_id, next);
    notes.push(
      answer.note === null
        ? `The ${basis} period to ${span.period_end} is ${answer.months} months, as filed`
        : `The ${basis} period to ${span.period_end} is ${answer.note}`,
    );
  }
  return notes;
}
