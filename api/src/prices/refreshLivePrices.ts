import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { type Logger } from '../logger';
import { refreshAnalyses } from '../services/analysisRefresh';
import { type AnalysisEngine } from '../services/companyDetails';
import { LivePricesUnavailable, type LivePriceProvider, type UnavailableReason } from './livePriceProvider';
import { listPricedCompanies, saveLivePrices, type LivePriceRow } from '../db/livePriceRepository';
import { indianTradingDay } from './tradingDay';

export interface LivePriceRefreshOptions {
  db: Kysely<Database>;
  provider: LivePriceProvider;
  engine: AnalysisEngine;
  /** Caches serving stored analyses (company details); emptied after prices change. */
  caches: ReadonlyArray<{ invalidate(): void }>;
  now: () => Date;
  logger: Logger;
  signal?: AbortSignal;
}

/** Counted in companies: requested = updated + unchanged + rejected. */
export interface LivePriceRefreshSummary {
  requested: number;
  /** A new or changed price was stored. */
  updated: number;
  /** A valid quote, but the stored price is already that, or newer. */
  unchanged: number;
  /** No valid quote came back (unknown symbol, failed validation). */
  rejected: number;
  /** Analyses recomputed because their prices changed. */
  analysesComputed: number;
  /** Set when the provider could not be used: nothing was written. */
  unavailable?: { reason: UnavailableReason; message: string };
}

/**
 * Asks the provider for every listed company with an NSE code, stores the
 * prices that are newer than what the database holds (source 'live_price',
 * dated by the trading day in India), then recomputes the affected analyses
 * and empties the caches that serve them. When the provider is unavailable it
 * returns that reason and changes nothing.
 */
export async function refreshLivePrices(options: LivePriceRefreshOptions): Promise<LivePriceRefreshSummary> {
  const { db, provider, engine, now, logger, signal } = options;
  const companies = await listPricedCompanies(db);
  const summary: LivePriceRefreshSummary = { requested: companies.length, updated: 0, unchanged: 0, rejected: 0, analysesComputed: 0 };
  if (companies.length === 0) return summary;

  const byCode = new Map<string, string[]>();
  for (const { id, code } of companies) {
    const key = code.trim().toUpperCase();
    byCode.set(key, [...(byCode.get(key) ?? []), id]);
  }

  let quotes;
  try {
    quotes = await provider.fetchQuotes([...byCode.keys()], signal);
  } catch (error) {
    if (!(error instanceof LivePricesUnavailable)) throw error;
    return { ...summary, unavailable: { reason: error.reason, message: error.message } };
  }

  const rows: LivePriceRow[] = [];
  for (const quote of quotes) {
    for (const companyId of byCode.get(quote.symbol) ?? []) rows.push({ companyId, price: quote.price, asOf: indianTradingDay(quote.asOf) });
  }
  signal?.throwIfAborted();
  const changed = await saveLivePrices(db, rows);
  summary.updated = changed.size;
  summary.unchanged = new Set(rows.map((row) => row.companyId)).size - changed.size;
  summary.rejected = summary.requested - summary.updated - summary.unchanged;

  if (changed.size > 0) {
    // The data fingerprints include prices, so exactly the changed companies are stale now.
    // Small batches: analysing is synchronous work, and the database round trip between batches lets requests through.
    const report = await refreshAnalyses({ db, analyse: engine.analyse, engineVersion: engine.version, now, logger, batchSize: 20 });
    summary.analysesComputed = report.computed;
    for (const cache of options.caches) cache.invalidate();
  }
  return summary;
}
