import { type RequestHandler } from 'express';
import { isAllowedHost, type AllowedHost } from '../config/allowedHosts';
import { type Logger } from '../logger';
import { HttpError } from './httpError';

// Load balancers probe by IP address or an internal name, so the probes answer any Host.
const PROBES = new Set(['/healthz', '/readyz']);

/** Enough of a refused Host to recognise it in the log, not a place to store a long header. */
const LOGGED_HOST_LENGTH = 200;

/**
 * DNS rebinding defence: a page on attacker.example whose name is re-pointed
 * at this server talks to it same-origin (Host and Origin both say
 * attacker.example), which the fetch-metadata guard cannot tell from our own
 * shell. Requests whose Host is not one we serve are refused before any route
 * runs. 421 Misdirected Request, not 400: the request may be well formed, it
 * was just not meant for this server (RFC 9110, section 15.5.20).
 */
export function hostAllowList(allowed: readonly AllowedHost[], logger: Logger): RequestHandler {
  return (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && PROBES.has(req.path)) return next();
    const host = req.headers.host;
    if (isAllowedHost(allowed, host)) return next();

    logger.warn({ request_id: String(req.id), host: host?.slice(0, LOGGED_HOST_LENGTH) ?? null }, 'Refused a request for a host this server does not serve');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Express routes ignore case, so /API/session/create is an API call too.
    const pathname = req.path.toLowerCase();
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return next(new HttpError(421, 'misdirected_request', 'This server does not answer for the host named in the request.'));
    }
    res.status(421).type('text/plain').send('Misdirected request: this server does not answer for that host name.');
  };
}
