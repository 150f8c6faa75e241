import { type RequestHandler } from 'express';
import { HttpError } from './httpError';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth for cookie-authenticated requests (SameSite=Strict is
 * the first line): a state-changing request a browser marks as cross-site, or
 * whose Origin is not one of ours, is refused. Requests with neither header come
 * from non-browser clients (curl, tests), which cannot carry a victim's cookie.
 */
export function fetchMetadataGuard(allowedOrigins: () => readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site === 'cross-site') return next(new HttpError(403, 'cross_site_request', 'Cross-site requests are not allowed.'));
    const origin = req.get('origin');
    if (origin !== undefined && origin !== 'null') {
      const own = `${req.protocol}://${req.get('host') ?? ''}`;
      if (origin !== own && !allowedOrigins().includes(origin)) {
        return next(new HttpError(403, 'cross_site_request', 'Requests from this origin are not allowed.'));
      }
    } else if (origin === 'null') {
      return next(new HttpError(403, 'cross_site_request', 'Requests from an opaque origin are not allowed.'));
    }
    next();
  };
}
