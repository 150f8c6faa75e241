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
