import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { StrictMode } from 'react';
import { COMPANY_HEADING_TEMPLATE } from 'shared-types/api';
import { companyPageOpened, createShellStore, signedIn, ThemeProvider, type ShellStore } from 'shared-types/shell';
import { LandingPage } from '../app/LandingPage';
import { ServedHeadingContext } from '../app/servedHeading';
import { renderCompanyTemplate, renderLanding } from './renderLanding';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => {})), registerRemotes: jest.fn() }));
// A company page mounts its remotes at once: stand-ins, so nothing is fetched.
jest.mock('../remotes/loadRemoteComponent', () => ({ loadRemoteComponent: () => new Promise(() => {}) }));

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

  /**
   * Hydrates a pre-rendered page at its address: the landing page at `/`, the company template at a
   * company's (the server serves it there with the company's heading, here the template's own).
   */
  async function hydrateAt(companyPage: boolean) {
    Element.prototype.scrollIntoView = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = companyPage ? renderCompanyTemplate() : html;
    document.body.append(container);
    const store: ShellStore = createShellStore();
    if (companyPage) store.dispatch(companyPageOpened({ key: COMPANY_HEADING_TEMPLATE.key }));
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <ThemeProvider initialTheme="light">
            <ServedHeadingContext.Provider value={companyPage ? COMPANY_HEADING_TEMPLATE : null}>
              <LandingPage accountProps={{ onSignOut: () => {} }} />
            </ServedHeadingContext.Provider>
          </ThemeProvider>
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    return { container, recoverable };
  }

  it("on a company page, hydrates the company template: the company's heading, the research and the footer only", async () => {
    const { container, recoverable } = await hydrateAt(true);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe(COMPANY_HEADING_TEMPLATE.name);
    expect(container.querySelector('#features')).toBeNull();
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.querySelector('section#research')).not.toBeNull();
    expect(container.querySelector('footer')).not.toBeNull();
    expect(container.querySelector('header a[href="/#features"]')).not.toBeNull();
    container.remove();
  });

  it('on the landing page, keeps the hero and How it works after hydration', async () => {
    const { container, recoverable } = await hydrateAt(false);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Stock Research is your best Conviction');
    expect(container.querySelector('#features')).not.toBeNull();
    container.remove();
  });
});
