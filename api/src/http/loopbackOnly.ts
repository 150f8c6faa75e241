import { type RequestHandler } from 'express';
import { isLoopbackHost } from '../config/listenHost';
import { HttpError } from './httpError';

/** True for a socket address on this machine's loopback interface (IPv4 ones may come IPv6-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && isLoopbackHost(address.replace(/^::ffff:/i, ''));
}

/** Headers a proxy adds when it relays a request (any one of them says the caller is elsewhere). */
const RELAYED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Lets through only requests made on this machine: from a loopback socket
 * address (never X-Forwarded-For's word), relayed by no proxy, and, when a
 * browser says which page sent it (Origin), from a page served on loopback.
 * A reverse proxy on this machine connects from loopback too: its forwarding
 * headers, or the public Origin of the page behind it, give it away.
 */
export function loopbackOnly(code: string, message: string): RequestHandler {
  return (req, _res, next) => {
    const origin = req.get('origin');
    const fromElsewhere =
      !isLoopbackAddress(req.socket.remoteAddress) ||
      RELAYED.some((header) => req.get(header) !== undefined) ||
      (origin !== undefined && !isLoopbackOrigin(origin));
    next(fromElsewhere ? new HttpError(403, code, message) : undefined);
  };
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHost(new URL(origin).hostname.replace(/\.$/, '')); // 'localhost.' is localhost
  } catch {
    return false; // 'null' (an opaque origin) or garbage
  }
}
