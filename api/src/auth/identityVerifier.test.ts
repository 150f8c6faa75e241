import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, createRemoteJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { IdentityProviderUnavailableError, InvalidIdentityError } from './authErrors';
import { createIdentityVerifier } from './identityVerifier';
import { createLocalIssuer, loadOrCreateLocalKeys } from './localIssuer';

const ISSUER = 'http://127.0.0.1/auth/v1';
const SUB = '0f8fad5b-d9cb-469f-a165-70867728950e';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey, jwk };
}

type Claims = Record<string, unknown>;
const goodClaims: Claims = { email: 'Investor@Example.test', role: 'authenticated', user_metadata: { full_name: 'Asha Investor' } };

async function sign(privateKey: CryptoKey, kid: string, claims: Claims = goodClaims, edit: (jwt: SignJWT) => SignJWT = (j) => j) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuer(ISSUER)
    .setAudience('authenticated')
    .setSubject(SUB)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600);
  return edit(jwt).sign(privateKey);
}

function base64url(value: object | string) {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

describe('identity verifier', () => {
  let key: Awaited<ReturnType<typeof keyPair>>;
  let verifier: ReturnType<typeof createIdentityVerifier>;

  beforeAll(async () => {
    key = await keyPair('k1');
    verifier = createIdentityVerifier({ issuer: ISSUER, keys: createLocalJWKSet({ keys: [key.jwk] }) });
  });

  it('accepts a well-formed token and reads who the caller is from its claims', async () => {
    const identity = await verifier.verify(await sign(key.privateKey, 'k1'));
    expect(identity).toEqual({
      userId: SUB,
      email: 'investor@example.test',
      fullName: 'Asha Investor',
      pictureUrl: null,
      issuedAt: expect.any(Number),
      expiresAt: expect.any(Number),
      tokenKey: expect.any(Buffer),
      tokenKeyScope: 'token',
    });
  });

  it("keys revocation on the provider's session when the token names one, else on the token itself", async () => {
    const withSession = { ...goodClaims, session_id: 'c3f1e2a4-0000-4000-8000-000000000001' };
    const first = await verifier.verify(await sign(key.privateKey, 'k1', withSession));
    const refreshed = await verifier.verify(await sign(key.privateKey, 'k1', withSession, (j) => j.setIssuedAt(Math.floor(Date.now() / 1000) - 60)));
    expect(first.tokenKeyScope).toBe('provider_session');
    expect(first.tokenKey.equals(refreshed.tokenKey)).toBe(true);
    const plainA = await verifier.verify(await sign(key.privateKey, 'k1'));
    const plainB = await verifier.verify(await sign(key.privateKey, 'k1', goodClaims, (j) => j.setIssuedAt(Math.floor(Date.now() / 1000) - 60)));
    expect(plainA.tokenKey).toHaveLength(32);
    expect(plainA.tokenKey.equals(plainB.tokenKey)).toBe(false);
  });

  const rejected: Array<[string, () => Promise<string>]> = [
    ['a wrong issuer', () => sign(key.privateKey, 'k1', goodClaims, (j) => j.setIssuer('https://evil.example/auth/v1'))],
    ['a wrong audience', () => sign(key.privateKey, 'k1', goodClaims, (j) => j.setAudience('anon'))],
    ['an expired token', () => sign(key.privateKey, 'k1', goodClaims, (j) => j.setIssuedAt(1_000).setExpirationTime(2_000))],
    ['a token signed by a foreign key under the real kid', async () => sign((await keyPair('k1')).privateKey, 'k1')],
    ['an unknown kid', async () => sign((await keyPair('other')).privateKey, 'other')],
    ['role anon', () => sign(key.privateKey, 'k1', { ...goodClaims, role: 'anon' })],
    ['an anonymous user', () => sign(key.privateKey, 'k1', { ...goodClaims, is_anonymous: true })],
    ['no e-mail', () => sign(key.privateKey, 'k1', { role: 'authenticated' })],
    ['a non-UUID subject', () => sign(key.privateKey, 'k1', goodClaims, (j) => j.setSubject('admin'))],
    [
      'no subject',
      async () => {
        const now = Math.floor(Date.now() / 1000);
        return new SignJWT(goodClaims)
          .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
          .setIssuer(ISSUER)
          .setAudience('authenticated')
          .setIssuedAt(now)
          .setExpirationTime(now + 60)
          .sign(key.privateKey);
      },
    ],
    [
      'algorithm none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...goodClaims, sub: SUB, iss: ISSUER, aud: 'authenticated', exp: 9_999_999_999, iat: 1 })}.`,
    ],
    [
      'HS256 signed with the public key as secret',
      async () => {
        const now = Math.floor(Date.now() / 1000);
        return new SignJWT(goodClaims)
          .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
          .setIssuer(ISSUER)
          .setAudience('authenticated')
          .setSubject(SUB)
          .setIssuedAt(now)
          .setExpirationTime(now + 60)
          .sign(new TextEncoder().encode(JSON.stringify(key.jwk)));
      },
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await sign(key.privateKey, 'k1')).split('.');
        return `${header}.${base64url({ ...goodClaims, email: 'attacker@example.test', sub: SUB, iss: ISSUER, aud: 'authenticated', exp: 9_999_999_999, iat: 1 })}.${signature}`;
      },
    ],
    ['garbage', async () => 'not-a-token'],
    ['an oversized token', async () => `${'a'.repeat(9000)}.b.c`],
  ];

  it.each(rejected)('rejects %s with a 401-class error', async (_label, makeToken) => {
    const token = await makeToken();
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidIdentityError);
  });

  it('refuses a token older than maxTokenAge at session creation only', async () => {
    const old = await sign(key.privateKey, 'k1', goodClaims, (j) => j.setIssuedAt(Math.floor(Date.now() / 1000) - 20 * 60));
    await expect(verifier.verify(old, { maxTokenAge: '10m' })).rejects.toBeInstanceOf(InvalidIdentityError);
    await expect(verifier.verify(old)).resolves.toMatchObject({ userId: SUB });
  });
});

describe('identity verifier over a real JWKS endpoint', () => {
  let server: Server;
  let jwks: { keys: JWK[] } = { keys: [] };
  let mode: 'ok' | 'down' | 'slow' = 'ok';
  let url: URL;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      if (mode === 'down') return res.writeHead(503).end();
      const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
      if (mode === 'slow') setTimeout(send, 1_500);
      else send();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const verifierFor = () => createIdentityVerifier({ issuer: ISSUER, keys: createRemoteJWKSet(url, { timeoutDuration: 500, cooldownDuration: 0 }) });

  it('accepts a key added by rotation after refetching, and 503s when the key set is down or slow', async () => {
    const first = await keyPair('k-old');
    jwks = { keys: [first.jwk] };
    mode = 'ok';
    const verifier = verifierFor();
    await expect(verifier.verify(await sign(first.privateKey, 'k-old'))).resolves.toMatchObject({ userId: SUB });

    const rotated = await keyPair('k-new');
    jwks = { keys: [first.jwk, rotated.jwk] };
    await expect(verifier.verify(await sign(rotated.privateKey, 'k-new'))).resolves.toMatchObject({ userId: SUB });

    mode = 'down';
    await expect(verifierFor().verify(await sign(first.privateKey, 'k-old'))).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
    mode = 'slow';
    await expect(verifierFor().verify(await sign(first.privateKey, 'k-old'))).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });
});

describe('local issuer', () => {
  it('mints tokens the same verifier accepts, with a stable id per e-mail and a key kept across restarts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conviction-auth-'));
    const issuer = createLocalIssuer({ keys: await loadOrCreateLocalKeys(dataDir), issuer: 'http://localhost:3000/api/auth/local' });
    const verifier = createIdentityVerifier({ issuer: issuer.issuer, keys: issuer.keySet() });

    const first = await verifier.verify((await issuer.signIn(' Asha@Example.test ', 'Asha Investor')).access_token);
    const again = await verifier.verify((await issuer.signIn('asha@example.test', 'Asha I.')).access_token);
    const other = await verifier.verify((await issuer.signIn('ravi@example.test', 'Ravi')).access_token);
    expect(first.userId).toBe(again.userId);
    expect(first.userId).not.toBe(other.userId);
    expect(first).toMatchObject({ email: 'asha@example.test', fullName: 'Asha Investor' });

    const restarted = createLocalIssuer({ keys: await loadOrCreateLocalKeys(dataDir), issuer: issuer.issuer });
    expect(restarted.jwks()).toEqual(issuer.jwks());
    expect(issuer.jwks().keys[0]).not.toHaveProperty('d');
  });
});
