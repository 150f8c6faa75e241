import { http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { applyTesterOverrides, ensureRemotesRegistered, fetchRemoteRegistry, resetRemoteRegistryForTests, whenRemotesRegistered } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const registry = {
  environment: 'embedded',
  remotes: [
    { name: 'search' as const, entry: '/remotes/search/mf-manifest.json' },
    { name: 'company_details' as const, entry: '/remotes/company-details/mf-manifest.json' },
  ],
};

describe('remote registry', () => {
  it('rejects a malformed remote list with the reason', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response(JSON.stringify({ environment: 'x', remotes: [{ name: 'nope', entry: 'x' }] })));
    await expect(fetchRemoteRegistry(fetchImpl)).rejects.toThrow(/The remote list is malformed/);
  });

  it('applies a tester override for one remote only', () => {
    const storage = { getItem: (key: string) => (key === 'mf-override:search' ? 'https://preview.example.test/search/mf-manifest.json' : null) };
    const result = applyTesterOverrides(registry, storage);
    expect(result.remotes[0]).toEqual({ name: 'search', entry: 'https://preview.example.test/search/mf-manifest.json', version: 'override' });
    expect(result.remotes[1]).toEqual(registry.remotes[1]);
  });
});

describe('whenRemotesRegistered', () => {
  afterEach(() => resetRemoteRegistryForTests());

  it('tells each watcher what was registered, once per registration, until it stops watching', async () => {
    const listed = { environment: 'test', remotes: [{ ...registry.remotes[1]!, contractVersion: '2.11.0' }] };
    server.use(http.get('/api/mf/remotes', () => HttpResponse.json(listed)));
    const watcher = jest.fn();
    const stop = whenRemotesRegistered(watcher);

    await ensureRemotesRegistered();
    await ensureRemotesRegistered();
    expect(watcher).toHaveBeenCalledTimes(1);
    expect(watcher).toHaveBeenCalledWith({ registry: listed, refused: new Map() });

    stop();
    resetRemoteRegistryForTests();
    await ensureRemotesRegistered();
    expect(watcher).toHaveBeenCalledTimes(1);
  });
});
