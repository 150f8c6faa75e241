import { companyPageLeft, companyPageOpened, selectCompanyPageKey } from './routeSlice';
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
});
