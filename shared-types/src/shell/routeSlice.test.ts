import { companyHeadingShown, companyPageLeft, companyPageOpened, selectCompanyPageKey, selectShellNamesCompany } from './routeSlice';
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
});
