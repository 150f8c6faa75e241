import logLoadErrors from './logLoadErrors';

type Hook = (args: unknown) => unknown;
const hooks = () => {
  const plugin = logLoadErrors();
  return { snapshotRead: plugin.loadRemoteSnapshot as Hook, loadFailed: plugin.errorLoadRemote as Hook };
};

const manifestRead = (name: string, buildVersion: string) => ({
  from: 'manifest',
  moduleInfo: { name, entry: `https://cdn.example.test/${name}/mf-manifest.json` },
  manifestJson: { metaData: { buildInfo: { buildVersion } } },
  remoteSnapshot: { buildVersion, remoteEntry: 'remoteEntry.js' },
});

describe('logLoadErrors', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('names the remote and the build its manifest recorded when remoteEntry.js then fails', async () => {
    const { snapshotRead, loadFailed } = hooks();
    await snapshotRead(manifestRead('search', '3f2a1c9'));
    const result = await loadFailed({ id: 'search/SearchPage', lifecycle: 'onLoad', error: new Error('Failed to load script remoteEntry.js') });

    expect(result).toBeUndefined(); // the slot's error boundary shows the fallback
    expect(logged).toHaveBeenCalledWith('[remote load failed] search/SearchPage (build 3f2a1c9) failed at onLoad: Failed to load script remoteEntry.js', {
      remoteId: 'search/SearchPage',
      lifecycle: 'onLoad',
      buildVersion: '3f2a1c9',
      message: 'Failed to load script remoteEntry.js',
    });
  });

  it("keeps each remote's build apart", async () => {
    const { snapshotRead, loadFailed } = hooks();
    await snapshotRead(manifestRead('search', '3f2a1c9'));
    await snapshotRead(manifestRead('company_details', 'ci-412'));
    await loadFailed({ id: 'company_details/CompanyDetailsPage', lifecycle: 'onLoad', error: 'chunk failed', remote: { name: 'company_details' } });

    expect(logged.mock.calls[0][0]).toBe('[remote load failed] company_details/CompanyDetailsPage (build ci-412) failed at onLoad: chunk failed');
  });

  it('says the build is unknown when the manifest itself could not be read', async () => {
    const { loadFailed } = hooks();
    await loadFailed({
      id: 'upgrade_modal/UpgradeModal',
      lifecycle: 'afterResolve',
      error: new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'),
    });

    expect(logged.mock.calls[0][0]).toBe(
      '[remote load failed] upgrade_modal/UpgradeModal (build unknown: its manifest was not read) failed at afterResolve: [ Federation Runtime ]: RUNTIME-003 Failed to get manifest',
    );
  });

  it('passes every snapshot on unchanged', async () => {
    const { snapshotRead } = hooks();
    const args = manifestRead('search', '3f2a1c9');
    await expect(Promise.resolve(snapshotRead(args))).resolves.toBe(args);
  });
});
