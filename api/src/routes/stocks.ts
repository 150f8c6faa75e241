import express, { type Router } from 'express';
import { STOCKS_FETCH_FAILED, type ApiError } from 'shared-types/api';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/retryAfter';
import { type StockListService } from '../services/stockList';

const UNAVAILABLE: ApiError = { error: 'database_unavailable', message: STOCKS_FETCH_FAILED };

/**
 * GET /api/stocks: every company as { id, name, code, is_demo }. The body is
 * pre-serialised and carries a strong ETag; `no-cache` makes browsers
 * revalidate, and an unchanged list costs a 304 with no body.
 * An instance without a database (front end only) answers 503 like an outage;
 * an outage itself is the service's 'unavailable' refusal (http/errors.ts).
 */
export function stocksRouter(stockList: StockListService | null): Router {
  const router = express.Router();
  router.get('/api/stocks', async (req, res) => {
    if (stockList === null) {
      sendUnavailable(res);
      return;
    }
    res.set('Cache-Control', 'no-store'); // until the list is in hand: an error answer is never cached
    const body = await stockList.get();
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
