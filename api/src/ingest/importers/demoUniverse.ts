import { type Transaction } from 'kysely';
import { countDemoCompanies, deleteDemoUniverse } from '../../db/demoUniverseRepository';
import { type Database } from '../../db/schema';
import { insertUniverse } from '../../demo/seedDemo';
import { generateDemoUniverse } from '../../demo/universe';
import { emptyCounts, type WriteOutcome } from './importTypes';

/**
 * `demo --reset`: the fictional companies go, with everything about them;
 * real companies and the accesses to them stay. Accesses to demo companies
 * are removed and given back to their users' free quota.
 */
export async function resetDemoUniverse(trx: Transaction<Database>): Promise<WriteOutcome> {
  const counts = emptyCounts('demo companies');
  const removal = await deleteDemoUniverse(trx);
  counts.removed = removal.companies;
  const notes =
    removal.companies === 0
      ? ['There was no demo universe to remove']
      : [
          `Removed ${removal.companies} demo companies with their statements, prices, guidance and analyses, and ${removal.accesses} access(es) to them (given back to the users' free quota)`,
        ];
  return { parts: [counts], skipped: [], notes, affected: [] };
}

/** `demo --load`: the demo universe again (the same companies and figures every time), unless it is there. */
export async function loadDemoUniverse(trx: Transaction<Database>): Promise<WriteOutcome> {
  const counts = emptyCounts('demo companies');
  const present = await countDemoCompanies(trx);
  if (present > 0) {
    counts.unchanged = present;
    return { parts: [counts], skipped: [], notes: ['The demo universe is already loaded'], affected: [] };
  }
  const universe = generateDemoUniverse();
  counts.added = (await insertUniverse(trx, universe)).companies;
  return { parts: [counts], skipped: [], notes: [`Loaded ${counts.added} fictional demo companies`], affected: universe.map(({ profile }) => profile.id) };
}
