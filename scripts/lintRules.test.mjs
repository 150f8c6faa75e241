// Proves the architecture rules in eslint.config.mjs fire: each case writes a small
// module into a throwaway folder inside a package (type-aware rules and the cycle
// check read files on disk) and lints it through ESLint's Node API with the
// repository's own config. Run: node --test scripts/lintRules.test.mjs (part of `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './frontendApps.mjs';

const eslint = new ESLint({ cwd: repoRoot });
const folders = new Map();

/** A throwaway folder directly under `packageSrc` (e.g. 'shell/src'), made once per package. */
function fixtureFolder(packageSrc) {
  if (!folders.has(packageSrc)) folders.set(packageSrc, fs.mkdtempSync(path.join(repoRoot, packageSrc, 'lint-fixture-')));
  return folders.get(packageSrc);
}

/** Writes the files (name → code) into the package's fixture folder and lints the first; returns its rule ids. */
async function ruleIds(packageSrc, files) {
  const folder = fixtureFolder(packageSrc);
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), code);
  const [result] = await eslint.lintFiles([path.join(folder, Object.keys(files)[0])]);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

after(() => {
  for (const folder of folders.values()) fs.rmSync(folder, { recursive: true, force: true });
});

describe('architecture lint rules', () => {
  it('refuses a remote importing another remote', async () => {
    const code = "import * as details from '../../../company-details/src/messages';\nexport const x = details;\n";
    assert.deepEqual(await ruleIds('remotes/search/src', { 'crossRemote.ts': code }), ['import-x/no-restricted-paths']);
  });

  it('refuses the shell importing a remote, and a front end importing the API', async () => {
    const remote = "import * as search from '../../../remotes/search/src/messages';\nexport const x = search;\n";
    assert.deepEqual(await ruleIds('shell/src', { 'importsRemote.ts': remote }), ['import-x/no-restricted-paths']);
    const api = "import { uuidV5 } from '../../../api/src/auth/uuidV5';\nexport const x = uuidV5;\n";
    assert.deepEqual(await ruleIds('shell/src', { 'importsApi.ts': api }), ['import-x/no-restricted-paths']);
  });

  it('lets a remote import shared-types', async () => {
    const code = "import { type AccessSummary } from 'shared-types/api';\nexport type X = AccessSummary;\n";
    assert.deepEqual(await ruleIds('remotes/search/src', { 'usesContract.ts': code }), []);
  });

  it('refuses a floating promise and accepts one marked void', async () => {
    const floating = 'async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n}\n';
    assert.deepEqual(await ruleIds('api/src', { 'floating.ts': floating }), ['@typescript-eslint/no-floating-promises']);
    assert.deepEqual(await ruleIds('api/src', { 'floating.ts': floating.replace('  save();', '  void save();') }), []);
  });

  it('refuses a switch that misses a case of a union', async () => {
    const code = "export function label(kind: 'a' | 'b'): string {\n  switch (kind) {\n    case 'a':\n      return 'A';\n  }\n  return '';\n}\n";
    assert.deepEqual(await ruleIds('api/src', { 'switchCase.ts': code }), ['@typescript-eslint/switch-exhaustiveness-check']);
  });

  it('refuses a service importing the HTTP layer, and HTTP plumbing importing a service', async () => {
    const service = "import { HttpError } from '../../http/httpError';\nexport const refuse = (): Error => new HttpError(404, 'x', 'y');\n";
    assert.deepEqual(await ruleIds('api/src/services', { 'throwsHttp.ts': service }), ['import-x/no-restricted-paths']);
    const http = "import { failureReason } from '../../services/audit';\nexport const reason = failureReason;\n";
    assert.deepEqual(await ruleIds('api/src/http', { 'callsService.ts': http }), ['import-x/no-restricted-paths']);
  });

  it('lets a service throw a DomainError', async () => {
    const code = "import { DomainError } from '../../errors/domainError';\nexport const refuse = (): Error => new DomainError('not_found', 'x', 'y');\n";
    assert.deepEqual(await ruleIds('api/src/services', { 'throwsDomain.ts': code }), []);
  });

  it('refuses a route querying the database, but lets a route test set its data up there', async () => {
    const code = "import { listStocks } from '../../db/stockRepository';\nexport const list = listStocks;\n";
    assert.deepEqual(await ruleIds('api/src/routes', { 'queries.ts': code }), ['import-x/no-restricted-paths']);
    assert.deepEqual(await ruleIds('api/src/routes', { 'queries.test.ts': code }), []);
  });

  it('refuses db/ importing a layer above it, and auth/ importing a service', async () => {
    const db = "import { recordAudit } from '../../services/audit';\nexport const record = recordAudit;\n";
    assert.deepEqual(await ruleIds('api/src/db', { 'callsService.ts': db }), ['import-x/no-restricted-paths']);
    const auth = "import { resolveSession } from '../../services/sessions';\nexport const resolve = resolveSession;\n";
    assert.deepEqual(await ruleIds('api/src/auth', { 'callsService.ts': auth }), ['import-x/no-restricted-paths']);
  });

  it('refuses the analysis engine importing anything of the API but itself', async () => {
    const code = "import { type Database } from '../../db/schema';\nexport type X = Database;\n";
    assert.deepEqual(await ruleIds('api/src/analysis', { 'readsDb.ts': code }), ['import-x/no-restricted-paths']);
    const own = "import { type CompanyFacts } from '../types';\nexport type X = CompanyFacts;\n";
    assert.deepEqual(await ruleIds('api/src/analysis', { 'ownTypes.ts': own }), []);
  });

  it('refuses two modules that import each other', async () => {
    // import-x/no-cycle follows value imports; type-only imports are not counted.
    const files = {
      'first.ts': "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
      'second.ts': "import { first } from './first';\nexport const second = (): number => (Math.random() > 2 ? first() : 0);\n",
    };
    assert.deepEqual(await ruleIds('api/src', files), ['import-x/no-cycle']);
  });
});
