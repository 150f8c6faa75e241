import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startServer } from './server';

/** One server for the whole run; tests that need a different configuration start their own. */
export default async function globalSetup(): Promise<void> {
  const missing = ['shell/dist/index.html', 'remotes/search/dist/mf-manifest.json', 'api/dist/server.js'].filter(
    (file) => !fs.existsSync(path.join(repoRoot, file)),
  );
  if (missing.length > 0) {
    throw new Error(`The production build is missing (${missing.join(', ')}). Run \`npm run build\` first (npm test does).`);
  }
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  (globalThis as { __CONVICTION_SERVER__?: unknown }).__CONVICTION_SERVER__ = server;
}
