import { isAllowedHost, parseAllowedHosts, parseHostPort } from './allowedHosts';
import { ConfigError } from './configError';
import { loadConfig } from './loadConfig';

describe('parseHostPort', () => {
  it('lower-cases, drops a trailing dot and splits off the port', () => {
    expect(parseHostPort('Example.COM.:8080')).toEqual({ hostname: 'example.com', port: '8080' });
    expect(parseHostPort('conviction_api')).toEqual({ hostname: 'conviction_api', port: undefined });
    expect(parseHostPort('127.0.0.1:3000')).toEqual({ hostname: '127.0.0.1', port: '3000' });
  });

  it('writes IPv6 addresses the way browsers send them', () => {
    expect(parseHostPort('[0:0:0:0:0:0:0:1]:3000')).toEqual({ hostname: '[::1]', port: '3000' });
    expect(parseHostPort('[::1]')).toEqual({ hostname: '[::1]', port: undefined });
  });

  it.each([
    '',
    ':3000',
    'example.com:',
    'example.com:99999',
    'example.com:0',
    'a b',
    'user@example.com',
    'example.com/x',
    '*.example.com',
    '::1',
    '[zz::1]',
    'a..b',
  ])('refuses %j', (value) => {
    expect(parseHostPort(value)).toBeUndefined();
  });
});

describe('parseAllowedHosts', () => {
  it('always allows the loopback names on any port', () => {
    const hosts = parseAllowedHosts(undefined, undefined);
    for (const host of ['localhost', 'localhost:3100', '127.0.0.1:54321', '[::1]:3000']) expect(isAllowedHost(hosts, host)).toBe(true);
    expect(isAllowedHost(hosts, 'example.com')).toBe(false);
  });

  it('adds the host of PUBLIC_URL and each ALLOWED_HOSTS entry, skipping empty entries', () => {
    const hosts = parseAllowedHosts(' a.example , ,b.example:8443,', 'https://app.example.com:4443/path');
    expect(hosts).toEqual(
      expect.arrayContaining([
        { hostname: 'app.example.com', port: '4443' },
        { hostname: 'a.example', port: undefined },
        { hostname: 'b.example', port: '8443' },
      ]),
    );
  });

  it.each(['https://a.example', 'a.example/path', '*.example.com', 'a.example:http', 'two words'])('names ALLOWED_HOSTS when an entry is %j', (entry) => {
    expect(() => parseAllowedHosts(`ok.example,${entry}`, undefined)).toThrow(
      new ConfigError(
        `Invalid environment: ALLOWED_HOSTS: ${JSON.stringify(entry)} is not a host name (expected host or host:port, no scheme, no path, no wildcard)`,
      ),
    );
  });

  it('is read by loadConfig', () => {
    const { allowedHosts } = loadConfig({ ALLOWED_HOSTS: 'api.internal', PUBLIC_URL: 'https://conviction.example.com', ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' });
    expect(isAllowedHost(allowedHosts, 'api.internal:3000')).toBe(true);
    expect(isAllowedHost(allowedHosts, 'conviction.example.com')).toBe(true);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'http://api.internal' })).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('isAllowedHost', () => {
  const hosts = parseAllowedHosts('any-port.example, one-port.example:8080', undefined);

  it('compares names ignoring case and a trailing dot, and ports only when the entry names one', () => {
    expect(isAllowedHost(hosts, 'ANY-PORT.example.:1234')).toBe(true);
    expect(isAllowedHost(hosts, 'one-port.example:8080')).toBe(true);
    expect(isAllowedHost(hosts, 'one-port.example')).toBe(false);
    expect(isAllowedHost(hosts, 'one-port.example:8081')).toBe(false);
  });

  it('refuses a missing, empty or malformed Host', () => {
    expect(isAllowedHost(hosts, undefined)).toBe(false);
    expect(isAllowedHost(hosts, '')).toBe(false);
    expect(isAllowedHost(hosts, 'any-port.example, evil.example')).toBe(false);
    expect(isAllowedHost(hosts, 'evil.example@any-port.example')).toBe(false);
  });
});
