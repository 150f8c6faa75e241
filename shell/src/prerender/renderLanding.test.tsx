import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { StrictMode } from 'react';
import { createShellStore, signedIn, ThemeProvider } from 'shared-types/shell';
import { LandingPage } from '../app/LandingPage';
import { renderLanding } from './renderLanding';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => {})), registerRemotes: jest.fn() }));

describe('renderLanding (the build writes it into index.html)', () => {
  let html: string;
  beforeAll(() => {
    html = renderLanding();
  });

  it('holds the whole landing page: header, hero, How it works, comparison table, research frame, footer', () => {
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe('Stock Research is your best Conviction');
    expect(page.querySelector('#features')).not.toBeNull();
    expect(page.querySelector('table caption')?.textContent).toBe('How Conviction compares with other AI platforms');
    expect(page.querySelector('section#research')).not.toBeNull();
    expect(page.querySelector('footer')).not.toBeNull();
    expect(page.querySelector('a[href="#research"][role="button"]')?.textContent).toContain('Get started now');
  });

  it('renders what needs the browser in its neutral form, saying so', () => {
    const page = document.createElement('div');
    page.innerHTML = html;
    const toggle = page.querySelector('button[aria-label="Switch between light and dark mode"]');
    expect(toggle).toHaveAttribute('disabled');
    expect(toggle?.querySelectorAll('svg')).toHaveLength(2);
    expect(page.querySelector('button[aria-label="Open menu"]')).toHaveAttribute('title', 'The menu opens once the page has loaded');
    expect(page.textContent).toContain('Loading...');
    expect(page.textContent).not.toContain('Sign in with Google');
    expect([...page.querySelectorAll('[data-remote]')].map((slot) => slot.getAttribute('data-remote-status'))).toEqual(['waiting']);
    expect(page.textContent).toContain("Company search loads with the page's script.");
  });

  it('is hydrated by a signed-in browser without a mismatch, then shows the real controls', async () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const store = createShellStore();
    store.dispatch(signedIn({ id: 'u1', email: 'asha@example.com', fullName: 'Asha Investor', pictureUrl: null }));
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <Provider store={store}>
            <ThemeProvider initialTheme="dark">
              <LandingPage accountProps={{ onSignOut: () => {} }} />
            </ThemeProvider>
          </Provider>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same node: hydrated, not replaced.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('button[aria-label="Switch to light mode"]')).not.toBeNull();
    expect(container.textContent).toContain('Asha Investor');
    container.remove();
  });
});
