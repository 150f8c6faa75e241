import fs from 'node:fs';
import path from 'node:path';
import { remotes } from '../../remotes/remotes.json';
import { baseUrl } from './harness/browser';
import { repoRoot } from './harness/server';

// Production source maps are build artefacts for error reporting (docs/front-ends.md, 'Builds and source maps'):
// webpack writes them to <app>/sourcemaps/, outside the served dist/, and the bundles do not point at them.

const APP_DIRS = ['shell', ...remotes.map((remote) => remote.folder)];

async function get(urlPath: string): Promise<Response> {
  return fetch(`${baseUrl()}${urlPath}`);
}

/** The shell's hashed main bundle, as index.html names it. */
async function shellMainBundle(): Promise<string> {
  const html = await (await get('/')).text();
  const name = /src="\/?(main\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
  if (!name) throw new Error(`index.html names no main bundle:\n${html}`);
  return name;
}

describe('source maps in the production build', () => {
  it('are not served for a remote entry or the shell bundle', async () => {
    const main = await shellMainBundle();
    for (const urlPath of ['/remotes/search/remoteEntry.js.map', `/${main}.map`]) {
      const res = await get(urlPath);
      expect({ urlPath, status: res.status }).toEqual({ urlPath, status: 404 });
    }
  });

  it('are not referenced from the served JavaScript', async () => {
    const main = await shellMainBundle();
    for (const urlPath of ['/remotes/search/remoteEntry.js', `/${main}`]) {
      const res = await get(urlPath);
      const referencesMap = (await res.text()).includes('sourceMappingURL');
      expect({ urlPath, status: res.status, referencesMap }).toEqual({ urlPath, status: 200, referencesMap: false });
    }
  });

  it('are kept next to each build, none inside a served dist folder', async () => {
    const main = await shellMainBundle();
    expect(fs.existsSync(path.join(repoRoot, 'shell', 'sourcemaps', `${main}.map`))).toBe(true);
    expect(fs.existsSync(path.join(repoRoot, 'remotes', 'search', 'sourcemaps', 'remoteEntry.js.map'))).toBe(true);
    for (const dir of APP_DIRS) {
      const maps = fs.readdirSync(path.join(repoRoot, dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
      expect({ dir, maps }).toEqual({ dir, maps: [] });
    }
  });
});
