import {
  companyHeadingShown,
  companyPageLeft,
  companyPageOpened,
  screenPageOpened,
  selectCompanyPageKey,
  selectScreenSearch,
  selectShellNamesCompany,
} from './routeSlice';
import { createShellStore } from './store';

describe('the address the shell keeps in the store', () => {
  it('holds the company key while a company page is open, and none after leaving it', () => {
    const store = createShellStore();
    expect(selectCompanyPageKey(store.getState())).toBeNull();
    store.dispatch(companyPageOpened({ key: 'M&M' }));
    expect(selectCompanyPageKey(store.getState())).toBe('M&M');
    store.dispatch(companyPageLeft());
    expect(selectCompanyPageKey(store.getState())).toBeNull();
  });

  it("says the shell's heading names the company only while the address names the served one", () => {
    const store = createShellStore();
    store.dispatch(companyPageOpened({ key: 'M&M' }));
    expect(selectShellNamesCompany(store.getState())).toBe(false);
    store.dispatch(companyHeadingShown({ key: 'M&M' }));
    expect(selectShellNamesCompany(store.getState())).toBe(true);
    store.dispatch(companyPageOpened({ key: 'TCS' }));
    expect(selectShellNamesCompany(store.getState())).toBe(false);
    store.dispatch(companyPageLeft());
    expect(selectShellNamesCompany(store.getState())).toBe(false);
  });

  it("holds the screener's query string while /screen is open, and drops it for a company page or the landing", () => {
    const store = createShellStore();
    expect(selectScreenSearch(store.getState())).toBeNull();
    store.dispatch(companyPageOpened({ key: 'TCS' }));
    store.dispatch(screenPageOpened({ search: '?q=ROCE%20%3E%2020' }));
    expect(selectScreenSearch(store.getState())).toBe('?q=ROCE%20%3E%2020');
    expect(selectCompanyPageKey(store.getState())).toBeNull();
    store.dispatch(companyPageOpened({ key: 'TCS' }));
    expect(selectScreenSearch(store.getState())).toBeNull();
    store.dispatch(screenPageOpened({ search: '' }));
    expect(selectScreenSearch(store.getState())).toBe('');
    store.dispatch(companyPageLeft());
    expect(selectScreenSearch(store.getState())).toBeNull();
  });
});
