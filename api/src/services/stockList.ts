import { createHash } from 'node:crypto';
import { type Kysely } from 'kysely';
import { STOCKS_FETCH_FAILED, type Stock } from 'shared-types/api';
import { isDatabaseUnavailable } from '../db/errors';
import { type Database } from '../db/schema';
import { listStocks } from '../db/stockRepository';
import { DomainError } from '../errors/domainError';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/retryAfter';

/** The pick list, serialised once: JSON.stringify of 1,200+ rows per request would be wasted work. */
export interface StockListBody {
  /** The JSON, encoded once: re-encoding ~100 kB per request was a tenth of its CPU (bench:api). */
  bytes: Buffer;
  /** Strong ETag over the exact bytes. */
  etag: string;
  count: number;
  /** Finds the company a person picked: by id, else exact name (case and spacing ignored), else non-blank code. */
  find(input: { companyId?: string | undefined; name: string }): Stock | undefined;
}

export interface StockListService {
  /** The cached body, loading it on first use. Rejects with an 'unavailable' refusal when the database cannot be read. */
  get(): Promise<StockListBody>;
  /** Forget the cached body; the next get() reloads. Call after seeding or importing companies. */
  invalidate(): void;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export function createStockListService(db: Kysely<Database>): StockListService {
  // The promise is cached, so concurrent first requests share one query. invalidate()
  // drops it; a load already running then serves only the callers that were waiting on it.
  let cached: Promise<StockListBody> | undefined;

  const load = async (): Promise<StockListBody> => {
    const stocks = await listStocks(db).catch((error: unknown) => {
      // An outage, not a bug (which stays a 500): the list's own message, and when to try again.
      if (!isDatabaseUnavailable(error)) throw error;
      throw new DomainError('unavailable', 'database_unavailable', STOCKS_FETCH_FAILED, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, cause: error });
    });
    const bytes = Buffer.from(JSON.stringify(stocks), 'utf8');
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    const byId = new Map(stocks.map((s) => [s.id, s]));
    const byName = new Map<string, Stock>();
    const byCode = new Map<string, Stock>();
    // Sorted by name then id, so the first of any duplicate name wins every time.
    for (const stock of stocks) {
      if (!byName.has(normalise(stock.name))) byName.set(normalise(stock.name), stock);
      if (stock.code.trim() !== '' && !byCode.has(normalise(stock.code))) byCode.set(normalise(stock.code), stock);
    }
    const find = ({ companyId, name }: { companyId?: string | undefined; name: string }) =>
      companyId !== undefined ? byId.get(companyId) : (byName.get(normalise(name)) ?? byCode.get(normalise(name)));
    return { bytes, etag, count: stocks.length, find };
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
