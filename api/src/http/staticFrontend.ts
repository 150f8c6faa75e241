import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { type AppConfig } from '../config/loadConfig';
import { type Logger } from '../logger';
import { REMOTE_FOLDERS } from '../config/remoteRegistry';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Stable names that a deploy overwrites in place: browsers must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'theme-init.js']);

/** webpack's [contenthash:10] segment: main.3fa9c1b2de.js, 593.3fa9c1b2de.css, main.3fa9c1b2de.js.map. */
const CONTENT_HASH = /[._-][0-9a-f]{10}\./;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return CONTENT_HASH.test(name) ? IMMUTABLE : 'no-cache';
}

// cacheControl: false stops send() adding its own max-age=0; setHeaders sets ours.
const staticOptions = (index: string | false) => ({
  index,
  redirect: false,
  cacheControl: false,
  setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath));
  },
});

/**
 * The embedded deployment: the shell at / and each remote at /remotes/<folder>/,
 * on the API's own port. Only /, /company/<key>, /screen, /terms and /privacy serve the shell page (its client routes);
 * a missing file under /remotes is a plain 404, never the shell page.
 */
export function staticFrontend(
  config: AppConfig,
  logger: Logger,
  shellPage?: RequestHandler,
  companyPage?: RequestHandler,
  shellPages?: RequestHandler,
): Router {
  const router = express.Router();
  if (config.nodeEnv === 'production') router.use(refusePaths((urlPath) => urlPath.toLowerCase().endsWith('.map')));
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  warnIfMissing(shellDist, 'The shell', '/', logger);

  const remotes = express.Router();
  remotes.use(remoteCors(config.corsOrigins));
  // A remote's standalone page is for its squad in development; in production the shell is the only page.
  if (config.nodeEnv === 'production') remotes.use(refusePaths((urlPath) => urlPath.toLowerCase().endsWith('.html')));
  for (const folder of REMOTE_FOLDERS) {
    const dist = path.join(config.staticRoot, 'remotes', folder, 'dist');
    warnIfMissing(dist, `The ${folder} remote`, `/remotes/${folder}/`, logger);
    remotes.use(`/${folder}`, express.static(dist, staticOptions(false)));
  }
  remotes.use(plainNotFound);

  router.use('/remotes', remotes);
  // The page itself carries the visitor's session (http/shellPage.ts); without that handler it is a plain file.
  if (shellPage) router.get(['/', '/index.html'], shellPage);
  // A company's address, `/company/<key>`, is the same page with the company's title (docs/company-page.md).
  if (companyPage) router.use(companyPage);
  // The screener's page, `/screen` (docs/screener.md), and the legal pages (docs/legal-pages.md).
  if (shellPages) router.use(shellPages);
  router.use(express.static(shellDist, staticOptions(shellPage ? false : 'index.html')));
  return router;
}

export const plainNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/**
 * Answers a plain 404 for paths the test picks, checked decoded too, as
 * express.static decodes %2E to '.'. Production builds keep their source maps
 * outside dist/ (docs/front-ends.md, 'Builds and source maps'), and an older build that
 * still has them there would hand out the full sources.
 */
function refusePaths(refused: (urlPath: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (refused(req.path) || refused(decodedPath(req.path))) plainNotFound(req, res, next);
    else next();
  };
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath; // malformed escapes: express.static refuses those itself
  }
}

/**
 * Manifests are fetched with the fetch API, so a shell on another origin needs
 * Access-Control-Allow-Origin. Only listed origins are echoed, never '*'.
 */
function remoteCors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const isAllowed = origin !== undefined && allowed.has(origin);
    if (isAllowed) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method !== 'OPTIONS') {
      next();
      return;
    }
    if (isAllowed) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
  };
}

function warnIfMissing(dist: string, what: string, urlPath: string, logger: Logger): void {
  if (existsSync(dist)) return;
  logger.warn({ build: dist }, `${what} is not built (${dist} is missing), so ${urlPath} answers 404. Run \`npm run build\` at the repo root.`);
}
