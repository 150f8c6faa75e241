import 'shared-types/theme/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { companyHeadingShown, createShellStore, researchAnswerChosen, selectAuthStatus, selectCompanyPageKey, ThemeProvider } from 'shared-types/shell';
import { startAddressSync } from './app/addressSync';
import { App } from './app/App';
import { readServedHeading, ServedHeadingContext } from './app/servedHeading';
import { HydrationSwitch } from './app/useHydrated';
import { currentLegalPage } from './legal/legalRoute';
import { readServedSiteInfo, ServedSiteContext } from './legal/siteInfo';
import { AuthProvider } from './auth/AuthContext';
import { createAuthController } from './auth/authController';
import { isProviderRedirect, readPageSession } from './auth/pageSession';
import { researchAnswerFor } from './remotes/researchAnswer';
import { whenRemotesRegistered } from './remotes/remoteRegistry';

const store = createShellStore();
// Before the first render, so a company's address (`/company/<key>`) already names its page.
startAddressSync(store);
// The company's heading the server put into the page: the shell's h1 names it (docs/company-page.md).
const servedHeading = readServedHeading();
if (servedHeading !== null) store.dispatch(companyHeadingShown({ key: servedHeading.key }));
// The seller and links the server put into the page (docs/legal-pages.md): the legal pages hydrate with them.
const servedSite = readServedSiteInfo();
// The research answer follows the company-details remote this page registered (v1 until then).
whenRemotesRegistered(({ registry }) => store.dispatch(researchAnswerChosen(researchAnswerFor(registry))));
// Auth lives as long as the page: created and started once, outside React, so
// StrictMode's double effects cannot start it twice. With a session in the page
// start() settles the state synchronously, before the first render; without
// one the state is 'loading' and the page shows its full-screen 'Loading...'.
const auth = createAuthController({ dispatch: store.dispatch, pageSession: readPageSession(), returningFromProvider: isProviderRedirect() });
void auth.start();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider>
        <AuthProvider controller={auth}>
          <ServedHeadingContext.Provider value={servedHeading}>
            <ServedSiteContext.Provider value={servedSite}>
              <App />
            </ServedSiteContext.Provider>
          </ServedHeadingContext.Provider>
        </AuthProvider>
      </ThemeProvider>
    </Provider>
  </StrictMode>
);

// The build pre-renders the landing page into #root (docs/performance.md), and the company
// page at `/company/<key>` (docs/company-page.md), and `/terms` and `/privacy` (docs/legal-pages.md):
// hydrate it when the state is known and the HTML is the address's page. While a provider session is exchanged the page is replaced by
// the full-screen 'Loading...', so it is rendered afresh; so is the landing page served at a
// company's address (from a CDN, say), which would not match.
const prerendered = container.firstElementChild !== null;
const servedCompanyPage = container.querySelector('[data-company-heading]') !== null;
const onCompanyAddress = selectCompanyPageKey(store.getState()) !== null;
// A legal page hydrates only the pre-rendered text of its own address, filled in with the served details.
const servedLegalPage = container.querySelector('[data-legal-page]')?.getAttribute('data-legal-page') ?? null;
const legalMatches = servedLegalPage === currentLegalPage() && (servedLegalPage === null || servedSite !== null);
if (prerendered && servedCompanyPage === onCompanyAddress && legalMatches && selectAuthStatus(store.getState()) !== 'loading') {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for one long task: the page is already painted.
  // HydrationSwitch makes the switch to the live form after it a transition too.
  startTransition(() => {
    hydrateRoot(container, <HydrationSwitch>{app}</HydrationSwitch>, {
      onRecoverableError: (error, info) => console.error('Conviction: the pre-rendered page did not match.', error, info.componentStack),
    });
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
