import express, { type Express, type RequestHandler } from 'express';
import { type AppConfig } from './config/loadConfig';
import { apiNotFound, errorHandler } from './http/errors';
import { requestLogger } from './http/requestLogger';
import { securityHeaders } from './http/securityHeaders';
import { plainNotFound, staticFrontend } from './http/staticFrontend';
import { createLogger, type Logger } from './logger';
import { healthRouter } from './routes/health';
import { mfRemotesRouter } from './routes/mfRemotes';
import { createLifecycle, type Lifecycle } from './services/lifecycle';
import { createRemoteRegistry, type RemoteRegistrySource } from './services/remoteRegistry';

export interface AppDeps {
  logger?: Logger;
  lifecycle?: Lifecycle;
  registry?: RemoteRegistrySource;
}

/**
 * Builds the Express app without listening. Throws ConfigError when the remote
 * registry source is invalid, so start-up stops with a clear message.
 */
export function createApp(config: AppConfig, deps: AppDeps = {}): Express {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const registry = deps.registry ?? createRemoteRegistry(config, logger);

  const app = express();
  app.disable('x-powered-by');

  app.use(requestLogger(logger));
  app.use(closeConnectionsWhileDraining(lifecycle));
  app.use(securityHeaders(config, registry));
  app.use(express.json({ limit: '16kb', strict: true }));

  app.use(healthRouter(lifecycle));
  app.use(mfRemotesRouter(registry));
  app.use('/api', apiNotFound);

  app.use(staticFrontend(config, logger));
  app.use(plainNotFound);
  app.use(errorHandler);
  return app;
}

/** While draining, ask keep-alive clients to reconnect (to another instance). */
function closeConnectionsWhileDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.isDraining()) res.setHeader('Connection', 'close');
    next();
  };
}
