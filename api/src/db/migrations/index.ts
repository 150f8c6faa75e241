import { sql, Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { type Logger } from '../../logger';
import { type Database } from '../schema';
import { initial } from './0001_initial';
import { analysisPayloadJson } from './0002_analysis_payload_json';
import { imports } from './0003_imports';
import { realFiles } from './0004_real_files';
import { periodEndPrices } from './0005_period_end_prices';
import { identityRevocation } from './0006_identity_revocation';
import { auditEvents } from './0007_audit_events';
import { accountDeletion } from './0008_account_deletion';
import { userPreferences } from './0009_user_preferences';
import { peerFigures } from './0010_peer_figures';
import { payments } from './0011_payments';
import { exchangeFilings } from './0012_exchange_filings';
import { refundShares } from './0014_refund_shares';
import { emailNotUnique } from './0015_email_not_unique';
import { exportRecency } from './0016_export_recency';
import { pillarWeightIds } from './0017_pillar_weight_ids';
import { researchV2 } from './0018_research_v2';
import { companyFigures } from './0019_company_figures';
import { savedScreens } from './0020_saved_screens';
import { refundTimes } from './0021_refund_times';
import { supportMessages } from './0022_support_messages';
import { withOwnSchemaIntrospection } from './ownSchemaIntrospection';

/**
 * Every migration, in order, listed in code (no folder scanning: works the
 * same under tsx, jest and a bundler). Never edit an applied one; add a new entry.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_analysis_payload_json': analysisPayloadJson,
  '0003_imports': imports,
  '0004_real_files': realFiles,
  '0005_period_end_prices': periodEndPrices,
  '0006_identity_revocation': identityRevocation,
  '0007_audit_events': auditEvents,
  '0008_account_deletion': accountDeletion,
  '0009_user_preferences': userPreferences,
  '0010_peer_figures': peerFigures,
  '0011_payments': payments,
  '0012_exchange_filings': exchangeFilings,
  '0014_refund_shares': refundShares,
  '0015_email_not_unique': emailNotUnique,
  '0016_export_recency': exportRecency,
  '0017_pillar_weight_ids': pillarWeightIds,
  '0018_research_v2': researchV2,
  '0019_company_figures': companyFigures,
  '0020_saved_screens': savedScreens,
  '0021_refund_times': refundTimes,
  '0022_support_messages': supportMessages,
};

export interface MigrationReport {
  applied: string[];
  /** Migrations that were already in place. */
  total: number;
}

/**
 * Brings the schema up to date; safe to run on every start-up and from several
 * processes at once (Kysely takes an advisory lock). Throws when a migration fails.
 */
export async function migrateToLatest(db: Kysely<Database>, logger?: Logger): Promise<MigrationReport> {
  // Kysely looks for its bookkeeping tables in every schema unless told which
  // one: with one schema per test file it would find another file's tables.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema: check search_path');

  const migrator = new Migrator({
    db: withOwnSchemaIntrospection(db, schema),
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    migrationTableSchema: schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result: MigrationResult) => result.status === 'Error');
  if (error !== undefined) {
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const applied = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  logger?.info({ applied, schema }, applied.length > 0 ? `Applied ${applied.length} migration(s)` : 'Database schema is up to date');
  return { applied, total: Object.keys(MIGRATIONS).length };
}
