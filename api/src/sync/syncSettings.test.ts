import { ConfigError } from '../config/configError';
import { syncSettingsFrom } from './syncSettings';

describe('sync settings', () => {
  it('defaults to the real exchanges, 1 request/s to the API and 3/s to the archives, unscheduled', () => {
    expect(syncSettingsFrom({})).toEqual({
      bases: { nseArchive: 'https://nsearchives.nseindia.com', nseApi: 'https://www.nseindia.com', bseApi: 'https://api.bseindia.com' },
      apiRequestsPerSecond: 1,
      archiveRequestsPerSecond: 3,
      scheduled: false,
    });
  });

  it('takes a fake on loopback, paces, a schedule and an index', () => {
    const settings = syncSettingsFrom({
      NSE_ARCHIVE_BASE: 'http://127.0.0.1:8790/',
      NSE_API_BASE: 'http://localhost:8791',
      SYNC: 'nse',
      SYNC_API_RATE: '0',
      SYNC_INDEX: 'nifty50',
    });
    expect(settings).toMatchObject({
      bases: { nseArchive: 'http://127.0.0.1:8790', nseApi: 'http://localhost:8791' },
      apiRequestsPerSecond: 0,
      scheduled: true,
      index: 'nifty50',
    });
  });

  it.each([
    ['NSE_ARCHIVE_BASE', 'http://example.com', 'must be an https origin, or http on 127.0.0.1'],
    ['NSE_API_BASE', 'https://www.nseindia.com/api', 'with no path'],
    ['BSE_API_BASE', 'nonsense', 'must be an https origin'],
    ['SYNC', 'bse', 'must be nse or off'],
    ['SYNC_API_RATE', 'fast', 'requests per second, 0 to 50'],
    ['SYNC_INDEX', 'sensex', 'nifty50, nifty100, nifty500'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => syncSettingsFrom({ [name]: value })).toThrow(ConfigError);
    expect(() => syncSettingsFrom({ [name]: value })).toThrow(message);
  });
});
