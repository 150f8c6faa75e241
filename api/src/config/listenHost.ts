import { ConfigError } from './configError';

/** Names and addresses that only this machine can reach. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host);
}

/**
 * The address to listen on. With the local sign-in issuer on (anyone who can
 * reach it signs in as any e-mail) the default is 127.0.0.1, and another
 * address needs ALLOW_LOCAL_ISSUER_ON_NETWORK=true; with real sign-in the
 * default stays every interface, as a container expects.
 */
export function listenHost(
  vars: { HOST?: string | undefined; ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' | 'false' },
  authMode: 'supabase' | 'local',
): string | undefined {
  if (authMode === 'supabase') return vars.HOST;
  if (vars.HOST === undefined) return '127.0.0.1';
  if (isLoopbackHost(vars.HOST) || vars.ALLOW_LOCAL_ISSUER_ON_NETWORK === 'true') return vars.HOST;
  throw new ConfigError(
    `HOST=${vars.HOST} would let anyone on the network sign in as any e-mail through the local sign-in issuer. ` +
      'Configure SUPABASE_URL and SUPABASE_ANON_KEY for real sign-in, leave HOST unset to listen on 127.0.0.1 only, ' +
      'or set ALLOW_LOCAL_ISSUER_ON_NETWORK=true to accept that risk.',
  );
}
