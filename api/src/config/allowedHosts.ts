import { ConfigError } from './configError';

/** A host name this server answers for; without a port, any port matches. */
export interface AllowedHost {
  /** Lower case, no trailing dot; IPv6 addresses keep their brackets ("[::1]"). */
  hostname: string;
  port: string | undefined;
}

/** Loopback names answer on any port, so `npm start`, the dev servers' proxy and tests need no setting. */
const LOOPBACK: readonly AllowedHost[] = ['localhost', '127.0.0.1', '[::1]'].map((hostname) => ({ hostname, port: undefined }));

// A DNS name or IPv4 address (labels of letters, digits, '-' and '_', which container names use).
const NAME = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;
const PORT = /^\d{1,5}$/;

/**
 * "Example.COM.:8080" → { hostname: 'example.com', port: '8080' }; undefined when
 * the value is not a plain host[:port] (a scheme, path, user, wildcard or space).
 * Used for both ALLOWED_HOSTS entries and request Host headers, so both compare alike.
 */
export function parseHostPort(value: string): AllowedHost | undefined {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d*))?$/.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const [, rawHost = '', port] = match;
  const hostname = rawHost.endsWith('.') ? rawHost.slice(0, -1) : rawHost;
  if (port !== undefined && (!PORT.test(port) || Number(port) < 1 || Number(port) > 65535)) return undefined;
  if (hostname.length > 253) return undefined;
  if (IPV6.test(hostname)) {
    const canonical = canonicalIpv6(hostname);
    return canonical === undefined ? undefined : { hostname: canonical, port };
  }
  return NAME.test(hostname) ? { hostname, port } : undefined;
}

/** "[0:0:0:0:0:0:0:1]" → "[::1]", as browsers send it. */
function canonicalIpv6(bracketed: string): string | undefined {
  try {
    return new URL(`http://${bracketed}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The hosts this server answers for: PUBLIC_URL's host (with its port when it
 * names one), every ALLOWED_HOSTS entry, and the loopback names. Requests for
 * any other Host are refused, which defeats DNS rebinding (docs/security.md). Throws ConfigError naming the variable on a bad entry.
 */
export function parseAllowedHosts(list: string | undefined, publicUrl: string | undefined): AllowedHost[] {
  const hosts = [...LOOPBACK];
  if (publicUrl !== undefined) hosts.push(publicUrlHost(publicUrl));
  for (const entry of (list ?? '').split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    const host = parseHostPort(entry);
    if (host === undefined) {
      throw new ConfigError(
        `Invalid environment: ALLOWED_HOSTS: ${JSON.stringify(entry)} is not a host name (expected host or host:port, no scheme, no path, no wildcard)`,
      );
    }
    hosts.push(host);
  }
  return hosts;
}

function publicUrlHost(publicUrl: string): AllowedHost {
  let url: URL | undefined;
  try {
    url = new URL(publicUrl);
  } catch {
    url = undefined;
  }
  // URL drops a scheme's default port, so https://x.example allows x.example on any port.
  const host = url === undefined ? undefined : parseHostPort(url.host);
  if (host === undefined) throw new ConfigError('Invalid environment: PUBLIC_URL: must be an http(s) URL such as https://conviction.example.com');
  return host;
}

/** Whether a request's Host header names one of the allowed hosts. A missing or malformed header never does. */
export function isAllowedHost(allowed: readonly AllowedHost[], hostHeader: string | undefined): boolean {
  if (hostHeader === undefined) return false;
  const host = parseHostPort(hostHeader);
  if (host === undefined) return false;
  return allowed.some((entry) => entry.hostname === host.hostname && (entry.port === undefined || entry.port === host.port));
}
