import express, { type Router } from 'express';
import { STOCKS_FETCH_FAILED, type ApiError } from 'shared-types/api';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/errors';
import { type StockListService } from '../services/stockList';

const UNAVAILABLE: ApiError = { error: 'database_unavailable', message: STOCKS_FETCH_FAILED };

/**
 * GET /api/stocks: every company as { id, name, code, is_demo }. The body is
 * pre-serialised and carries a strong ETag; `no-cache` makes browsers
 * revalidate, and an unchanged list costs a 304 with no body.
 * Without a database (some tests) the route answers 503 like an outage.
 */
export function stocksRouter(stockList: StockListService | undefined): Router {
  const router = express.Router();
  router.get('/api/stocks', async (req, res) => {
    if (stockList === undefined) {
      sendUnavailable(res);
      return;
    }
    let body;
    try {
      body = await stockList.get();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error; // a bug: the error handler answers 500
      res.err = error instanceof Error ? error : new Error(String(error)); // logged by pino-http
      sendUnavailable(res);
      return;
    }
    res.set({ 'Cache-Control': 'no-cache', ETag: body.etag });
    if (etagMatches(req.get('If-None-Match'), body.etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body.bytes);
  });
  return router;
}

function sendUnavailable(res: express.Response): void {
  res
    .set({ 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
    .status(503)
    .json(UNAVAILABLE);
}

/** If-None-Match: `*`, or a list of tags; weak comparison (W/ ignored) as RFC 9110 says for GET. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
