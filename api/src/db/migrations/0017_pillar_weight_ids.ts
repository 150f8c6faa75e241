import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Saved pillar weights are keyed by pillar id, not by the English name Part 4
 * gave the pillar (issue 31; docs/decisions/0005-payload-v2-and-message-catalogue.md).
 * Frozen here: a migration must not change when the contract's list does.
 */
export const PILLAR_IDS_BY_V1_NAME_0017 = [
  ['Business quality', 'business_quality'],
  ['Growth', 'growth'],
  ['Financial strength', 'financial_strength'],
  ['Earnings quality', 'earnings_quality'],
  ['Management credibility', 'management_credibility'],
  ['Valuation', 'valuation'],
] as const;

const quoted = (text: string) => `'${text}'`;
const PAIRS = `(values ${PILLAR_IDS_BY_V1_NAME_0017.map(([name, id]) => `(${quoted(name)}, ${quoted(id)})`).join(', ')}) as pair (name, id)`;

/**
 * Rewrites every row whose keys are all in `from` to the matching `to` keys,
 * weights unchanged. A row with any other key (never written by the API: a
 * hand edit) is left as it is, so no one's data is lost; the API reads it as
 * the standard weights and a later PUT replaces it. Such rows are found with
 * `select user_id, weights from user_preferences where weights is not null and not weights ?&
 * array['business_quality', 'growth', 'financial_strength', 'earnings_quality', 'management_credibility', 'valuation']`.
 */
function rekey(from: 'name' | 'id', to: 'name' | 'id'): string {
  const known = PILLAR_IDS_BY_V1_NAME_0017.map((pair) => quoted(pair[from === 'name' ? 0 : 1])).join(', ');
  return `update user_preferences as p
    set weights = (
      select jsonb_object_agg(pair.${to}, entry.value)
      from jsonb_each(p.weights) as entry join ${PAIRS} on pair.${from} = entry.key
    )
    where p.weights is not null
      and p.weights <> '{}'::jsonb
      and not exists (select 1 from jsonb_object_keys(p.weights) as key where key not in (${known}))`;
}

// Down gives an API from before ids the names it reads; weights saved by id since become names too.
const UP = [rekey('name', 'id')];
const DOWN = [rekey('id', 'name')];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const pillarWeightIds: Migration = {
  up: (db: Kysely<unknown>) => run(db, UP),
  down: (db: Kysely<unknown>) => run(db, DOWN),
};
