import { utimesSync } from 'node:fs';
import { REMOTE_NAMES } from 'shared-types/api';
import { ConfigError } from './configError';
import { capturingLogger, createTempDir, silentLogger, testConfig, type TempDir } from '../testing/fixtures';
import { createRemoteRegistry, parseRegistry } from './remoteRegistry';

const SEARCH_V2 = 'https://search-v2.example.com/remotes/search/mf-manifest.json';

let dir: TempDir;
beforeEach(() => {
  dir = createTempDir();
});
afterEach(() => dir.remove());

/** Writes the registry file with an explicit mtime, so a change is visible even within one clock tick. */
function writeRegistryFile(content: unknown, mtimeSeconds: number): string {
  const file = dir.write('registry.json', JSON.stringify(content));
  utimesSync(file, mtimeSeconds, mtimeSeconds);
  return file;
}

describe('createRemoteRegistry', () => {
  it('defaults to the embedded remotes of remotes/remotes.json, in its order, no origins', async () => {
    const source = createRemoteRegistry(testConfig(dir.root), silentLogger());
    const { registry, origins } = await source.current();
    expect(source.kind).toBe('default');
    expect(registry).toEqual({
      environment: 'embedded',
      remotes: [
        { name: 'search', entry: '/remotes/search/mf-manifest.json' },
        { name: 'accessed_companies', entry: '/remotes/accessed-companies/mf-manifest.json' },
        { name: 'company_details', entry: '/remotes/company-details/mf-manifest.json' },
        { name: 'upgrade_modal', entry: '/remotes/upgrade-modal/mf-manifest.json' },
        { name: 'screener', entry: '/remotes/screener/mf-manifest.json' },
      ],
    });
    expect(registry.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    expect(origins).toEqual([]);
  });

  it('adds the build and shell-contract versions from a built remote manifest', async () => {
    dir.write('remotes/upgrade-modal/dist/mf-manifest.json', JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.4.2' } } }));
    const withContract = { metaData: { buildInfo: { buildVersion: '0.1.0' }, shellContractVersion: '2.1.0' } };
    dir.write('remotes/company-details/dist/mf-manifest.json', JSON.stringify(withContract));
    dir.write('remotes/search/dist/mf-manifest.json', '{ not json');
    const { registry } = await createRemoteRegistry(testConfig(dir.root), silentLogger()).current();
    expect(registry.remotes.find((r) => r.name === 'upgrade_modal')).toEqual({
      name: 'upgrade_modal',
      entry: '/remotes/upgrade-modal/mf-manifest.json',
      version: '1.4.2',
    });
    expect(registry.remotes.find((r) => r.name === 'company_details')).toMatchObject({ version: '0.1.0', contractVersion: '2.1.0' });
    expect(registry.remotes.find((r) => r.name === 'search')).not.toHaveProperty('version');
  });

  it('takes MF_REMOTES as a bare array, labelled with MF_ENVIRONMENT, and derives origins', async () => {
    const config = testConfig(dir.root, {
      MF_ENVIRONMENT: 'staging',
      MF_REMOTES: JSON.stringify([
        { name: 'search', entry: SEARCH_V2, version: '2.0.0' },
        { name: 'upgrade_modal', entry: 'https://cdn.example.com:8443/upgrade/mf-manifest.json' },
        { name: 'company_details', entry: '/remotes/company-details/mf-manifest.json' },
      ]),
    });
    const source = createRemoteRegistry(config, silentLogger());
    const { registry, origins } = await source.current();
    expect(source.kind).toBe('env');
    expect(registry.environment).toBe('staging');
    expect(registry.remotes[0]).toEqual({ name: 'search', entry: SEARCH_V2, version: '2.0.0' });
    expect(origins).toEqual(['https://cdn.example.com:8443', 'https://search-v2.example.com']);
  });

  it('prefers MF_REMOTES over MF_REMOTES_FILE', async () => {
    const file = writeRegistryFile({ environment: 'from-file', remotes: [] }, 1_000);
    const config = testConfig(dir.root, { MF_REMOTES: '{"environment":"from-env","remotes":[]}', MF_REMOTES_FILE: file });
    const { registry } = await createRemoteRegistry(config, silentLogger()).current();
    expect(registry.environment).toBe('from-env');
  });

  it('re-reads MF_REMOTES_FILE after it changes, and keeps the last good list when an edit is broken', async () => {
    const file = writeRegistryFile({ environment: 'qa', remotes: [{ name: 'search', entry: '/remotes/search/mf-manifest.json' }] }, 1_000);
    const { logger, lines } = capturingLogger();
    const source = createRemoteRegistry(testConfig(dir.root, { MF_REMOTES_FILE: file }), logger);
    expect((await source.current()).origins).toEqual([]);

    writeRegistryFile({ environment: 'qa', remotes: [{ name: 'search', entry: SEARCH_V2 }] }, 2_000);
    const repointed = await source.current();
    expect(repointed.registry.remotes[0]?.entry).toBe(SEARCH_V2);
    expect(repointed.origins).toEqual(['https://search-v2.example.com']);

    writeRegistryFile({ environment: 'qa', remotes: [{ name: 'serch', entry: SEARCH_V2 }] }, 3_000);
    expect((await source.current()).registry.remotes[0]?.entry).toBe(SEARCH_V2);
    await source.current();
    const errors = lines().filter((line) => line.level === 50);
    expect(errors).toHaveLength(1); // logged once per broken version, not per request
    expect(JSON.stringify(errors[0])).toContain('remotes[0].name');
  });
});

describe('invalid registry sources stop start-up with the source and field named', () => {
  it.each([
    ['{"environment":', /^MF_REMOTES is not valid JSON/],
    ['[{"name":"serch","entry":"/remotes/search/mf-manifest.json"}]', /MF_REMOTES is not a valid remote registry: remotes\[0\]\.name: Invalid option/],
    ['[{"name":"search","entry":"/remotes/search/remoteEntry.js"}]', /remotes\[0\]\.entry: entry must point at an mf-manifest.json file/],
    ['[{"name":"search","entry":"/a/mf-manifest.json"},{"name":"search","entry":"/b/mf-manifest.json"}]', /remotes: each remote may be listed once/],
    ['{"environment":"x","remotes":[],"extra":1}', /\(root\): Unrecognized key: "extra"/],
    ['[{"name":"search","entry":"https://*.example.com/mf-manifest.json"}]', /remotes\[0\]\.entry: entry must be an http\(s\) URL/],
    ['[{"name":"search","entry":"https://a;b/mf-manifest.json"}]', /remotes\[0\]\.entry: entry must be an http\(s\) URL/],
  ])('MF_REMOTES=%s', (json, message) => {
    expect(() => createRemoteRegistry(testConfig(dir.root, { MF_REMOTES: json }), silentLogger())).toThrow(message);
  });

  it('names MF_REMOTES_FILE and its path', () => {
    const file = dir.write('registry.json', '{"environment":"qa","remotes":[{"name":"search","entry":42}]}');
    const create = () => createRemoteRegistry(testConfig(dir.root, { MF_REMOTES_FILE: file }), silentLogger());
    expect(create).toThrow(ConfigError);
    expect(create).toThrow(`MF_REMOTES_FILE (${file}) is not a valid remote registry: remotes[0].entry: Invalid input: expected string, received number`);
  });

  it('reports a missing MF_REMOTES_FILE', () => {
    const missing = `${dir.root}/nope.json`;
    expect(() => createRemoteRegistry(testConfig(dir.root, { MF_REMOTES_FILE: missing }), silentLogger())).toThrow(
      `MF_REMOTES_FILE (${missing}) cannot be read`,
    );
  });

  it('parseRegistry keeps an explicit environment from the object form', () => {
    expect(parseRegistry('{"environment":"prod","remotes":[]}', 'MF_REMOTES', 'embedded').environment).toBe('prod');
  });
});
