/**
 * `npx tsx scripts/compareV1.ts <out-file>`: the v1 answer of every demo company, then of test
 * fixtures that reach what the demo does not (perturbed archetypes, kinds with no model, quarters
 * and noted sources, stale prices, the exchange's 52-week range), one `JSON.stringify` a line,
 * analysed at a fixed date. Run it on two commits and diff the files: rendering v1 from the stored
 * v2 document must give v1 clients the same bytes (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
import { writeFileSync } from 'node:fs';
import { analyseCompany } from '../src/analysis';
import { loadCompanyFactsBatch } from '../src/db/companyFactsRepository';
import { createDatabase } from '../src/db/createDatabase';
import { migrateToLatest } from '../src/db/migrations';
import { seedDemoIfEmpty } from '../src/demo/seedDemo';
import { createLogger } from '../src/logger';
import { type CompanyFacts } from '../src/analysis/types';
import { ARCHETYPES } from '../src/analysis/testing/archetypes';
import { metaRichCase } from '../src/analysis/testing/metaCases';
import { PERTURBED_BASES, perturbedFacts } from '../src/analysis/testing/perturbedFacts';

const COMPUTED_AT = '2026-11-28T00:00:00.000Z';
const BATCH = 200;
const SEEDS = 40;

/** A company's facts seen as another kind, with the exchange's share count and 52-week range. */
function variants(f: CompanyFacts): CompanyFacts[] {
  const last = f.prices.at(-1);
  const shares = f.years.at(-1)?.shares ?? null;
  const market = {
    shares: shares === null || last === undefined ? null : { shares: shares * 1.01, asOf: last.asOf },
    weekRange: last === undefined ? null : { high: last.price * 1.3, low: last.price * 0.7, asOf: last.asOf },
  };
  return [
    f,
    { ...f, market },
    { ...f, profile: { ...f.profile, kind: 'insurer', isLender: false } },
    { ...f, profile: { ...f.profile, kind: 'other_financial', isLender: false } },
    { ...f, prices: [] },
  ];
}

function fixtures(): CompanyFacts[] {
  const perturbed = Object.keys(PERTURBED_BASES).flatMap((base) => Array.from({ length: SEEDS }, (_, seed) => perturbedFacts(base, seed + 1, seed % 4 === 3)));
  const rich = metaRichCase();
  const stale = { ...rich, prices: [{ price: 1_500, asOf: '2024-11-29', source: 'bhavcopy' }], quarters: [] };
  return [...Object.values(ARCHETYPES).map((make) => make()), rich, stale, ...perturbed].flatMap(variants);
}

async function main(out: string): Promise<void> {
  const database = await createDatabase({ logger: createLogger('warn') }); // in-memory PGlite
  try {
    await migrateToLatest(database.db);
    await seedDemoIfEmpty(database.db);
    const ids = (await database.db.selectFrom('companies').select('id').orderBy('id').execute()).map((row) => row.id);
    const lines: string[] = [];
    for (let start = 0; start < ids.length; start += BATCH) {
      const facts = await loadCompanyFactsBatch(database.db, ids.slice(start, start + BATCH));
      for (const id of ids.slice(start, start + BATCH)) {
        const f = facts.get(id);
        lines.push(f === undefined ? `${id}: no facts` : JSON.stringify(analyseCompany(f, { computedAt: COMPUTED_AT })));
      }
    }
    for (const f of fixtures()) lines.push(JSON.stringify(analyseCompany(f, { computedAt: COMPUTED_AT })));
    writeFileSync(out, `${lines.join('\n')}\n`);
    console.info(`${lines.length} answers written to ${out}`);
  } finally {
    await database.close();
  }
}

const out = process.argv[2];
if (out === undefined) {
  console.error('usage: tsx scripts/compareV1.ts <out-file>');
  process.exit(2);
}
main(out).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
