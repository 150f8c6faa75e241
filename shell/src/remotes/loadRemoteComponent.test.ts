import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, RemoteUnavailableError } from './loadRemoteComponent';
import { http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { resetRemoteRegistryForTests } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const registry = {
  environment: 'test',
  remotes: [{ name: 'search', entry: '/remotes/search/mf-manifest.json' }],
};

beforeEach(() => {
  resetRemoteRegistryForTests();
  server.use(http.get('/api/mf/remotes', () => HttpResponse.json(registry)));
});

describe('loadRemoteComponent', () => {
  it('registers the remote list from the API, resolving paths against the page, then loads the exposed module', async () => {
    const Page = () => null;
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    await expect(loadRemoteComponent('search')).resolves.toEqual({ default: Page });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'search', entry: 'http://localhost/remotes/search/mf-manifest.json' }]);
    expect(loadRemote).toHaveBeenCalledWith('search/SearchPage');
  });

  it('gives up on a remote that has not answered within the time-out', async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const loading = loadRemoteComponent('search', 10_000);
    const assertion = expect(loading).rejects.toThrow('search/SearchPage did not load within 10 s.');
    await jest.advanceTimersByTimeAsync(10_000);
    await assertion;
    jest.useRealTimers();
  });

  it('rejects a module that exports no component', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ notDefault: 1 });
    await expect(loadRemoteComponent('search')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('fails clearly when the remote list is unavailable, and asks again next time', async () => {
    server.use(http.get('/api/mf/remotes', () => HttpResponse.json({}, { status: 503 }), { once: true }));
    const sent = recordRequests();
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await expect(loadRemoteComponent('search')).rejects.toThrow('The remote list could not be loaded (HTTP 503).');
    await expect(loadRemoteComponent('search')).resolves.toBeDefined();
    expect(sent.to('/api/mf/remotes')).toHaveLength(2);
  });
});
