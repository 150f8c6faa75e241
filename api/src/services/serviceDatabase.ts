import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';

/**
 * The database handle services are given. Routes hold it only to pass it
 * along: they never query it (routes → services → db, docs/architecture.md).
 */
export type ServiceDatabase = Kysely<Database>;
