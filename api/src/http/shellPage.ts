import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Request, type RequestHandler, type Response } from 'express';
import { companyKeyFromPath, LEGAL_PAGES, PAGE_SESSION_ELEMENT_ID, type LegalPageId, type PageSession, type SiteInfo } from 'shared-types/api';
import { companyPageHtml, isCompanyTemplate } from './companyPageHtml';
import { isLegalTemplate, legalPageHtml, siteInfoBlock } from './legalPageHtml';
import { escapeHtml, scriptSafeJson } from './htmlText';
import { withoutPrerenderedRoot } from './withoutPrerenderedRoot';
import { type Logger } from '../logger';

/** Who the session cookie belongs to, or null for nobody; app.ts binds it to the session service. */
export type PageSessionLookup = (req: Request) => Promise<PageSession>;

/** A company page's title, description and heading (plain text; escaped here), or null when no company has the key. */
export type PageHeadLookup = (key: string) => Promise<Head | null>;

/** A page waits this long for the session; after that it is served without one and the browser asks. */
export const PAGE_SESSION_WAIT_MS = 1_000;

/** How long a read of index.html is trusted before the file is looked at again (a rebuild replaces it). */
const RECHECK_MS = 1_000;

/** The company page's template, beside index.html. */
export const COMPANY_TEMPLATE_FILE = 'company.html';

interface LoadedPage {
  /** The files' modification times when they were read. */
  version: string;
  html: string;
  /** The page for `/company/<key>`: the build's company template, else the page without the pre-rendered landing. */
  companyHtml: string;
  /** The Terms and Privacy pages' templates (`terms.html`, `privacy.html`), where the build wrote them. */
  legalHtml: Partial<Record<LegalPageId, string>>;
  scriptHashes: string[];
}

/** CSP source expressions for each inline <script> (no src, not a data block) of the page. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

type Head = { title: string; description: string; heading: { name: string; line: string } };

/** The shell's pages of their own, by path, with their heads; a legal page has a pre-rendered template too. */
const SHELL_PAGES: Readonly<Record<string, Head & { legal?: LegalPageId }>> = {
  '/screen': {
    title: 'Screen all companies · Conviction',
    description: 'Filter every company Conviction analyses by its figures, rank them, save the screen and compare companies side by side.',
    heading: { name: 'Screen all companies', line: '' },
  },
  [LEGAL_PAGES.terms.path]: {
    title: LEGAL_PAGES.terms.title,
    description: "Conviction's terms: who sells it, what it is, the plans, cancellation and refunds, acceptable use and liability.",
    heading: { name: LEGAL_PAGES.terms.heading, line: '' },
    legal: 'terms',
  },
  [LEGAL_PAGES.privacy.path]: {
    title: LEGAL_PAGES.privacy.title,
    description: 'What Conviction stores about you and for how long, who it is shared with, and how to export or delete it.',
    heading: { name: LEGAL_PAGES.privacy.heading, line: '' },
    legal: 'privacy',
  },
};

/** A legal page's template file beside index.html (shell/webpack/PrerenderLandingPlugin.js). */
const legalTemplateFile = (page: LegalPageId) => `${page}.html`;

/** The page's <title> and description replaced, and Open Graph's title and description added. */
function withHead(html: string, head: Head): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  let out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, () => descriptionTag)
    : out.replace('</head>', () => `${descriptionTag}</head>`);
  const og = `<meta property="og:title" content="${title}" /><meta property="og:description" content="${description}" /><meta property="og:type" content="website" />`;
  return out.replace('</head>', () => `${og}</head>`);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The shell's index.html as the API serves it (docs/performance.md,
 * "Pre-rendered landing"): the build has already rendered the landing page
 * into it; per request this adds the session the cookie names, as a JSON data
 * block, so the page starts signed in or out with no round trip. The file is
 * re-read when a build replaces it. Its inline scripts are admitted by hash
 * (securityHeaders.ts asks `scriptHashes`).
 */
export function createShellPage(deps: {
  indexFile: string;
  lookup?: PageSessionLookup;
  /** For `/company/<key>`: the company's title and description (docs/company-page.md). */
  companyHead?: PageHeadLookup;
  /** The seller and links (GET /api/site): every page carries them, the legal pages are filled in with them. */
  site?: SiteInfo;
  logger: Logger;
  waitMs?: number;
  recheckMs?: number;
}) {
  let loaded: LoadedPage | undefined;
  let checkedAt = -Infinity;
  const companyFile = path.join(path.dirname(deps.indexFile), COMPANY_TEMPLATE_FILE);
  const legalFiles = Object.fromEntries(
    (Object.keys(LEGAL_PAGES) as LegalPageId[]).map((page) => [page, path.join(path.dirname(deps.indexFile), legalTemplateFile(page))]),
  ) as Record<LegalPageId, string>;

  function page(): LoadedPage | undefined {
    // Every response asks for the CSP hashes: look at the file at most once a second, not per request.
    const now = Date.now();
    if (now - checkedAt < (deps.recheckMs ?? RECHECK_MS)) return loaded;
    checkedAt = now;
    let version: string;
    try {
      // Every file: a rebuild may replace them one after the other.
      version = [deps.indexFile, companyFile, ...Object.values(legalFiles)]
        .map((file, index) => (index === 0 ? statSync(file).mtimeMs : (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 'none')))
        .join(':');
    } catch {
      loaded = undefined;
      return undefined; // not built: staticFrontend has warned, and the request ends in a 404
    }
    if (loaded?.version !== version) {
      const html = readFileSync(deps.indexFile, 'utf8');
      loaded = { version, html, companyHtml: companyTemplate(html), legalHtml: legalTemplates(), scriptHashes: inlineScriptHashes(html) };
    }
    return loaded;
  }

  /**
   * The build writes company.html beside index.html (the same page, the company page pre-rendered
   * in #root, shell/webpack/PrerenderLandingPlugin.js); a build without it gets index.html emptied.
   */
  function companyTemplate(html: string): string {
    if (!existsSync(companyFile)) return withoutPrerenderedRoot(html);
    const template = readFileSync(companyFile, 'utf8');
    return isCompanyTemplate(template) ? template : withoutPrerenderedRoot(html);
  }

  /** The build's Terms and Privacy pages; a build without them (an older one) serves #root empty there. */
  function legalTemplates(): Partial<Record<LegalPageId, string>> {
    const out: Partial<Record<LegalPageId, string>> = {};
    for (const page of Object.keys(legalFiles) as LegalPageId[]) {
      const template = existsSync(legalFiles[page]) ? readFileSync(legalFiles[page], 'utf8') : '';
      if (isLegalTemplate(template)) out[page] = template;
    }
    return out;
  }

  async function sessionFor(req: Request): Promise<PageSession | null> {
    // Without the signed-in API nobody can be signed in.
    if (!deps.lookup) return { status: 'signedOut' };
    try {
      const found = await withTimeout(deps.lookup(req), deps.waitMs ?? PAGE_SESSION_WAIT_MS);
      if (found !== 'timeout') return found;
      deps.logger.warn('The session took too long to look up: the page is served without it and the browser will ask.');
    } catch (error) {
      deps.logger.warn({ err: error }, 'The session could not be looked up: the page is served without it and the browser will ask.');
    }
    return null;
  }

  /** The page with the session block (and a company's head), as `status`. */
  async function send(req: Request, res: Response, page: string, head: Head | null, status = 200): Promise<void> {
    const session = await sessionFor(req);
    const sessionBlock = session ? `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${scriptSafeJson(session)}</script>` : '';
    // The footer's links and the legal pages' details, so the page asks for them only without a served block.
    const block = sessionBlock + (deps.site ? siteInfoBlock(deps.site) : '');
    // The page names who is signed in: never stored by a shared cache, and revalidated by the browser.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.vary('Cookie');
    const html = head === null ? page : withHead(page, head);
    res
      .status(status)
      .type('html')
      .send(html.replace('</head>', () => `${block}</head>`));
  }

  const handler: RequestHandler = async (req, res, next) => {
    const current = page();
    if (!current) return next();
    await send(req, res, current.html, null);
  };

  /**
   * `/company/<key>`: the pre-rendered company template with the company's heading filled in
   * (companyPageHtml.ts), titled and described for the company so link previews work. An unknown
   * key (or a malformed escape) is the template with an empty heading and status 404: the shell
   * then says 'No company matches <key>'. When the lookup fails or is slow, the template is served
   * with an empty heading and no company title; the public view names the company then.
   */
  const companyHandler: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/company/')) return next();
    const current = page();
    if (!current) return next();
    const key = companyKeyFromPath(req.path);
    if (key === null) {
      await send(req, res, companyPageHtml(current.companyHtml, null), null, 404);
      return;
    }
    const head = await headFor(key);
    if (head === 'unknown') await send(req, res, companyPageHtml(current.companyHtml, null), null, 404);
    else await send(req, res, companyPageHtml(current.companyHtml, head === null ? null : { key, ...head.heading }), head);
  };

  async function headFor(key: string): Promise<Head | null | 'unknown'> {
    if (!deps.companyHead) return null;
    try {
      const found = await withTimeout(deps.companyHead(key), deps.waitMs ?? PAGE_SESSION_WAIT_MS);
      if (found === 'timeout') return null;
      return found ?? 'unknown';
    } catch (error) {
      deps.logger.warn({ err: error }, "The company's title could not be looked up: the page is served without it.");
      return null;
    }
  }

  /**
   * The shell's own pages beside the landing (`/screen`, docs/screener.md 'The page'): index.html
   * with #root emptied (the landing pre-rendered there is not what they show), titled for the page.
   * `/terms` and `/privacy` (docs/legal-pages.md) are their pre-rendered templates with the configured
   * seller filled in, so they read without JavaScript; without a template or the site, emptied too.
   */
  const shellPagesHandler: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const head = Object.hasOwn(SHELL_PAGES, req.path) ? SHELL_PAGES[req.path] : undefined;
    const current = head === undefined ? undefined : page();
    if (!head || !current) return next();
    const template = head.legal === undefined ? undefined : current.legalHtml[head.legal];
    const html = template !== undefined && deps.site ? legalPageHtml(template, deps.site) : withoutPrerenderedRoot(current.html);
    await send(req, res, html, head);
  };

  return { handler, companyHandler, shellPagesHandler, scriptHashes: (): string[] => page()?.scriptHashes ?? [] };
}

export type ShellPage = ReturnType<typeof createShellPage>;
