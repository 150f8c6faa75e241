import { applyTesterOverrides, fetchRemoteRegistry } from './remoteRegistry';

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
