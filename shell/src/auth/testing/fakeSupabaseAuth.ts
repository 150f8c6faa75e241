// Test helper (not used by the app): a local stand-in for a Supabase project's
// Auth server, and for the API's session endpoints, on 127.0.0.1. Tokens are
// ES256 JWTs signed with a key generated here and published as a JWKS. The
// stand-in session endpoint checks them over that JWKS with the claims the API
// requires (issuer, audience, ES256, age); the shell imports no API source, and
// the API's own verifier is tested in api/.
import { createHash, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const ANON_KEY = 'test-anon-key';

export const GOOGLE_USER = {
  id: '6f1c2b1e-4a0d-4c7e-9a53-2f2f7a0d1c11',
  email: 'asha@example.com',
  fullName: 'Asha Investor',
  picture: 'https://example.com/asha.png',
};

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** Who a token names, in the API's terms. */
export interface VerifiedIdentity {
  userId: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
}

export interface IdentityVerifier {
  /** Rejects with jose's error (its `code`, e.g. ERR_JWT_EXPIRED) when the token would not pass. */
  verify(token: string, options: { maxTokenAge: string }): Promise<VerifiedIdentity>;
}

export interface FakeSupabaseAuth {
  /** Plays SUPABASE_URL. */
  url: string;
  requests: RecordedRequest[];
  /** What the stand-in API's POST /api/session/create verified, in order. */
  exchanged: Array<{ token: string; identity: VerifiedIdentity }>;
  /** The API's token checks over this server's JWKS. */
  verifier: IdentityVerifier;
  /** Plays Google's consent screen: approves an authorize URL and returns the code Supabase would put on the redirect. */
  approve(authorizeUrl: string): string;
  /** The next tokens are stamped as issued this long ago (a sign-in that happened a while back). */
  issueTokensAged(ms: number): void;
  /** Signs a token the way the project would. */
  signAccessToken(issuedAtMs: number): Promise<string>;
  close(): Promise<void>;
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function stringOrNull(value: JWTPayload[string]): string | null {
  return typeof value === 'string' ? value : null;
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakeSupabaseAuth(): Promise<FakeSupabaseAuth> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-es256', alg: 'ES256', use: 'sig' };
  const codes = new Map<string, string>(); // auth code -> PKCE code challenge
  const refreshTokens = new Set<string>();
  const requests: RecordedRequest[] = [];
  const exchanged: FakeSupabaseAuth['exchanged'] = [];
  let tokenAgeMs = 0;
  let url = '';
  // Made once the port (and so the issuer URL) is known.
  const verifierRef: { current?: IdentityVerifier } = {};

  async function signAccessToken(issuedAtMs: number, key: CryptoKey = privateKey): Promise<string> {
    const iat = Math.floor(issuedAtMs / 1000);
    return new SignJWT({
      email: GOOGLE_USER.email,
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      session_id: randomUUID(),
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: GOOGLE_USER.fullName, avatar_url: GOOGLE_USER.picture },
    })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'JWT' })
      .setIssuer(`${url}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(GOOGLE_USER.id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
  }

  async function session() {
    const issuedAt = Date.now() - tokenAgeMs;
    const refreshToken = randomUUID();
    refreshTokens.add(refreshToken);
    return {
      access_token: await signAccessToken(issuedAt),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(issuedAt / 1000) + 3600,
      refresh_token: refreshToken,
      user: {
        id: GOOGLE_USER.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: GOOGLE_USER.email,
        app_metadata: { provider: 'google', providers: ['google'] },
        user_metadata: { full_name: GOOGLE_USER.fullName, avatar_url: GOOGLE_USER.picture },
        identities: [],
        created_at: new Date(issuedAt).toISOString(),
        updated_at: new Date(issuedAt).toISOString(),
        is_anonymous: false,
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const requestUrl = new URL(req.url ?? '/', url);
    const body = req.method === 'POST' ? await readJson(req) : {};
    requests.push({ method: req.method ?? 'GET', path: requestUrl.pathname, query: Object.fromEntries(requestUrl.searchParams), body, headers: req.headers });
    const route = `${req.method} ${requestUrl.pathname}`;

    if (route === 'GET /auth/v1/.well-known/jwks.json') return send(res, 200, { keys: [jwk] });
    // The API's GET /api/auth/config with a Supabase project configured.
    if (route === 'GET /api/auth/config') return send(res, 200, { mode: 'supabase', supabase_url: url, supabase_anon_key: ANON_KEY });

    if (route === 'POST /auth/v1/token') {
      const grant = requestUrl.searchParams.get('grant_type');
      if (grant === 'pkce') {
        const challenge = codes.get(String(body.auth_code));
        const verifierHash = base64url(createHash('sha256').update(String(body.code_verifier)).digest());
        if (!challenge || challenge !== verifierHash)
          return send(res, 400, { code: 400, error_code: 'bad_code_verifier', msg: 'code challenge does not match' });
        codes.delete(String(body.auth_code));
        return send(res, 200, await session());
      }
      if (grant === 'refresh_token') {
        const token = String(body.refresh_token);
        if (!refreshTokens.delete(token)) return send(res, 400, { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' });
        tokenAgeMs = 0;
        return send(res, 200, await session());
      }
      return send(res, 400, { code: 400, msg: `unsupported grant ${grant}` });
    }

    if (route === 'POST /auth/v1/logout') {
      res.writeHead(204).end();
      return;
    }

    // The stand-in for the API: verify the bearer token as POST /api/session/create does.
    if (route === 'POST /api/session/create') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return send(res, 401, { error: 'unauthorized', message: 'no bearer' });
      try {
        const identity = await verifierRef.current!.verify(token, { maxTokenAge: '10m' });
        exchanged.push({ token, identity });
        return send(res, 200, {
          success: true,
          idle_expires_at: new Date(Date.now() + 1_800_000).toISOString(),
          absolute_expires_at: new Date(Date.now() + 43_200_000).toISOString(),
        });
      } catch (error) {
        return send(res, 401, { error: 'invalid_identity', message: (error as Error).message });
      }
    }
    if (route === 'POST /api/session/validate') {
      const last = exchanged.at(-1)?.identity;
      return send(res, 200, {
        success: true,
        valid: Boolean(last),
        user_id: last?.userId ?? null,
        email: last?.email ?? null,
        full_name: last?.fullName ?? null,
        picture: last?.pictureUrl ?? null,
      });
    }
    return send(res, 404, { error: 'not_found', message: route });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: 'internal', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = createRemoteJWKSet(new URL(`${url}/auth/v1/.well-known/jwks.json`), { timeoutDuration: 2000 });
  const issuer = `${url}/auth/v1`;
  const verifier: IdentityVerifier = {
    async verify(token, { maxTokenAge }) {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: 'authenticated',
        algorithms: ['ES256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge,
      });
      const metadata = (payload.user_metadata ?? {}) as Record<string, unknown>;
      return { userId: payload.sub!, email: String(payload.email), fullName: stringOrNull(metadata.full_name), pictureUrl: stringOrNull(metadata.avatar_url) };
    },
  };
  verifierRef.current = verifier;

  return {
    url,
    requests,
    exchanged,
    verifier,
    approve(authorizeUrl) {
      const challenge = new URL(authorizeUrl).searchParams.get('code_challenge');
      if (!challenge) throw new Error(`No PKCE code_challenge in ${authorizeUrl}`);
      const code = randomUUID();
      codes.set(code, challenge);
      return code;
    },
    issueTokensAged(ms) {
      tokenAgeMs = ms;
    },
    signAccessToken: (issuedAtMs) => signAccessToken(issuedAtMs),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
