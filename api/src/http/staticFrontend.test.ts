import { REMOTES } from 'shared-types/api';
import request from 'supertest';
import { createApp } from '../app';
import { capturingLogger, createTempDir, silentLogger, testConfig, writeFakeBuilds, type TempDir } from '../testing/fixtures';
import { cacheControlFor } from './staticFrontend';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir();
  writeFakeBuilds(dir, ['search']);
});
afterEach(() => dir.remove());

const app = (env: NodeJS.ProcessEnv = {}) => createApp(testConfig(dir.root, env), { logger: silentLogger(), data: null });

describe('cache headers', () => {
  it.each([
    // The page names who is signed in (shellPage.ts): private to the browser.
    ['/', 'private, no-cache'],
    ['/index.html', 'private, no-cache'],
    ['/theme-init.js', 'no-cache'],
    ['/favicon.ico', 'no-cache'],
    ['/main.3fa9c1b2de.js', IMMUTABLE],
    ['/main.3fa9c1b2de.css', IMMUTABLE],
    ['/main.3fa9c1b2de.js.map', IMMUTABLE],
    ['/remotes/search/mf-manifest.json', 'no-cache'],
    ['/remotes/search/mf-stats.json', 'no-cache'],
    ['/remotes/search/remoteEntry.js', 'no-cache'],
    ['/remotes/search/593.0a1b2c3d4e.js', IMMUTABLE],
    ['/remotes/search/593.0a1b2c3d4e.js.map', IMMUTABLE],
  ])('GET %s → %s', async (url, cacheControl) => {
    const res = await request(app()).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('needs exactly ten hex characters for a content hash', () => {
    expect(cacheControlFor('/x/vendor.3fa9c1b2de12.js')).toBe('no-cache');
    expect(cacheControlFor('/x/logo.ABCDEF1234.svg')).toBe('no-cache');
    expect(cacheControlFor('/x/assets/logo.abcdef1234.svg')).toBe(IMMUTABLE);
  });
});

describe('the shell page', () => {
  it('serves index.html at / as HTML', async () => {
    const res = await request(app()).get('/');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>Conviction</title>');
  });

  it('has no client-side routes: other paths are 404, not index.html', async () => {
    const res = await request(app()).get('/companies/INFY');
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found');
  });
});

describe('remote files', () => {
  it('answers a missing file with a plain 404, never the shell page', async () => {
    const res = await request(app()).get('/remotes/search/nope.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).not.toContain('<title>');
  });

  it('marks remote files CORP cross-origin and keeps the shell same-origin', async () => {
    const remote = await request(app()).get('/remotes/search/remoteEntry.js');
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const shell = await request(app()).get('/main.3fa9c1b2de.js');
    expect(shell.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('allows exactly the CORS_ORIGINS to fetch manifests, and varies on Origin', async () => {
    const server = app({ CORS_ORIGINS: 'http://localhost:3001' });
    const allowed = await request(server).get('/remotes/search/mf-manifest.json').set('Origin', 'http://localhost:3001');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(allowed.headers.vary).toMatch(/Origin/);
    const other = await request(server).get('/remotes/search/mf-manifest.json').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const shell = await request(server).get('/').set('Origin', 'http://localhost:3001');
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('missing builds', () => {
  it('404s and warns at start-up, naming the build and `npm run build`', async () => {
    const { logger, lines } = capturingLogger();
    const server = createApp(testConfig(dir.root), { logger, data: null });
    const warnings = lines()
      .filter((line) => line.level === 40)
      .map((line) => line.msg);
    // Every remote of remotes/remotes.json but search, which the test's folder has built.
    expect(warnings).toHaveLength(REMOTES.length - 1);
    expect(warnings.at(-1)).toMatch(/screener remote is not built .*Run `npm run build`/);
    expect(warnings[0]).toMatch(/accessed-companies remote is not built .*Run `npm run build`/);
    expect((await request(server).get('/remotes/upgrade-modal/mf-manifest.json')).status).toBe(404);
    const api = await request(server).get('/api/nothing');
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('404s / when the shell is not built', async () => {
    const empty = createTempDir();
    try {
      const res = await request(createApp(testConfig(empty.root), { logger: silentLogger(), data: null })).get('/');
      expect(res.status).toBe(404);
      expect(res.text).toBe('Not found');
    } finally {
      empty.remove();
    }
  });
});

describe('source maps', () => {
  const production = () => app({ NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true' });

  it.each(['/main.3fa9c1b2de.js.map', '/remotes/search/593.0a1b2c3d4e.js.map', '/main.3fa9c1b2de.js%2Emap', '/remotes/search/593.0a1b2c3d4e.js%2emap'])(
    'answers GET %s with the plain 404 in production, though dist holds the map',
    async (url) => {
      const res = await request(production()).get(url);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('Not found');
    },
  );

  it('still serves the bundles beside them in production', async () => {
    expect((await request(production()).get('/main.3fa9c1b2de.js')).status).toBe(200);
    expect((await request(production()).get('/remotes/search/593.0a1b2c3d4e.js')).status).toBe(200);
  });
});

describe("a remote's standalone page", () => {
  it('is a page for its squad in development, and not served in production, where the shell is the only page', async () => {
    dir.write('remotes/search/dist/index.html', '<!doctype html><title>search (standalone)</title>');
    expect((await request(app()).get('/remotes/search/index.html')).status).toBe(200);
    const production = app({ NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true' });
    for (const url of ['/remotes/search/index.html', '/remotes/search/INDEX.HTML', '/remotes/search/index%2Ehtml']) {
      const res = await request(production).get(url);
      expect(res.status).toBe(404);
      expect(res.text).toBe('Not found');
    }
    expect((await request(production).get('/remotes/search/mf-manifest.json')).status).toBe(200);
  });
});

describe('compression', () => {
  it('sends scripts gzipped to a browser that accepts it, and as they are to one that does not', async () => {
    const script = `console.info(${JSON.stringify('a fairly repetitive bundle '.repeat(200))});`;
    dir.write('shell/dist/main.0123456789.js', script);
    const gzipped = await request(app()).get('/main.0123456789.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(script);
    const plain = await request(app()).get('/main.0123456789.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
