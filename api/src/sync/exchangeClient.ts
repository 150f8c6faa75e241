import { createPoliteClient, type PoliteClient, type PoliteClientOptions } from './http/politeClient';
import { type SyncSettings } from './syncSettings';

/** The polite client paced per host as configured: NSE's API slower than its archives (docs/sync.md). */
export function createExchangeClient(settings: SyncSettings, options: Omit<PoliteClientOptions, 'paceFor'> = {}): PoliteClient {
  const apiOrigin = new URL(settings.bases.nseApi).origin;
  return createPoliteClient({
    ...options,
    paceFor: (origin) => (origin === apiOrigin ? settings.apiRequestsPerSecond : settings.archiveRequestsPerSecond),
  });
}
