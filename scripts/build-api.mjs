// Compiles the API (api/src) and the parts of shared-types it imports at run time
// (shared-types/src/api, shared-types/src/messages) to CommonJS, so production runs `node api/dist/server.js`:
// one process, no TypeScript loader in front of it. Each file is transpiled on
// its own with swc (the code is written for isolatedModules); type checking is
// `npm run typecheck`'s job. Node finds the compiled shared-types through the
// `conviction-compiled` export condition (see shared-types/package.json).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './frontendApps.mjs';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');

export const COMPILED_SERVER = path.join(repoRoot, 'api', 'dist', 'server.js');

const targets = [
  { from: path.join(repoRoot, 'api', 'src'), to: path.join(repoRoot, 'api', 'dist') },
  { from: path.join(repoRoot, 'shared-types', 'src', 'api'), to: path.join(repoRoot, 'shared-types', 'dist', 'api') },
  // The message catalogue imports shared-types/src/api by relative path: dist/ keeps the same layout.
  { from: path.join(repoRoot, 'shared-types', 'src', 'messages'), to: path.join(repoRoot, 'shared-types', 'dist', 'messages') },
];

/** Tests, test fixtures and golden files are not part of the server. */
function isServerSource(file) {
  const relative = file.split(path.sep);
  if (relative.includes('testing') || relative.includes('__golden__')) return false;
  return file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isServerSource(full) ? [full] : [];
  });
}

function newestInput() {
  const inputs = [
    ...targets.flatMap((target) => sourceFiles(target.from)),
    path.join(repoRoot, 'package-lock.json'),
    path.join(repoRoot, 'scripts', 'build-api.mjs'),
    // shared-types/src/api/remotes.ts requires it at run time (same relative path from dist/).
    path.join(repoRoot, 'remotes', 'remotes.json'),
  ];
  return Math.max(...inputs.map((file) => fs.statSync(file).mtimeMs));
}

/** Why the API needs compiling, or null when api/dist is newer than every source. */
export function apiStaleReason() {
  if (!fs.existsSync(COMPILED_SERVER)) return 'not built yet';
  return newestInput() > fs.statSync(COMPILED_SERVER).mtimeMs ? 'sources changed since the last build' : null;
}

export async function buildApi() {
  const started = Date.now();
  let count = 0;
  for (const { from, to } of targets) {
    fs.rmSync(to, { recursive: true, force: true });
    for (const file of sourceFiles(from)) {
      const out = path.join(to, path.relative(from, file)).replace(/\.ts$/, '.js');
      const { code, map } = await swc.transformFile(file, {
        swcrc: false,
        sourceMaps: true,
        jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
        module: { type: 'commonjs' },
      });
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, `${code}\n//# sourceMappingURL=${path.basename(out)}.map\n`);
      fs.writeFileSync(`${out}.map`, map);
      count += 1;
    }
  }
  // Written last: its time stamp is what apiStaleReason compares against.
  fs.utimesSync(COMPILED_SERVER, new Date(), new Date());
  console.info(`Compiled the API (${count} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
