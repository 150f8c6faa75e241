import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { type Logger } from '../logger';

// Accept a caller's request id (a proxy's X-Request-Id) only if it is short and plain.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Credentials never reach the logs. Set here rather than on the root logger so
 * the redaction holds whichever logger the app is given.
 */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["proxy-authorization"]', 'res.headers["set-cookie"]'];

/** One log line per request, with a request id that error bodies repeat. */
export function requestLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => {
      if (error !== undefined || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    // One short line per request: full header dumps bury what matters and risk leaking data.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Probes hit every few seconds; logging them buries real traffic.
    autoLogging: { ignore: (req) => PROBES.has(req.url ?? '') },
  });
}
