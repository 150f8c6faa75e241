import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { COMPANY_HEADING_TEMPLATE, SITE_TEXTS_TEMPLATE, type LegalPageId } from 'shared-types/api';
import { companyHeadingShown, companyPageOpened, createShellStore, signedOut, ThemeProvider } from 'shared-types/shell';
import { LandingPage } from '../app/LandingPage';
import { ServedHeadingContext } from '../app/servedHeading';
import { TemplateTextsContext } from '../legal/LegalPage';
import { showLegalPage } from '../legal/legalRoute';

/**
 * The landing page as the build writes it into index.html: the same
 * components the browser hydrates, in their pre-hydration form (no user, no
 * stored theme, no screen width, no remotes; see app/useHydrated.ts). Run by
 * webpack/PrerenderLandingPlugin.js in Node, never in the browser.
 */
export function renderLanding(): string {
  return renderPage(false);
}

/**
 * The company page's template (docs/company-page.md, "The served page"): the same page at
 * a company's address (header, research section with its remotes' places, footer), its
 * heading holding COMPANY_HEADING_TEMPLATE's name and line for the server to replace.
 */
export function renderCompanyTemplate(): string {
  return renderPage(true);
}

/**
 * A legal page's template (docs/legal-pages.md): header, the page's text and footer, the
 * configured details as SITE_TEXTS_TEMPLATE's placeholders for the server to fill in.
 */
export function renderLegalTemplate(page: LegalPageId): string {
  showLegalPage(page);
  try {
    return renderPage(false, SITE_TEXTS_TEMPLATE);
  } finally {
    showLegalPage(null);
  }
}

function renderPage(companyPage: boolean, legalTexts: typeof SITE_TEXTS_TEMPLATE | null = null): string {
  const store = createShellStore();
  store.dispatch(signedOut());
  if (companyPage) {
    store.dispatch(companyPageOpened({ key: COMPANY_HEADING_TEMPLATE.key }));
    store.dispatch(companyHeadingShown({ key: COMPANY_HEADING_TEMPLATE.key }));
  }
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider initialTheme="light">
          <ServedHeadingContext.Provider value={companyPage ? COMPANY_HEADING_TEMPLATE : null}>
            <TemplateTextsContext.Provider value={legalTexts}>
              <LandingPage accountProps={{}} />
            </TemplateTextsContext.Provider>
          </ServedHeadingContext.Provider>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
