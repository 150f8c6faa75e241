import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveInitialTheme, THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

function ThemeProbe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      theme is {theme}
    </button>
  );
}

function mockSystemTheme(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: dark && query.includes('dark'), media: query })) as typeof window.matchMedia;
}

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('defaults to the stored choice over the system preference', () => {
    mockSystemTheme(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(resolveInitialTheme()).toBe('light');
  });

  it('falls back to the system preference when nothing (or garbage) is stored', () => {
    mockSystemTheme(true);
    expect(resolveInitialTheme()).toBe('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(resolveInitialTheme()).toBe('dark');
    mockSystemTheme(false);
    expect(resolveInitialTheme()).toBe('light');
  });

  it('flips on toggle, stores the choice and mirrors it on <html data-theme>', async () => {
    mockSystemTheme(false);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('theme is light');
    expect(document.documentElement.dataset.theme).toBe('light');

    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('theme is dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('button'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('keeps working when storage is blocked', async () => {
    mockSystemTheme(true);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('theme is dark');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('theme is light');
    expect(getItem).toHaveBeenCalled();
    expect(setItem).toHaveBeenCalled();
  });

  it('throws a clear error when used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ThemeProbe />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
