import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { createApp } from './app';
import { ConfigError } from './config/configError';
import { loadConfig, type AppConfig } from './config/loadConfig';
import { createLogger, type Logger } from './logger';
import { createLifecycle } from './services/lifecycle';

/** In-flight requests get this long after SIGTERM (inside a typical 30 s grace period). */
const SHUTDOWN_DEADLINE_MS = 20_000;

// Until the config names a level, log at info so start-up failures are visible.
let logger: Logger = createLogger('info');

function exitWith(message: string, error?: unknown): never {
  logger.fatal(error instanceof Error && !(error instanceof ConfigError) ? { err: error } : {}, message);
  process.exit(1);
}

// A rejection nobody handled leaves the process in an unknown state: stop, let the supervisor restart.
process.on('unhandledRejection', (reason) => exitWith('Unhandled promise rejection; exiting', reason));
process.on('uncaughtException', (error) => exitWith('Uncaught exception; exiting', error));

function main(): void {
  let config: AppConfig;
  let app: http.RequestListener;
  const lifecycle = createLifecycle();
  try {
    config = loadConfig();
    logger = createLogger(config.logLevel);
    app = createApp(config, { logger, lifecycle });
  } catch (error) {
    if (error instanceof ConfigError) exitWith(`Cannot start: ${error.message}`);
    throw error;
  }

  const server = http.createServer(app);
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      exitWith(`Port ${config.port} is already in use. Stop the other process or set PORT to a free port (PORT=0 picks one).`);
    }
    if (error.code === 'EACCES') exitWith(`No permission to listen on port ${config.port}; use a port above 1023.`);
    exitWith('The HTTP server failed', error);
  });
  server.listen({ port: config.port, host: config.host }, () => {
    const url = publicUrl(server.address() as AddressInfo, config.host);
    logger.info({ url }, `Conviction is running at ${url}`);
  });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (shuttingDown) {
      logger.warn({ signal }, 'Second signal: closing open connections now');
      server.closeAllConnections();
      return;
    }
    shuttingDown = true;
    lifecycle.startDraining();
    logger.info({ signal }, `Shutting down: finishing in-flight requests (up to ${SHUTDOWN_DEADLINE_MS / 1000} s)`);
    const deadline = setTimeout(() => {
      logger.warn('Requests still open at the shutdown deadline; closing their connections');
      server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // close() stops accepting connections and (Node 19+) drops idle keep-alive ones;
    // its callback runs once the last in-flight response has gone out.
    server.close(() => {
      clearTimeout(deadline);
      logger.info('Stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** The address people can open: listening on every interface still means localhost works. */
function publicUrl(address: AddressInfo, host: string | undefined): string {
  const wildcard = host === undefined || host === '0.0.0.0' || host === '::';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${address.port}`;
}

main();
