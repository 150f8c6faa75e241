import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { type Health } from 'shared-types/api';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/retryAfter';
import { type Lifecycle } from '../lifecycle';

/** The API's own version (api/package.json), read once. */
export const API_VERSION = readVersion(path.resolve(__dirname, '../../package.json'));

/** How long a prober should wait before asking a draining instance again. */
const DRAINING_RETRY_AFTER_SECONDS = '10';

/** Rejects when the database cannot read its schema ledger quickly, or the schema is behind this code. */
export type ReadinessCheck = () => Promise<void>;

/**
 * /healthz: liveness, no dependencies, 200 while the event loop runs.
 * /readyz: 503 while draining, so load balancers stop routing here before shutdown,
 *   and 503 while the database cannot read its migration ledger within about 500 ms
 *   (or its schema is behind this code).
 * /api/health: the public status document (HealthSchema).
 */
export function healthRouter(lifecycle: Lifecycle, checkDatabase?: ReadinessCheck): Router {
  const router = express.Router();
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/healthz', (_req, res) => {
    res.set(noStore).json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    res.set(noStore);
    if (lifecycle.isDraining()) {
      res.set('Retry-After', DRAINING_RETRY_AFTER_SECONDS).status(503).json({ status: 'draining' });
      return;
    }
    if (checkDatabase !== undefined) {
      try {
        await checkDatabase();
      } catch (error) {
        res.err = error instanceof Error ? error : new Error(String(error));
        res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).status(503).json({ status: 'database_unavailable' });
        return;
      }
    }
    res.json({ status: 'ok' });
  });

  router.get('/api/health', (_req, res) => {
    const body: Health = {
      status: lifecycle.isDraining() ? 'draining' : 'ok',
      version: API_VERSION,
      uptime_seconds: Math.floor(process.uptime()),
    };
    res.set(noStore).json(body);
  });

  return router;
}

function readVersion(packageJson: string): string {
  const parsed: unknown = JSON.parse(readFileSync(packageJson, 'utf8'));
  const version = typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : undefined;
  return typeof version === 'string' ? version : '0.0.0';
}
