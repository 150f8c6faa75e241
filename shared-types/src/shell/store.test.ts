import { http } from '../testing';
import { recordRequests, server } from '../testing/server';
import { createSlice } from '@reduxjs/toolkit';
import { companySelected, researchRequested, upgradeDialogOpened } from './researchSlice';
import { signedIn } from './sessionSlice';
import { createShellStore, rootReducer } from './store';

describe('shell store', () => {
  it('starts with the auth state loading and no company selected', () => {
    const state = createShellStore().getState();
    expect(state.session).toEqual({ status: 'loading', user: null });
    expect(state.research.selectedCompany).toBeNull();
  });

  it('takes a slice injected by a remote after the store exists, without replacing the reducer', () => {
    const store = createShellStore();
    const panelSlice = createSlice({ name: 'testPanel', initialState: { expanded: false }, reducers: { toggled: (s) => ({ expanded: !s.expanded }) } });
    const injected = panelSlice.injectInto(rootReducer);
    store.dispatch(panelSlice.actions.toggled());
    expect(injected.selectSlice(store.getState() as never)).toEqual({ expanded: true });
  });

  it('coordinates remotes through shell-owned actions', () => {
    const store = createShellStore();
    store.dispatch(signedIn({ id: 'u1', email: 'a@b.test', fullName: 'A B', pictureUrl: null }));
    store.dispatch(companySelected({ id: 'c1', name: 'Acme', code: 'ACME' }));
    store.dispatch(upgradeDialogOpened({ message: 'limit reached' }));
    const { research, session } = store.getState();
    expect(session.status).toBe('signedIn');
    expect(research.selectedCompany?.name).toBe('Acme');
    expect(research.upgradeDialog).toEqual({ open: true, message: 'limit reached' });
  });

  it('registers the research listener: a research request alone starts the request', async () => {
    server.use(http.post('/api/company/search', () => new Promise<Response>(() => undefined)));
    const sent = recordRequests();
    const store = createShellStore();
    store.dispatch(signedIn({ id: 'u1', email: 'a@b.test', fullName: 'A B', pictureUrl: null }));
    store.dispatch(researchRequested({ company: { id: 'c1', name: 'Acme', code: 'ACME' } }));
    expect(store.getState().research.result).toEqual({ status: 'loading', company: { id: 'c1', name: 'Acme', code: 'ACME' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.to('/api/company/search', 'POST')).toHaveLength(1);
  });
});
