import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  createShellStore,
  signedIn,
  signedOut,
  ThemeProvider,
  useAccessSummarySubscription,
  useAppDispatch,
  useAppSelector,
  useTheme,
} from 'shared-types/shell';
import { type StandaloneApi } from './standaloneApi';

/** Says which API answers, with a link to the other one (development only: production has no mock). */
function ApiSwitch({ api }: { api: StandaloneApi }) {
  const other = api === 'mock' ? 'real' : 'mock';
  return (
    <span>
      {api === 'mock' ? 'Mock API (contract fixtures)' : 'Real API'}{' '}
      {process.env.NODE_ENV !== 'production' && <a href={`?api=${other}`}>Use the {other} API</a>}
    </span>
  );
}

function DevToolbar({ api }: { api: StandaloneApi }) {
  const { theme, toggleTheme } = useTheme();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  return (
    <div role="toolbar" aria-label="Standalone remote controls" style={{ display: 'flex', gap: 8, padding: 8, borderBottom: '1px solid var(--color-border)' }}>
      <strong>Standalone remote</strong>
      <button type="button" onClick={toggleTheme}>
        {theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      </button>
      <button
        type="button"
        onClick={() =>
          dispatch(user ? signedOut() : signedIn({ id: 'standalone-user', email: 'squad@example.test', fullName: 'Squad Tester', pictureUrl: null }))
        }
      >
        {user ? 'Simulate sign-out' : 'Simulate signed-in user'}
      </button>
      <ApiSwitch api={api} />
    </div>
  );
}

/** As in the page, the access summary stays loaded while someone is signed in. */
function AccessSummaryFeed() {
  useAccessSummarySubscription();
  return null;
}

/**
 * The store, theme and a small toolbar a squad needs to run its remote alone
 * (`npm run dev -w remotes/<name>`). Never rendered inside the shell.
 */
export function StandaloneShell({ api, children }: { api: StandaloneApi; children: ReactNode }) {
  const store = useMemo(() => {
    const created = createShellStore();
    created.dispatch(signedOut());
    return created;
  }, []);
  return (
    <Provider store={store}>
      <ThemeProvider>
        <AccessSummaryFeed />
        <DevToolbar api={api} />
        <main style={{ padding: 16 }}>{children}</main>
      </ThemeProvider>
    </Provider>
  );
}
