import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { year } from '../analysis/testing/builders';
import { upsertFinancialYears } from '../db/financialYearImportRepository';
import { financialYearToRow } from '../db/financialYearRows';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock } from '../testing/signedInApi';

/** A built page as the shell's production build writes it: a title, a description, an inline theme script. */
const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','dark');";
const BUILT_PAGE = `<!doctype html><html lang="en-IN"><head><meta name="description" content="Conviction: explainable stock research for Indian-listed companies." /><title>Conviction</title><script>${THEME_SCRIPT}</script></head><body><div id="root"><h1>Stock Research</h1></div></body></html>`;

const MM = { id: 'isin:INE101A01026', name: 'Mahindra & Mahindra Limited', code: 'M&M', isin: 'INE101A01026' };
const ODD = { id: 'isin:INE999Z01019', name: `Q<Co> "Quoted" O'Brien Ltd`, code: 'QCO', isin: 'INE999Z01019' };

/** The build's company page template (shell/webpack/PrerenderLandingPlugin.js): the heading's element holds its name and line. */
const COMPANY_TEMPLATE = BUILT_PAGE.replace(
  '<div id="root"><h1>Stock Research</h1></div>',
  '<div id="root"><main><header class="heading" data-company-heading=""><h1 class="name">%%COMPANY_NAME%%</h1><p class="line">%%COMPANY_LINE%%</p><p>About %%COMPANY_NAME%%.</p></header><div data-remote="search"></div></main></div>',
);

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)" />`).exec(html)?.[1];

type Setup = ReturnType<typeof signedInApiForBlock>;

/** The built files in the API's static root, and two companies (one priced) in its database. */
async function seed(setup: Setup, files: Record<string, string>): Promise<void> {
  for (const [name, html] of Object.entries(files)) {
    const file = path.join(setup.api.staticRoot, 'shell', 'dist', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  const { db } = setup.database;
  await db
    .insertInto('companies')
    .values([
      { ...MM, is_demo: false },
      { ...ODD, is_demo: false },
    ])
    .execute();
  await upsertFinancialYears(db, [financialYearToRow(MM.id, year(2025, { netProfit: 500, shares: 100 }), 'screener')]);
  await db
    .insertInto('prices')
    .values({ company_id: MM.id, price: 100, as_of: '2025-08-01', source: 'bhavcopy', exchange: 'NSE', approximate: false })
    .execute();
}

describe.each(testDatabases())('the page of /company/<key> on $name', (engine) => {
  const setup = signedInApiForBlock(engine);
  const get = (urlPath: string) => request(setup.api.app).get(urlPath);

  beforeAll(() => seed(setup, { 'index.html': BUILT_PAGE }));

  it('titles and describes the page for the company, HTML-escaped, keeping the session block and the CSP hashes', async () => {
    const res = await get('/company/M%26M').expect(200);
    expect(titleOf(res.text)).toBe('Mahindra &amp; Mahindra Limited (M&amp;M) · Conviction');
    const description =
      'Mahindra &amp; Mahindra Limited (M&amp;M): Price ₹100 on 1 Aug 2025, market capitalisation ₹10,000 crore. Key figures, price history and explainable research on Conviction.';
    expect(metaOf(res.text, 'name="description"')).toBe(description);
    expect(metaOf(res.text, 'property="og:title"')).toBe('Mahindra &amp; Mahindra Limited (M&amp;M) · Conviction');
    expect(metaOf(res.text, 'property="og:description"')).toBe(description);
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.text).toContain('<script type="application/json" id="conviction-page-session">{"status":"signedOut"}</script>');
    // Not the pre-rendered landing page: the shell renders the company page from its first frame (no layout shift).
    expect(res.text).toContain('<div id="root"></div>');
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('escapes angle brackets and quotes of a name', async () => {
    const res = await get('/company/qco').expect(200);
    expect(res.text).not.toContain('<Co>');
    expect(titleOf(res.text)).toBe('Q&lt;Co&gt; &quot;Quoted&quot; O&#39;Brien Ltd (QCO) · Conviction');
    // No price: the description says only what is known.
    expect(metaOf(res.text, 'name="description"')).toBe(
      'Q&lt;Co&gt; &quot;Quoted&quot; O&#39;Brien Ltd (QCO): Key figures, price history and explainable research on Conviction.',
    );
  });

  it.each(['/company/NOSUCH', '/company/%E0%A4%A', '/company/M%26M/more'])('answers %s with the page and status 404', async (urlPath) => {
    const res = await get(urlPath).expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(res.text)).toBe('Conviction');
    expect(res.text).toContain('id="conviction-page-session"');
  });
});

describe.each(testDatabases())('the company page template on $name', (engine) => {
  const setup = signedInApiForBlock(engine);
  const get = (urlPath: string) => request(setup.api.app).get(urlPath);
  beforeAll(() => seed(setup, { 'index.html': BUILT_PAGE, 'company.html': COMPANY_TEMPLATE }));
  const headingOf = (html: string) => /data-company-heading="">(.*?)<\/header>/.exec(html)?.[1];
  const blockOf = (html: string) => /<script type="application\/json" id="conviction-company-heading">(.*?)<\/script>/.exec(html)?.[1];

  it("serves it with the company's heading in the HTML and in a data block, escaped", async () => {
    const res = await get('/company/M%26M').expect(200);
    expect(headingOf(res.text)).toBe(
      '<h1 class="name">Mahindra &amp; Mahindra Limited</h1><p class="line">NSE M&amp;M · ₹100 on 1 Aug 2025</p><p>About Mahindra &amp; Mahindra Limited.</p>',
    );
    expect(JSON.parse(blockOf(res.text)!)).toEqual({ key: 'M&M', name: 'Mahindra & Mahindra Limited', line: 'NSE M&M · ₹100 on 1 Aug 2025' });
    expect(titleOf(res.text)).toBe('Mahindra &amp; Mahindra Limited (M&amp;M) · Conviction');
    expect(res.text).toContain('id="conviction-page-session"');
  });

  it('escapes a name with angle brackets and quotes in the heading and keeps the block inside its <script>', async () => {
    const res = await get('/company/qco').expect(200);
    expect(headingOf(res.text)).toBe(
      '<h1 class="name">Q&lt;Co&gt; &quot;Quoted&quot; O&#39;Brien Ltd</h1><p class="line">NSE QCO</p><p>About Q&lt;Co&gt; &quot;Quoted&quot; O&#39;Brien Ltd.</p>',
    );
    expect(blockOf(res.text)).not.toContain('<');
    expect(JSON.parse(blockOf(res.text)!)).toMatchObject({ key: 'qco', name: `Q<Co> "Quoted" O'Brien Ltd` });
  });

  it('serves an unknown key with the heading empty, no block and status 404', async () => {
    const res = await get('/company/NOSUCH').expect(404);
    expect(headingOf(res.text)).toBe('');
    expect(res.text).not.toContain('%%COMPANY_');
    expect(blockOf(res.text)).toBeUndefined();
  });
});
