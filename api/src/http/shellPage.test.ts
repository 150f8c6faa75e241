import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PageSessionSchema } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { createTempDir, silentLogger } from '../testing/fixtures';
import { signedInApiForBlock } from '../testing/signedInApi';
import { createShellPage } from './shellPage';

/** A built page as PrerenderLandingPlugin writes it: pre-rendered markup, an inline theme script. */
const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','dark');";
const BUILT_PAGE = `<!doctype html><html lang="en-IN"><head><title>Conviction</title><script>${THEME_SCRIPT}</script></head><body><div id="root"><h1>Stock Research</h1></div></body></html>`;

function pageSessionOf(html: string): unknown {
  const match = /<script type="application\/json" id="conviction-page-session">(.*?)<\/script>/.exec(html);
  return match ? PageSessionSchema.parse(JSON.parse(match[1]!)) : undefined;
}

let emailSeq = 0;
const freshEmail = () => `page${++emailSeq}-${Date.now()}@example.test`;

describe.each(testDatabases())('the shell page on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  beforeAll(() => {
    const file = path.join(setup.api.staticRoot, 'shell', 'dist', 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, BUILT_PAGE);
  });

  it('tells a visitor without a session that nobody is signed in, keeping the pre-rendered markup', async () => {
    const res = await request(setup.api.app).get('/').expect(200);
    expect(pageSessionOf(res.text)).toEqual({ status: 'signedOut' });
    expect(res.text).toContain('<div id="root"><h1>Stock Research</h1></div>');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('puts the signed-in user into the page for their session cookie', async () => {
    const email = freshEmail();
    const { cookie, userId } = await setup.api.signIn(email, 'Asha Rao');
    const res = await request(setup.api.app).get('/index.html').set('Cookie', cookie).expect(200);
    expect(pageSessionOf(res.text)).toEqual({ status: 'signedIn', user: { user_id: userId, email, full_name: 'Asha Rao', picture: null } });
  });

  it("cannot be made to close the data block by a user's name", async () => {
    const { cookie } = await setup.api.signIn(freshEmail(), 'Evil </script><script>alert(1)</script>');
    const res = await request(setup.api.app).get('/').set('Cookie', cookie).expect(200);
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect(pageSessionOf(res.text)).toMatchObject({ user: { full_name: 'Evil </script><script>alert(1)</script>' } });
  });

  it("keeps a user's name with replacement patterns ($&, $') as it is", async () => {
    const name = "Asha $& $' $` Rao";
    const { cookie } = await setup.api.signIn(freshEmail(), name);
    const res = await request(setup.api.app).get('/').set('Cookie', cookie).expect(200);
    expect(pageSessionOf(res.text)).toMatchObject({ user: { full_name: name } });
  });

  it('says signed out once the session has ended', async () => {
    const { cookie } = await setup.api.signIn(freshEmail());
    await request(setup.api.app).post('/api/session/invalidate').set('Cookie', cookie).send({}).expect(200);
    const res = await request(setup.api.app).get('/').set('Cookie', cookie).expect(200);
    expect(pageSessionOf(res.text)).toEqual({ status: 'signedOut' });
  });

  it('admits the inline theme script by its hash, and nothing inline besides', async () => {
    const res = await request(setup.api.app).get('/').expect(200);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1];
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

describe('createShellPage', () => {
  const dir = createTempDir();
  const indexFile = path.join(dir.root, 'index.html');
  beforeAll(() => fs.writeFileSync(indexFile, BUILT_PAGE));
  afterAll(() => dir.remove());

  async function serve(page: ReturnType<typeof createShellPage>): Promise<string> {
    const express = (await import('express')).default;
    const app = express().get('/', page.handler);
    return (await request(app).get('/').expect(200)).text;
  }

  it('serves the page without a session when the lookup is slow, so the browser asks instead', async () => {
    const page = createShellPage({ indexFile, logger: silentLogger(), waitMs: 50, lookup: () => new Promise(() => {}) });
    const html = await serve(page);
    expect(pageSessionOf(html)).toBeUndefined();
    expect(html).toContain('<h1>Stock Research</h1>');
  });

  it('serves the page without a session when the lookup fails', async () => {
    const page = createShellPage({ indexFile, logger: silentLogger(), lookup: () => Promise.reject(new Error('database down')) });
    expect(pageSessionOf(await serve(page))).toBeUndefined();
  });

  it("serves a company's page from the template without its heading when the lookup is slow", async () => {
    const template = BUILT_PAGE.replace('<h1>Stock Research</h1>', '<header data-company-heading=""><h1>%%COMPANY_NAME%%</h1><p>%%COMPANY_LINE%%</p></header>');
    fs.writeFileSync(path.join(dir.root, 'company.html'), template);
    try {
      const page = createShellPage({ indexFile, logger: silentLogger(), waitMs: 50, companyHead: () => new Promise(() => {}) });
      const express = (await import('express')).default;
      const app = express().use(page.companyHandler);
      const html = (await request(app).get('/company/TCS').expect(200)).text;
      expect(html).toContain('<div id="root"><header data-company-heading=""></header></div>');
      expect(html).not.toContain('conviction-company-heading');
    } finally {
      // The other cases read the directory without a company template.
      fs.rmSync(path.join(dir.root, 'company.html'));
    }
  });

  it("serves the screener's page with #root emptied, its own title and the session, and leaves other paths alone", async () => {
    const page = createShellPage({ indexFile, logger: silentLogger(), lookup: async () => ({ status: 'signedOut' }) });
    const express = (await import('express')).default;
    const app = express()
      .use(page.shellPagesHandler)
      .use((_req, res) => res.status(418).end());
    const res = await request(app).get('/screen?q=ROCE%20%3E%2020').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<title>Screen all companies · Conviction</title>');
    expect(pageSessionOf(res.text)).toEqual({ status: 'signedOut' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    await request(app).get('/screens').expect(418);
    await request(app).post('/screen').expect(418);
  });

  it('reads a rebuilt page without a restart', async () => {
    const page = createShellPage({ indexFile, logger: silentLogger(), recheckMs: 0 });
    expect(await serve(page)).toContain('Stock Research');
    const rebuilt = BUILT_PAGE.replace('Stock Research', 'Rebuilt').replace(THEME_SCRIPT, 'void 0;');
    fs.writeFileSync(indexFile, rebuilt);
    fs.utimesSync(indexFile, new Date(), new Date(Date.now() + 5000));
    expect(await serve(page)).toContain('Rebuilt');
    expect(page.scriptHashes()).toEqual([`'sha256-${createHash('sha256').update('void 0;').digest('base64')}'`]);
  });
});
