import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { SHELL_CONTRACT_VERSION } from 'shared-types/shell';
import { checkContracts } from './contractCheck';
import { loadRemoteComponent, RemoteUnavailableError } from './loadRemoteComponent';
import { resetRemote, resetRemoteRegistryForTests } from './remoteRegistry';
import { http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const [major = 0, minor = 0] = SHELL_CONTRACT_VERSION.split('.').map(Number);
const NEXT_MAJOR = `${major + 1}.0.0`;
const NEWER_MINOR = `${major}.${minor + 1}.0`;

const manifest = (folder: string) => `/remotes/${folder}/mf-manifest.json`;

describe('checkContracts', () => {
  it.each([
    ['the same version', '1.4.0', true],
    ['an older minor', '1.2.3', true],
    ['a newer minor', '1.7.0', true],
    ['the next major', '2.0.0', false],
    ['the previous major', '0.9.0', false],
  ])('with the shell at 1.4.0, a remote built against %s loads: %s', (_label, built, loads) => {
    const { compatible, refused } = checkContracts([{ name: 'search', entry: manifest('search'), contractVersion: built }], '1.4.0');
    expect(compatible).toHaveLength(loads ? 1 : 0);
    expect(refused.has('search')).toBe(!loads);
  });

  it('loads a remote that declares no contract version', () => {
    expect(checkContracts([{ name: 'search', entry: manifest('search') }], '3.0.0').compatible).toHaveLength(1);
  });
});

describe('registering remotes built against another contract', () => {
  const registry = {
    environment: 'test',
    remotes: [
      { name: 'search', entry: manifest('search'), contractVersion: NEWER_MINOR },
      { name: 'company_details', entry: manifest('company-details'), contractVersion: NEXT_MAJOR },
    ],
  };
  let errors: jest.SpyInstance;

  beforeEach(() => {
    resetRemoteRegistryForTests();
    server.use(http.get('/api/mf/remotes', () => HttpResponse.json(registry)));
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('never registers a remote of the next major, fails its load and names both versions', async () => {
    const loading = loadRemoteComponent('company_details');
    await expect(loading).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loading).rejects.toThrow(`built against shell contract ${NEXT_MAJOR}, but this shell provides ${SHELL_CONTRACT_VERSION}`);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'search', entry: 'http://localhost/remotes/search/mf-manifest.json' }]);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`company_details.*${NEXT_MAJOR}.*${SHELL_CONTRACT_VERSION}`)));
  });

  it('loads a remote built against a newer minor of the same major', async () => {
    await expect(loadRemoteComponent('search')).resolves.toBeDefined();
    expect(loadRemote).toHaveBeenCalledWith('search/SearchPage');
  });

  it('does not re-register a refused remote on Retry', async () => {
    await resetRemote('company_details');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});
