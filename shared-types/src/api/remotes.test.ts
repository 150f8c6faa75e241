import { RemoteRegistrySchema } from './remotes';

const valid = { environment: 'embedded', remotes: [{ name: 'search', entry: '/remotes/search/mf-manifest.json' }] };

describe('RemoteRegistrySchema', () => {
  it('accepts same-origin paths and absolute http(s) manifest URLs', () => {
    expect(RemoteRegistrySchema.safeParse(valid).success).toBe(true);
    const absolute = {
      ...valid,
      remotes: [{ name: 'company_details', entry: 'https://cdn.example.test/company-details/1.4.0/mf-manifest.json', version: '1.4.0' }],
    };
    expect(RemoteRegistrySchema.safeParse(absolute).success).toBe(true);
  });

  it.each([
    ['an unknown remote', { name: 'payments', entry: '/remotes/p/mf-manifest.json' }],
    ['a protocol-relative URL', { name: 'search', entry: '//evil.example/mf-manifest.json' }],
    ['a wildcard host', { name: 'search', entry: 'https://*.example.test/mf-manifest.json' }],
    ['credentials in the URL', { name: 'search', entry: 'https://user:pw@example.test/mf-manifest.json' }],
    ['a javascript: URL', { name: 'search', entry: 'javascript:alert(1)//.json' }],
    ['a remoteEntry.js instead of a manifest', { name: 'search', entry: '/remotes/search/remoteEntry.js' }],
    ['a contract version that is not MAJOR.MINOR.PATCH', { name: 'search', entry: '/remotes/search/mf-manifest.json', contractVersion: '2' }],
    ['an unexpected key', { name: 'search', entry: '/remotes/search/mf-manifest.json', url: 'x' }],
  ])('rejects %s', (_label, remote) => {
    expect(RemoteRegistrySchema.safeParse({ ...valid, remotes: [remote] }).success).toBe(false);
  });

  it('rejects a remote listed twice', () => {
    const twice = { ...valid, remotes: [valid.remotes[0], valid.remotes[0]] };
    const result = RemoteRegistrySchema.safeParse(twice);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('each remote may be listed once');
  });
});
