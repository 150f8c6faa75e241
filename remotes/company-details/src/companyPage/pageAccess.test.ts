import { FREE_ACCESS_SUMMARY } from 'shared-types/testing';
import { pageAccess } from './pageAccess';

describe('pageAccess', () => {
  it('waits for the session, then for the access summary', () => {
    expect(pageAccess('loading', 'none', null, 'c-1')).toBe('wait');
    expect(pageAccess('signedIn', 'loading', null, 'c-1')).toBe('wait');
  });

  it('asks a visitor to sign in', () => {
    expect(pageAccess('signedOut', 'none', null, 'c-1')).toBe('signIn');
  });

  it('researches at once for a premium user or a company researched before', () => {
    expect(pageAccess('signedIn', 'ready', { ...FREE_ACCESS_SUMMARY, is_premium: true }, 'c-kaveri')).toBe('research');
    expect(pageAccess('signedIn', 'ready', FREE_ACCESS_SUMMARY, 'c-aravali')).toBe('research');
  });

  it('offers the research to a free user who has not researched it, or when the summary failed', () => {
    expect(pageAccess('signedIn', 'ready', FREE_ACCESS_SUMMARY, 'c-kaveri')).toBe('offer');
    expect(pageAccess('signedIn', 'error', null, 'c-kaveri')).toBe('offer');
  });
});
