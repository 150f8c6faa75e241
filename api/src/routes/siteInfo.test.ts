import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { GST_NOTE_INCLUDED, GST_NOTE_WITHOUT_GSTIN, SELLER_ADDRESS_ON_REQUEST, SiteInfoSchema, SUPPORT_EMAIL_ON_REQUEST } from 'shared-types/api';
import { createApp } from '../app';
import { OPEN_TIMEOUT_MS, testDatabases } from '../db/testing/testDatabases';
import { createTempDir, silentLogger, testConfig } from '../testing/fixtures';
import { createSignedInApi, signedInApiForBlock, type SignedInApi } from '../testing/signedInApi';

/** Issue 34 item 6: GET /api/site, and the Terms and Privacy pages filled in from the same configuration. */

const CONFIGURED = {
  SELLER_NAME: 'Conviction Research & Co <LLP>',
  SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
  SUPPORT_EMAIL: 'help@conviction.example',
  SOCIAL_X_URL: 'https://x.com/conviction',
  SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@conviction',
  GSTIN: '27AAPFU0939F1ZV',
  FREE_COMPANY_LIMIT: '7',
};

/** The build's pages as PrerenderLandingPlugin writes them: index.html, and each legal page with the placeholders. */
const page = (root: string) => `<!doctype html><html lang="en-IN"><head><title>Conviction</title></head><body><div id="root">${root}</div></body></html>`;
const legalTemplate = (id: string, heading: string) =>
  page(
    `<article data-legal-page="${id}"><h1>${heading}</h1><p>Sold by %%SELLER_NAME%%, %%SELLER_ADDRESS%%. Write to %%SUPPORT_EMAIL%%.</p><p>%%GST_NOTE%% Free: %%FREE_LIMIT%%.</p></article>`,
  );

function writeBuild(staticRoot: string, withLegal = true): void {
  const dist = path.join(staticRoot, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), page('<h1>Stock Research</h1>'));
  for (const [id, heading] of [
    ['terms', 'Terms of service'],
    ['privacy', 'Privacy policy'],
  ]) {
    const file = path.join(dist, `${id}.html`);
    if (withLegal) fs.writeFileSync(file, legalTemplate(id!, heading!));
    else fs.rmSync(file, { force: true });
  }
}

const siteBlockOf = (html: string) => {
  const match = /<script type="application\/json" id="conviction-site-info">(.*?)<\/script>/.exec(html);
  return match ? SiteInfoSchema.parse(JSON.parse(match[1]!)) : undefined;
};

describe('GET /api/site without a database', () => {
  const dir = createTempDir();
  afterAll(() => dir.remove());

  it('answers the defaults, cacheable by anyone for five minutes', async () => {
    const app = createApp(testConfig(dir.root), { logger: silentLogger(), data: null });
    const res = await request(app).get('/api/site').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(SiteInfoSchema.parse(res.body)).toEqual({
      seller: { name: 'Conviction', address: null },
      support_email: null,
      social: { x: null, youtube: null },
      gst_included: false,
      free_company_limit: 5,
    });
  });
});

describe.each(testDatabases())('the site information and the legal pages on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  let configured: SignedInApi;
  beforeAll(async () => {
    configured = await createSignedInApi(setup.database, { ...CONFIGURED, RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
    writeBuild(configured.staticRoot);
    writeBuild(setup.api.staticRoot);
  }, OPEN_TIMEOUT_MS);

  it('answers the configured seller, support address, social links, GST and free limit to anyone', async () => {
    const res = await request(configured.app).get('/api/site').set('Cookie', '__Host-sid=made-up').expect(200);
    expect(SiteInfoSchema.parse(res.body)).toEqual({
      seller: { name: 'Conviction Research & Co <LLP>', address: '12 MG Road, Bengaluru 560001' },
      support_email: 'help@conviction.example',
      social: { x: 'https://x.com/conviction', youtube: 'https://www.youtube.com/@conviction' },
      gst_included: true,
      free_company_limit: 7,
    });
  });

  it.each([
    ['/terms', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
  ])('serves %s pre-rendered with its title, its heading and the configured seller, HTML-escaped', async (address, heading) => {
    const res = await request(configured.app).get(address).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<title>${heading} · Conviction</title>`);
    expect(res.text).toContain(`<h1>${heading}</h1>`);
    expect(res.text).toContain('Sold by Conviction Research &amp; Co &lt;LLP&gt;, 12 MG Road, Bengaluru 560001. Write to help@conviction.example.');
    expect(res.text).toContain(`${GST_NOTE_INCLUDED} Free: 7.`);
    expect(res.text).not.toContain('%%');
    // The page hydrates from the same details.
    expect(siteBlockOf(res.text)).toMatchObject({ seller: { name: 'Conviction Research & Co <LLP>' }, gst_included: true });
  });

  it('says the address and e-mail are given on request when they are not configured', async () => {
    const html = (await request(setup.api.app).get('/terms').expect(200)).text;
    expect(html).toContain(`Sold by Conviction, ${SELLER_ADDRESS_ON_REQUEST}. Write to ${SUPPORT_EMAIL_ON_REQUEST}.`);
    expect(html).toContain(`${GST_NOTE_WITHOUT_GSTIN} Free: 5.`);
  });

  it('puts the site information into every shell page, the landing included', async () => {
    const html = (await request(configured.app).get('/').expect(200)).text;
    expect(html).toContain('<h1>Stock Research</h1>');
    expect(siteBlockOf(html)?.social).toEqual({ x: 'https://x.com/conviction', youtube: 'https://www.youtube.com/@conviction' });
  });

  it('serves a build without legal pages with #root emptied and the title, for the shell to render', async () => {
    writeBuild(configured.staticRoot, false);
    try {
      // The page is re-read at most once a second.
      await new Promise<void>((resolve) => setTimeout(resolve, 1_100));
      const res = await request(configured.app).get('/privacy').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<title>Privacy policy · Conviction</title>');
    } finally {
      writeBuild(configured.staticRoot);
    }
  });
});
