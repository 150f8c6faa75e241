import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { SITE_TEXTS_TEMPLATE, siteTexts, type LegalPageId, type SiteInfo, type SiteTexts } from 'shared-types/api';
import { createShellStore, ThemeProvider } from 'shared-types/shell';
import { LandingPage } from '../app/LandingPage';
import { renderLegalTemplate } from '../prerender/renderLanding';
import { showLegalPage } from './legalRoute';
import { ServedSiteContext } from './siteInfo';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => {})), registerRemotes: jest.fn() }));
// The page may warm up remotes once live: stand-ins, so nothing is fetched.
jest.mock('../remotes/loadRemoteComponent', () => ({ loadRemoteComponent: () => new Promise(() => {}) }));

const SITE: SiteInfo = {
  seller: { name: 'Asha & Rao <Research> LLP', address: "1 O'Shaughnessy Road, Bengaluru" },
  support_email: 'help@conviction.example',
  social: { x: 'https://x.com/conviction', youtube: null },
  gst_included: true,
  free_company_limit: 5,
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** What api/src/http/legalPageHtml.ts does to the build's template. */
function filled(template: string, site: SiteInfo): string {
  const texts = siteTexts(site);
  let html = template;
  for (const key of Object.keys(SITE_TEXTS_TEMPLATE) as (keyof SiteTexts)[]) html = html.replaceAll(SITE_TEXTS_TEMPLATE[key], escapeHtml(texts[key]));
  return html;
}

describe.each<[LegalPageId, string]>([
  ['terms', 'Terms of service'],
  ['privacy', 'Privacy policy'],
])('the %s template (the build writes it beside index.html)', (page, heading) => {
  afterEach(() => showLegalPage(null));

  it('holds the header, the page with the placeholders for the seller, and the footer, without the landing sections', () => {
    const root = document.createElement('div');
    root.innerHTML = renderLegalTemplate(page);
    expect(root.querySelector('h1')?.textContent).toBe(heading);
    expect(root.querySelector(`article[data-legal-page="${page}"]`)).not.toBeNull();
    expect(root.textContent).toContain(`Seller: ${SITE_TEXTS_TEMPLATE.sellerName}`);
    expect(root.textContent).toContain(`E-mail: ${SITE_TEXTS_TEMPLATE.supportEmail}`);
    expect(root.querySelector('#features')).toBeNull();
    expect(root.querySelector('section#research')).toBeNull();
    expect(root.querySelector('header a[href="/#features"]')).not.toBeNull();
    expect(root.querySelector('footer a[href="/terms"]')).not.toBeNull();
    // Rendering a legal page leaves the shell on no legal page.
    expect(renderLegalTemplate(page)).toContain('data-legal-page');
  });

  it('is hydrated, filled in by the server, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = filled(renderLegalTemplate(page), SITE);
    document.body.append(container);
    const article = container.querySelector('article');
    expect(container.textContent).toContain('Seller: Asha & Rao <Research> LLP');
    showLegalPage(page);
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Provider store={createShellStore()}>
          <ThemeProvider initialTheme="light">
            <ServedSiteContext.Provider value={SITE}>
              <LandingPage accountProps={{ onSignOut: () => {} }} />
            </ServedSiteContext.Provider>
          </ThemeProvider>
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('article')).toBe(article);
    expect(container.textContent).toContain("Postal address: 1 O'Shaughnessy Road, Bengaluru");
    act(() => root?.unmount());
    container.remove();
  });
});
