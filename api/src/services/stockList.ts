import { createHash } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { listStocks } from '../db/stockRepository';

/** The pick list, serialised once: JSON.stringify of 1,200+ rows per request would be wasted work. */
export interface StockListBody {
  json: string;
  /** Strong ETag over the exact bytes. */
  etag: string;
  count: number;
}

export interface StockListService {
  /** The cached body, loading it on first use. Rejects when the database cannot be read. */
  get(): Promise<StockListBody>;
  /** Forget the cached body; the next get() reloads. Call after seeding or importing companies. */
  invalidate(): void;
}

export function createStockListService(db: Kysely<Database>): StockListService {
  // The promise is cached, so concurrent first requests share one query. invalidate()
  // drops it; a load already running then serves only the callers that were waiting on it.
  let cached: Promise<StockListBody> | undefined;

  const load = async (): Promise<StockListBody> => {
    const stocks = await listStocks(db);
    const json = JSON.stringify(stocks);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { json, etag, count: stocks.length };
  };

  return {
    get() {
      if (cached === undefined) {
        const loading = load();
        cached = loading;
        loading.catch(() => {
          // A failure (database down) is not cached: the next request tries again.
          if (cached === loading) cached = undefined;
        });
      }
      return cached;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
