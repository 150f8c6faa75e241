import { Router, type Response } from 'express';
import { SCREEN_FIGURES, SCREEN_PAGE_SIZES, screenFigureById, type ScreenQuery } from 'shared-types/api';
import { requireCaller } from '../http/requestAuth';
import { HttpError } from '../http/httpError';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { screenExcel } from '../services/excel/excelDownloads';
import { sendExcel } from './sendExcel';
import { ScreenCompileError } from '../services/screener/compileScreen';
import { parseScreenQuery } from '../services/screener/parseQuery';
import { csvLine, screenCsvHeader, screenCsvLine } from '../services/screener/screenCsv';
import { defaultSort, runScreen, screenRows, shownFigures, type ScreenSort } from '../services/screener/runScreen';

export interface ScreenRouterDeps {
  db: ServiceDatabase;
  now: () => Date;
}

const MAX_QUERY_LENGTH = 2000;
const CSV_BATCH = 500;

/** The screener (docs/screener.md, 'API and the figures table'): signed-in users; records no company access. HTTP only. */
export function screenRouter(deps: ScreenRouterDeps): Router {
  const router = Router();

  router.get('/api/screen', async (req, res) => {
    requireCaller(req);
    const params = req.query as Record<string, unknown>;
    const { text, query } = parsed(params.q);
    const sort = sortOf(params, query);
    const page = whole(params.page, 1, 'invalid_page', 'page must be a whole number from 1');
    const size = whole(params.size, 25, 'invalid_size', `size must be one of ${SCREEN_PAGE_SIZES.join(', ')}`);
    if (!(SCREEN_PAGE_SIZES as readonly number[]).includes(size))
      throw new HttpError(400, 'invalid_size', `size must be one of ${SCREEN_PAGE_SIZES.join(', ')}`, { code: 'invalid_size' });
    res.set('Cache-Control', 'private, no-cache').json(await compiled(() => runScreen(deps.db, { text, query, sort, page, size })));
  });

  router.get('/api/screen.csv', async (req, res) => {
    requireCaller(req);
    const params = req.query as Record<string, unknown>;
    const { query } = parsed(params.q);
    const sort = sortOf(params, query);
    const figures = shownFigures(query);
    const first = await compiled(() => screenRows(deps.db, query, sort, { limit: CSV_BATCH, offset: 0 }));
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set({ 'Content-Disposition': 'attachment; filename="conviction-screen.csv"', 'Cache-Control': 'private, no-store' });
    await write(res, csvLine(screenCsvHeader(figures)));
    // Written a batch at a time: the whole universe never sits in memory as one string.
    for (let offset = 0, batch = first; batch.length > 0; offset += CSV_BATCH) {
      await write(res, batch.map((row) => screenCsvLine(row, figures)).join(''));
      if (batch.length < CSV_BATCH) break;
      batch = await screenRows(deps.db, query, sort, { limit: CSV_BATCH, offset: offset + CSV_BATCH });
    }
    res.end();
  });

  // Premium only (docs/screener.md, 'Excel downloads'): the request is checked first, then the plan.
  router.get('/api/screen.xlsx', async (req, res) => {
    const caller = requireCaller(req);
    const params = req.query as Record<string, unknown>;
    const { text, query } = parsed(params.q);
    const sort = sortOf(params, query);
    const file = await compiled(() => screenExcel(deps.db, { userId: caller.userId, text, query, sort, now: deps.now() }));
    sendExcel(res, file);
  });

  return router;
}

function parsed(q: unknown): { text: string; query: ScreenQuery } {
  if (typeof q !== 'string' || q.trim() === '' || q.length > MAX_QUERY_LENGTH) {
    throw new HttpError(400, 'invalid_query', `Give a query of 1 to ${MAX_QUERY_LENGTH} characters in q`, { code: 'invalid_query', column: 1, length: 1 });
  }
  const result = parseScreenQuery(q);
  if (!result.ok) throw new HttpError(400, 'invalid_query', result.error.message, { code: 'invalid_query', ...result.error });
  return { text: q, query: result.query };
}

function sortOf(params: Record<string, unknown>, query: ScreenQuery): ScreenSort {
  const { sort, dir } = params;
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc')
    throw new HttpError(400, 'invalid_direction', 'dir must be asc or desc', { code: 'invalid_direction' });
  if (sort === undefined) return dir === undefined ? defaultSort(query) : { ...defaultSort(query), direction: dir };
  if (typeof sort !== 'string' || (sort !== 'name' && screenFigureById(sort) === undefined)) {
    throw new HttpError(400, 'invalid_sort', `sort must be 'name' or a figure id (${SCREEN_FIGURES.length} of them)`, { code: 'invalid_sort' });
  }
  return { by: sort, direction: dir ?? (sort === 'name' ? 'asc' : 'desc') };
}

function whole(value: unknown, fallback: number, code: string, message: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) throw new HttpError(400, code, message, { code });
  return Number(value);
}

/** A parsed query the compiler still refuses (a figure of the wrong kind) is the caller's mistake, not a 500. */
async function compiled<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ScreenCompileError) throw new HttpError(400, 'invalid_query', error.message, { code: 'invalid_query', column: 1, length: 1 });
    throw error;
  }
}

function write(res: Response, chunk: string): Promise<void> {
  return new Promise((resolve) => {
    if (res.write(chunk)) resolve();
    else res.once('drain', () => resolve());
  });
}
