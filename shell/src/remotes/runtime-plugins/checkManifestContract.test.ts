import checkManifestContract from './checkManifestContract';

type Hook = (args: unknown) => Promise<unknown>;
const hook = (shellVersion: string, federationRuntimeVersion?: string) =>
  checkManifestContract({ shellVersion, federationRuntimeVersion }).loadRemoteSnapshot as Hook;
const fromManifest = (shellContractVersion?: unknown, federationRuntimeVersion?: unknown) => ({
  from: 'manifest',
  moduleInfo: { name: 'company_details', entry: 'https://cdn.example.test/company-details/mf-manifest.json' },
  manifestJson: {
    metaData: {
      ...(shellContractVersion === undefined ? {} : { shellContractVersion }),
      ...(federationRuntimeVersion === undefined ? {} : { federationRuntimeVersion }),
    },
  },
  remoteSnapshot: {},
});

describe('checkManifestContract', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('refuses a manifest built against another major, naming both versions', async () => {
    const message = 'company_details was built against shell contract 2.0.0, but this shell provides 1.3.0; the major versions differ, so it is not loaded.';
    await expect(hook('1.3.0')(fromManifest('2.0.0'))).rejects.toThrow(message);
    expect(logged).toHaveBeenCalledWith(`[remote contract] ${message}`);
  });

  it('lets a newer or older minor of the same major through, and a manifest that predates versioning', async () => {
    for (const built of ['1.0.0', '1.9.2', undefined]) {
      const args = fromManifest(built);
      await expect(hook('1.3.0')(args)).resolves.toBe(args);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('refuses a version that is not MAJOR.MINOR.PATCH', async () => {
    await expect(hook('1.3.0')(fromManifest('banana'))).rejects.toThrow(/built against shell contract banana/);
  });

  it('refuses a remote built against a federation runtime of another major or minor, naming both versions', async () => {
    for (const built of ['2.10.0', '3.9.2', 'banana']) {
      const message = `company_details was built against federation runtime ${built}, but this shell provides 2.9.2; the major or minor versions differ, so it is not loaded.`;
      await expect(hook('1.3.0', '2.9.2')(fromManifest('1.3.0', built))).rejects.toThrow(message);
      expect(logged).toHaveBeenCalledWith(`[remote contract] ${message}`);
    }
  });

  it('lets a federation runtime of another patch through, and a manifest that records none', async () => {
    for (const built of ['2.9.0', '2.9.7', undefined]) {
      const args = fromManifest('1.3.0', built);
      await expect(hook('1.3.0', '2.9.2')(args)).resolves.toBe(args);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('names the contract mismatch first when both differ', async () => {
    await expect(hook('1.3.0', '2.9.2')(fromManifest('2.0.0', '3.0.0'))).rejects.toThrow(/shell contract 2\.0\.0/);
  });

  it('leaves snapshots that did not come from a manifest alone', async () => {
    const args = { ...fromManifest('9.0.0'), from: 'global' };
    await expect(hook('1.3.0')(args)).resolves.toBe(args);
  });
});
