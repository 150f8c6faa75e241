import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { type Health } from 'shared-types/api';
import { type Lifecycle } from '../services/lifecycle';

/** The API's own version (api/package.json), read once. */
export const API_VERSION = readVersion(path.resolve(__dirname, '../../package.json'));

/** How long a prober should wait before asking a draining instance again. */
const DRAINING_RETRY_AFTER_SECONDS = '10';

/**
 * /healthz: liveness, no dependencies, 200 while the event loop runs.
 * /readyz: 503 while draining, so load balancers stop routing here before shutdown.
 * /api/health: the public status document (HealthSchema).
 */
export function healthRouter(lifecycle: Lifecycle): Router {
  const router = express.Router();
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/healthz', (_req, res) => {
    res.set(noStore).json({ status: 'ok' });
  });

  router.get('/readyz', (_req, res) => {
    res.set(noStore);
    if (lifecycle.isDraining()) {
      res.set('Retry-After', DRAINING_RETRY_AFTER_SECONDS).status(503).json({ status: 'draining' });
      return;
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
