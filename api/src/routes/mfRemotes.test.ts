import { utimesSync } from 'node:fs';
import { RemoteRegistrySchema } from 'shared-types/api';
import request from 'supertest';
import { createApp } from '../app';
import { createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir();
});
afterEach(() => dir.remove());

const app = (env: NodeJS.ProcessEnv = {}) => createApp(testConfig(dir.root, env), { logger: silentLogger(), data: null });

describe('GET /api/mf/remotes', () => {
  it('lists the five embedded remotes with no-cache', async () => {
    dir.write('remotes/search/dist/mf-manifest.json', JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.3.0' } } }));
    const res = await request(app()).get('/api/mf/remotes');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = RemoteRegistrySchema.parse(res.body);
    expect(body.environment).toBe('embedded');
    expect(body.remotes).toEqual([
      { name: 'search', entry: '/remotes/search/mf-manifest.json', version: '0.3.0' },
      { name: 'accessed_companies', entry: '/remotes/accessed-companies/mf-manifest.json' },
      { name: 'company_details', entry: '/remotes/company-details/mf-manifest.json' },
      { name: 'upgrade_modal', entry: '/remotes/upgrade-modal/mf-manifest.json' },
      { name: 'screener', entry: '/remotes/screener/mf-manifest.json' },
    ]);
  });

  it('serves MF_REMOTES instead when it is set', async () => {
    const registry = { environment: 'staging', remotes: [{ name: 'search', entry: 'https://search.example.com/mf-manifest.json' }] };
    const res = await request(app({ MF_REMOTES: JSON.stringify(registry) })).get('/api/mf/remotes');
    expect(res.body).toEqual(registry);
  });

  it('picks up an edited MF_REMOTES_FILE on the next request', async () => {
    const v1 = { environment: 'qa', remotes: [{ name: 'search', entry: 'https://v1.example.com/mf-manifest.json' }] };
    const v2 = { environment: 'qa', remotes: [{ name: 'search', entry: 'https://v2.example.com/mf-manifest.json', version: '2.0.0' }] };
    const file = dir.write('registry.json', JSON.stringify(v1));
    utimesSync(file, 1_000, 1_000);
    const server = app({ MF_REMOTES_FILE: file });
    expect((await request(server).get('/api/mf/remotes')).body).toEqual(v1);

    dir.write('registry.json', JSON.stringify(v2));
    utimesSync(file, 2_000, 2_000);
    expect((await request(server).get('/api/mf/remotes')).body).toEqual(v2);
  });

  it('refuses to build the app from an invalid registry', () => {
    expect(() => app({ MF_REMOTES: '[{"name":"search"}]' })).toThrow(/MF_REMOTES is not a valid remote registry: remotes\[0\]\.entry/);
  });
});
