import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDir } from '../testing/fixtures';
import { ConfigError } from './configError';
import { loadConfig, REPO_ROOT } from './loadConfig';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      mfRemotesJson: undefined,
      mfRemotesFile: undefined,
      mfEnvironment: 'embedded',
      corsOrigins: [],
      overrideOrigins: [],
    });
  });

  it('defaults STATIC_ROOT to the repo root (the folder holding the workspaces)', () => {
    const { staticRoot } = loadConfig({});
    const rootPackage = JSON.parse(readFileSync(path.join(staticRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    expect(rootPackage.workspaces).toEqual(expect.arrayContaining(['shell', 'api', 'remotes/search']));
  });

  it('reads every variable and treats empty ones as unset', () => {
    const dir = createTempDir();
    try {
      const config = loadConfig(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'silent',
          STATIC_ROOT: dir.root,
          MF_REMOTES: '',
          MF_REMOTES_FILE: 'registry.json',
          MF_ENVIRONMENT: 'staging',
          CORS_ORIGINS: 'http://localhost:3001, https://shell.example.com/',
          MF_OVERRIDE_ORIGINS: 'https://preview.example.com',
          SUPABASE_URL: 'https://project.supabase.co/',
          SUPABASE_ANON_KEY: 'anon-key',
          FREE_COMPANY_LIMIT: '7',
          RAZORPAY_KEY_ID: 'rzp_live_Key1',
          RAZORPAY_KEY_SECRET: 'key-secret',
          RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
          GSTIN: '29AAGCB7383J1Z4',
          PAYMENT_RATE_LIMIT_PER_HOUR: '20',
        },
        '/srv/app',
      );
      expect(config).toMatchObject({
        port: 0,
        host: '127.0.0.1',
        nodeEnv: 'production',
        logLevel: 'silent',
        staticRoot: dir.root,
        mfRemotesJson: undefined,
        mfRemotesFile: '/srv/app/registry.json',
        mfEnvironment: 'staging',
        corsOrigins: ['http://localhost:3001', 'https://shell.example.com'],
        overrideOrigins: ['https://preview.example.com'],
        freeCompanyLimit: 7,
        auth: { mode: 'supabase', supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: 'anon-key', publicUrl: undefined },
        payments: { mode: 'razorpay', keyId: 'rzp_live_Key1', apiBase: 'https://api.razorpay.com', gstin: '29AAGCB7383J1Z4', rateLimitPerHour: 20 },
      });
    } finally {
      dir.remove();
    }
  });

  it('signs in locally by default, with 5 free companies and rate limits sized for people', () => {
    expect(loadConfig({})).toMatchObject({
      freeCompanyLimit: 5,
      auth: { mode: 'local', supabaseUrl: undefined },
      rateLimits: { signInPer15Min: 100, researchPerMinute: 60, exportPerHour: 5 },
      trustProxyHops: 0,
    });
  });

  it('leaves live prices off unless LIVE_PRICES=yahoo, refreshing every 15 minutes by default', () => {
    expect(loadConfig({}).livePrices).toEqual({ provider: 'off', intervalMinutes: 15 });
    expect(loadConfig({ LIVE_PRICES: '', LIVE_PRICES_INTERVAL_MINUTES: '' }).livePrices).toEqual({ provider: 'off', intervalMinutes: 15 });
    expect(loadConfig({ LIVE_PRICES: 'yahoo', LIVE_PRICES_INTERVAL_MINUTES: '1' }).livePrices).toEqual({ provider: 'yahoo', intervalMinutes: 1 });
    expect(loadConfig({ LIVE_PRICES: 'yahoo', LIVE_PRICES_INTERVAL_MINUTES: '1440' }).livePrices.intervalMinutes).toBe(1440);
  });

  it('refuses the local issuer in production unless explicitly allowed, and only on loopback', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/local sign-in issuer is refused in production/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true' }).auth.mode).toBe('local');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true', PUBLIC_URL: 'http://127.0.0.1:3000' }).auth.mode).toBe('local');
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true', PUBLIC_URL: 'https://conviction.example.com' })).toThrow(
      /only runs on a loopback address \(anyone who reaches it signs in as any e-mail\), but PUBLIC_URL is https:\/\/conviction.example.com/,
    );
  });

  it('refuses the local issuer behind a reverse proxy or answering for a public host name, in any mode, unless explicitly accepted', () => {
    // The review's set-up: nginx in front, the host allow-list passed, and anyone signing in as anyone.
    const proxied = { NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true', ALLOWED_HOSTS: 'conviction.example.com', TRUST_PROXY_HOPS: '1' };
    expect(() => loadConfig(proxied)).toThrow(
      'The local sign-in issuer only runs on a loopback address (anyone who reaches it signs in as any e-mail), but ALLOWED_HOSTS names ' +
        'conviction.example.com, and TRUST_PROXY_HOPS=1 says requests come through a proxy. Configure SUPABASE_URL and SUPABASE_ANON_KEY ' +
        'for real sign-in, or set ALLOW_LOCAL_ISSUER_ON_NETWORK=true to accept that risk.',
    );
    // nginx's default Host $proxy_host passes the host check: the proxy setting alone is enough to refuse.
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '1' })).toThrow(/TRUST_PROXY_HOPS=1 says requests come through a proxy/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'api.internal' })).toThrow(/ALLOWED_HOSTS names api.internal/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://conviction.example.com' })).toThrow(/PUBLIC_URL is https:\/\/conviction.example.com/);
    expect(loadConfig({ ALLOWED_HOSTS: 'localhost:3000, 127.0.0.1' }).auth.mode).toBe('local');
    expect(loadConfig({ ...proxied, ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' }).auth.localIssuerOnNetwork).toBe(true);
    const supabase = { SUPABASE_URL: 'https://p.supabase.co', SUPABASE_ANON_KEY: 'anon', ALLOW_TEST_PAYMENTS: 'true' };
    expect(loadConfig({ ...supabase, ...proxied }).auth.mode).toBe('supabase');
  });

  it('listens on 127.0.0.1 only while the local issuer is on, unless another address is explicitly accepted', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ HOST })).toThrow(`HOST=${HOST} would let anyone on the network sign in as any e-mail through the local sign-in issuer`);
    }
    const accepted = loadConfig({ HOST: '0.0.0.0', ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' });
    expect(accepted.host).toBe('0.0.0.0');
    expect(accepted.auth.localIssuerOnNetwork).toBe(true);
    expect(() => loadConfig({ ALLOW_LOCAL_ISSUER_ON_NETWORK: 'yes' })).toThrow(/ALLOW_LOCAL_ISSUER_ON_NETWORK/);
  });

  it('keeps listening on every interface by default with real sign-in', () => {
    const supabase = { SUPABASE_URL: 'https://p.supabase.co', SUPABASE_ANON_KEY: 'anon', ALLOW_TEST_PAYMENTS: 'true' };
    expect(loadConfig(supabase).host).toBeUndefined();
    expect(loadConfig({ ...supabase, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...supabase, HOST: '0.0.0.0' }).auth.localIssuerOnNetwork).toBe(false);
  });

  it('lets the local issuer serve a network PUBLIC_URL in production only with ALLOW_LOCAL_ISSUER_ON_NETWORK', () => {
    const env = { NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true', PUBLIC_URL: 'http://192.168.1.20:3000', HOST: '0.0.0.0' };
    expect(() => loadConfig(env)).toThrow(/set ALLOW_LOCAL_ISSUER_ON_NETWORK=true to accept that risk/);
    expect(loadConfig({ ...env, ALLOW_LOCAL_ISSUER_ON_NETWORK: 'true' }).auth.publicUrl).toBe('http://192.168.1.20:3000');
  });

  it('has a configurable deadline for requests, headers, the database and shutdown', () => {
    expect(loadConfig({}).deadlines).toEqual({ requestMs: 30_000, headersMs: 10_000, shutdownNoticeMs: 0, shutdownDrainMs: 20_000, databaseMs: 2_000 });
    const short = loadConfig({ REQUEST_TIMEOUT_MS: '500', HEADERS_TIMEOUT_MS: '800', SHUTDOWN_DRAIN_MS: '100', DATABASE_REQUEST_DEADLINE_MS: '300' });
    // Node needs headersTimeout <= requestTimeout.
    expect(short.deadlines).toEqual({ requestMs: 500, headersMs: 500, shutdownNoticeMs: 0, shutdownDrainMs: 100, databaseMs: 300 });
    expect(() => loadConfig({ DATABASE_REQUEST_DEADLINE_MS: '2s' })).toThrow(/DATABASE_REQUEST_DEADLINE_MS: must be a whole number of milliseconds from 100/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5' })).toThrow(/REQUEST_TIMEOUT_MS: must be a whole number of milliseconds/);
  });

  it('keeps serving after a stop signal for 5 s with PostgreSQL (behind a load balancer), not at all with the embedded database', () => {
    const postgres = { DATABASE_URL: 'postgres://app@db.example.com/conviction' };
    expect(loadConfig(postgres).deadlines.shutdownNoticeMs).toBe(5000);
    expect(loadConfig({ ...postgres, SHUTDOWN_NOTICE_MS: '0' }).deadlines.shutdownNoticeMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_NOTICE_MS: '1500' }).deadlines.shutdownNoticeMs).toBe(1500);
    expect(() => loadConfig({ SHUTDOWN_NOTICE_MS: '5s' })).toThrow(/SHUTDOWN_NOTICE_MS: must be a whole number of milliseconds from 0/);
  });

  it('runs payments in test mode with the local issuer, so npm start needs no payment settings', () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'test', warn: false, gstin: undefined, rateLimitPerHour: 10 });
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_ISSUER: 'true' }).payments).toMatchObject({ mode: 'test', warn: false });
  });

  it('refuses a production start with real sign-in and no payment keys, unless test payments are explicitly allowed', () => {
    const production = { NODE_ENV: 'production', SUPABASE_URL: 'https://p.supabase.co', SUPABASE_ANON_KEY: 'anon' };
    expect(() => loadConfig(production)).toThrow(/Real sign-in is configured but no payment gateway/);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).payments).toMatchObject({ mode: 'test', warn: true });
    expect(() => loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_Key1' })).toThrow(/missing: RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
  });

  it('needs both Supabase settings in supabase mode', () => {
    expect(() => loadConfig({ AUTH_MODE: 'supabase', SUPABASE_URL: 'https://p.supabase.co' })).toThrow(/needs SUPABASE_URL and SUPABASE_ANON_KEY/);
    expect(() => loadConfig({ FREE_COMPANY_LIMIT: 'lots' })).toThrow(/FREE_COMPANY_LIMIT/);
  });

  it('keeps the database under <repo>/data unless DATA_DIR or DATABASE_URL says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ dataDir: path.join(REPO_ROOT, 'data'), databaseUrl: undefined });
    expect(loadConfig({ DATA_DIR: 'state', DATABASE_URL: '' }, '/srv/app')).toMatchObject({ dataDir: '/srv/app/state', databaseUrl: undefined });
    const url = 'postgres://app:secret@db.internal:5432/conviction';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('never repeats a rejected DATABASE_URL, which may hold a password', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db/app' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });

  it('shares state through Redis only when REDIS_URL is set, under REDIS_PREFIX', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '', REDIS_PREFIX: '' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'conviction:' });
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2', REDIS_PREFIX: 'staging:' }).redis).toEqual({
      url: 'rediss://:secret@cache.internal:6380/2',
      prefix: 'staging:',
    });
  });

  it('never repeats a rejected REDIS_URL, which may hold a password', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache.internal' })).toThrow(
      /^Invalid environment: REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache.internal' })).not.toThrow(/hunter2/);
  });

  it.each([
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL: must be a redis/],
    [{ REDIS_PREFIX: 'has space' }, /REDIS_PREFIX: must be 1 to 64 letters/],
    [{ PORT: 'abc' }, /PORT: must be a whole number from 0 to 65535/],
    [{ PORT: '70000' }, /PORT: must be a whole number/],
    [{ PORT: '3.5' }, /PORT: must be a whole number/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: Invalid option: expected one of .*"silent"/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV: Invalid option/],
    [{ STATIC_ROOT: '/definitely/not/here' }, /STATIC_ROOT: \/definitely\/not\/here is not a directory/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS: "\*" is not an origin/],
    [{ CORS_ORIGINS: 'https://shell.example.com/app' }, /CORS_ORIGINS: "https:\/\/shell.example.com\/app" is not an origin/],
    [{ MF_OVERRIDE_ORIGINS: 'https://*.example.com' }, /MF_OVERRIDE_ORIGINS: "https:\/\/\*.example.com" is not an origin/],
    [{ DATABASE_URL: 'mysql://u:secret@db/app' }, /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL: must be a postgres/],
    [{ LIVE_PRICES: 'google' }, /LIVE_PRICES: must be off or yahoo/],
    [{ LIVE_PRICES: 'Yahoo' }, /LIVE_PRICES: must be off or yahoo/],
    [{ LIVE_PRICES_INTERVAL_MINUTES: '0' }, /LIVE_PRICES_INTERVAL_MINUTES: must be a whole number of minutes from 1 to 1440/],
    [{ LIVE_PRICES_INTERVAL_MINUTES: '1441' }, /LIVE_PRICES_INTERVAL_MINUTES: must be a whole number of minutes from 1 to 1440/],
    [{ LIVE_PRICES_INTERVAL_MINUTES: '2.5' }, /LIVE_PRICES_INTERVAL_MINUTES: must be a whole number of minutes/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
