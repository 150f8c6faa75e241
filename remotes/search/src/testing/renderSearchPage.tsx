// Test helper: the search page inside a shell-like store; the mock API (shared-types/testing) answers its requests.
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { convictionApi, createShellStore, signedIn, signedOut, ThemeProvider, type ShellStore } from 'shared-types/shell';
import SearchPage from '../SearchPage';

export const USER_ID = 'user-1';

export interface RenderOptions {
  signedInAs?: string | null;
  store?: ShellStore;
  /** Wait until the company list has loaded or failed (default true). */
  waitForList?: boolean;
}

/**
 * Renders the page as the shell would: a store, the theme, and (when signed in)
 * the shell's own subscription to the access summary.
 */
export async function renderSearchPage({ signedInAs = USER_ID, store = createShellStore(), waitForList = true }: RenderOptions = {}) {
  if (signedInAs) {
    store.dispatch(signedIn({ id: signedInAs, email: 'investor@example.test', fullName: 'Test Investor', pictureUrl: null }));
    void store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(signedInAs));
  } else {
    store.dispatch(signedOut());
  }
  const view = await act(async () =>
    render(
      <Provider store={store}>
        <ThemeProvider initialTheme="light">
          <SearchPage />
        </ThemeProvider>
      </Provider>,
    ),
  );
  if (waitForList) await waitFor(() => expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-busy'));
  return { store, ...view };
}
