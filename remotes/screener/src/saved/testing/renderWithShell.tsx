import { render, type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createShellStore, ThemeProvider, type ShellStore, type Theme } from 'shared-types/shell';

// A remote may import no other remote, so this mirrors company-details' helper of the same name.
/** Renders inside the shell's store and theme, as the shell does. */
export function renderWithShell(
  ui: ReactElement,
  { store = createShellStore(), theme = 'light' }: { store?: ShellStore; theme?: Theme } = {},
): RenderResult & { store: ShellStore } {
  const result = render(
    <Provider store={store}>
      <ThemeProvider initialTheme={theme}>{ui}</ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}
