/**
 * What `npm run sync` and the server's scheduled sync read from the
 * environment (docs/sync.md): where the exchanges are (a fake on loopback in
 * tests), how fast to ask, and whether the server syncs on its own.
 */
import { z } from 'zod';
import { ConfigError } from '../config/configError';
import { isLoopbackHost } from '../config/listenHost';
import { INDEX_LISTS, REAL_EXCHANGE_BASES, type ExchangeBases, type IndexName } from './sources/exchangeAddresses';

export interface SyncSettings {
  bases: ExchangeBases;
  /** Requests per second to NSE's website API (default 1) and to the archives (default 3); 0 = no pacing. */
  apiRequestsPerSecond: number;
  archiveRequestsPerSecond: number;
  /** SYNC=nse: the worker instance fetches on schedule. Off by default. */
  scheduled: boolean;
  /** SYNC_INDEX: the scheduled sync also tracks this index's members (besides every researched company). */
  index?: IndexName;
}

const Rate = z.preprocess((value) => (value === undefined || value === '' ? undefined : Number(value)), z.number().min(0).max(50).optional());

const SyncEnvSchema = z.object({
  NSE_ARCHIVE_BASE: z.string().optional(),
  NSE_API_BASE: z.string().optional(),
  BSE_API_BASE: z.string().optional(),
  SYNC: z.enum(['', 'off', 'nse']).optional(),
  SYNC_API_RATE: Rate,
  SYNC_ARCHIVE_RATE: Rate,
  SYNC_INDEX: z.enum(['', ...(Object.keys(INDEX_LISTS) as IndexName[])]).optional(),
});

const BASE_MESSAGE = 'must be an https origin, or http on 127.0.0.1, localhost or [::1] (a fake exchange), with no path';

export function syncSettingsFrom(env: NodeJS.ProcessEnv): SyncSettings {
  const parsed = SyncEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const hint =
      name === 'SYNC'
        ? 'nse or off'
        : name === 'SYNC_INDEX'
          ? Object.keys(INDEX_LISTS).join(', ')
          : name.endsWith('_RATE')
            ? 'requests per second, 0 to 50'
            : issue.message;
    throw new ConfigError(`Invalid environment: ${name}: must be ${hint}`);
  }
  const vars = parsed.data;
  return {
    bases: {
      nseArchive: checkedBase('NSE_ARCHIVE_BASE', vars.NSE_ARCHIVE_BASE, REAL_EXCHANGE_BASES.nseArchive),
      nseApi: checkedBase('NSE_API_BASE', vars.NSE_API_BASE, REAL_EXCHANGE_BASES.nseApi),
      bseApi: checkedBase('BSE_API_BASE', vars.BSE_API_BASE, REAL_EXCHANGE_BASES.bseApi),
    },
    apiRequestsPerSecond: vars.SYNC_API_RATE ?? 1,
    archiveRequestsPerSecond: vars.SYNC_ARCHIVE_RATE ?? 3,
    scheduled: vars.SYNC === 'nse',
    ...(vars.SYNC_INDEX === undefined || vars.SYNC_INDEX === '' ? {} : { index: vars.SYNC_INDEX }),
  };
}

/** https anywhere, http only on loopback, as RAZORPAY_API_BASE: a typo must not send requests in the clear. */
function checkedBase(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`Invalid environment: ${name}: ${BASE_MESSAGE}`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!secure || url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '') {
    throw new ConfigError(`Invalid environment: ${name}: ${BASE_MESSAGE}`);
  }
  return url.origin;
}
