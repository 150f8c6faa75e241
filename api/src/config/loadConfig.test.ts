import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDir } from '../testing/fixtures';
import { ConfigError } from './configError';
import { loadConfig } from './loadConfig';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      mfRemotesJson: undefined,
      mfRemotesFile: undefined,
      mfEnvironment: 'embedded',
      corsOrigins: [],
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
      });
    } finally {
      dir.remove();
    }
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: must be a whole number from 0 to 65535/],
    [{ PORT: '70000' }, /PORT: must be a whole number/],
    [{ PORT: '3.5' }, /PORT: must be a whole number/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: Invalid option: expected one of .*"silent"/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV: Invalid option/],
    [{ STATIC_ROOT: '/definitely/not/here' }, /STATIC_ROOT: \/definitely\/not\/here is not a directory/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS: "\*" is not an origin/],
    [{ CORS_ORIGINS: 'https://shell.example.com/app' }, /CORS_ORIGINS: "https:\/\/shell.example.com\/app" is not an origin/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
