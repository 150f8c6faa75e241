import { type Transaction } from 'kysely';
import { actionsOf, latestFiledCapital, latestShareCounts } from '../../../db/marketDataRepository';
import { type Database } from '../../../db/schema';
import { unrecordedActionFlag } from '../../../statements/dataFlags';

/**
 * After a daily import: each changed company whose listed share count jumped
 * from its latest filing's with no split or bonus recorded (statements/dataFlags.ts),
 * named in the summary, so the person importing sees it at once.
 */
export async function unrecordedActionNotes(trx: Transaction<Database>, companyIds: readonly string[]): Promise<string[]> {
  if (companyIds.length === 0) return [];
  // One query after another: they share the import's one connection.
  const filed = await latestFiledCapital(trx, companyIds);
  const listed = await latestShareCounts(trx, companyIds);
  const checked = [...filed.keys()].filter((id) => listed.has(id));
  if (checked.length === 0) return [];
  const actions = await actionsOf(trx, checked);
  const names = new Map(
    (await trx.selectFrom('companies').select(['id', 'code', 'name']).where('id', 'in', checked).execute()).map((row) => [row.id, row.code || row.name]),
  );
  const notes: string[] = [];
  for (const [id, name] of names) {
    const count = listed.get(id)!;
    const flag = unrecordedActionFlag({
      filed: filed.get(id) ?? null,
      listed: { asOf: count.as_of, shares: count.shares },
      actions: (actions.get(id) ?? []).map((action) => ({ kind: action.kind, exDate: action.ex_date, shareMultiplier: action.share_multiplier })),
    });
    if (flag !== null) notes.push(`Unrecorded corporate action? ${name}: ${flag.message}`);
  }
  return notes.sort();
}
