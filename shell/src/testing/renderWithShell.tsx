// Test helper (not used by the app): renders UI inside the shell's store and theme providers.
import { render, type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createShellStore, ThemeProvider, type ShellStore, type Theme } from 'shared-types/shell';

export interface ShellRenderResult extends RenderResult {
  store: ShellStore;
}

export function renderWithShell(
  ui: ReactElement,
  { store = createShellStore(), theme = 'dark' }: { store?: ShellStore; theme?: Theme } = {},
): ShellRenderResult {
  const result = render(
    <Provider store={store}>
      <ThemeProvider initialTheme={theme}>{ui}</ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}

/** A JSON answer the way the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The URL of the n-th call to a fetch mock; RTK Query passes a Request object. */
export function requestedUrl(fetchMock: jest.Mock, call = 0): string {
  const input: unknown = fetchMock.mock.calls[call]?.[0];
  if (input instanceof Request) return input.url;
  return String(input);
}
