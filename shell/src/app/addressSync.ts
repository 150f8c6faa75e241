import { companyKeyFromPath, companyPath, LEGAL_PAGES, legalPageAt } from 'shared-types/api';
import {
  companyPageLeft,
  companyPageOpened,
  selectCompanyPageKey,
  selectResearchResult,
  selectScreenSearch,
  screenPageOpened,
  type ResearchResult,
  type SelectedCompany,
  type ShellStore,
} from 'shared-types/shell';
import { SECTION_IDS, scrollToSection } from '../landing/scrollToSection';
import { currentLegalPage, showLegalPage } from '../legal/legalRoute';

/**
 * The shell's router (docs/company-page.md, 'Routes and who sees what'): a few
 * lines on the History API rather than a routing library, because the page
 * has one layout and the only route with a parameter is `/company/<key>`.
 * The address and the route slice stay in step both ways: the address names
 * the page on load and on Back/Forward; a successful research pushes its
 * company's address; same-origin links to `/` or a company page change the
 * address without loading the page again. Remotes never touch history.
 */

/** The landing page's title (shell/webpack.config.js); a company page served cold carries its own. */
export const LANDING_TITLE = 'Conviction: stock research you can explain';
/** The screener's page (docs/screener.md, 'The page'); its query string holds the screen. */
export const SCREEN_PATH = '/screen';
export const SCREEN_TITLE = 'Screen all companies · Conviction';

/** The key a research's address uses: the pick's key, else its code, else its id. */
export function addressKeyOf(company: SelectedCompany): string {
  return company.key ?? (company.code.trim() || company.id);
}

/** The address already names this company, spelt another way (`/company/tcs`, or by its id). */
function namesCompany(key: string, company: SelectedCompany): boolean {
  const wanted = key.toUpperCase();
  return [company.key, company.code, company.id].some((known) => known?.toUpperCase() === wanted);
}

/** Ours to handle: a plain click on a same-origin link to `/`, a company page, the screener or a legal page. */
function inPageLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target !== '' || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  // An anchor on this very page (`#features` on `/`) is the browser's own fragment navigation.
  if (url.hash !== '' && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  const ours = url.pathname === '/' || url.pathname === SCREEN_PATH || legalPageAt(url.pathname) !== null || companyKeyFromPath(url.pathname) !== null;
  return ours ? url : null;
}

/** Starts keeping the address and `store` in step; returns the function that stops it. */
export function startAddressSync(store: ShellStore): () => void {
  /** The store follows the address (on load, Back/Forward, a followed link). */
  const readAddress = () => {
    const state = store.getState();
    // The Terms and Privacy pages (docs/legal-pages.md): the shell's alone, no remote takes part.
    const legal = legalPageAt(window.location.pathname);
    const leftLegal = currentLegalPage() !== null && legal === null;
    showLegalPage(legal);
    if (legal !== null) {
      document.title = LEGAL_PAGES[legal].title;
      if (selectCompanyPageKey(state) !== null || selectScreenSearch(state) !== null) store.dispatch(companyPageLeft());
      return;
    }
    if (leftLegal && window.location.pathname === '/') document.title = LANDING_TITLE;
    if (window.location.pathname === SCREEN_PATH) {
      document.title = SCREEN_TITLE;
      if (selectScreenSearch(state) !== window.location.search) store.dispatch(screenPageOpened({ search: window.location.search }));
      return;
    }
    const key = companyKeyFromPath(window.location.pathname);
    if (key === selectCompanyPageKey(state) && selectScreenSearch(state) === null) return;
    if (key === null) document.title = LANDING_TITLE;
    store.dispatch(key === null ? companyPageLeft() : companyPageOpened({ key }));
  };

  /** The address follows the screener's page when the screener remote changes its screen. */
  const showScreen = (search: string) => {
    if (window.location.pathname === SCREEN_PATH && window.location.search === search) return;
    window.history.pushState(null, '', SCREEN_PATH + search);
    document.title = SCREEN_TITLE;
  };

  /** The address follows a successful research. */
  const showResearch = (company: SelectedCompany) => {
    const key = addressKeyOf(company);
    const current = companyKeyFromPath(window.location.pathname);
    if (current !== key) {
      // Another spelling of the same company is corrected in place, so Back does not show it twice.
      if (current !== null && namesCompany(current, company)) window.history.replaceState(window.history.state, '', companyPath(key));
      else window.history.pushState(null, '', companyPath(key));
    }
    readAddress();
  };

  const onClick = (event: MouseEvent) => {
    const url = inPageLink(event);
    if (url === null) return;
    event.preventDefault();
    if (url.href !== window.location.href) window.history.pushState(null, '', url.pathname + url.search + url.hash);
    readAddress();
    // The page is the same document either way: go where a fresh load of the link would show.
    if (url.hash.length > 1) scrollToSection(decodeURIComponent(url.hash.slice(1)));
    else if (companyKeyFromPath(url.pathname) !== null) scrollToSection(SECTION_IDS.research);
    else window.scrollTo({ top: 0 });
  };

  let lastResult: ResearchResult = selectResearchResult(store.getState());
  let lastScreen: string | null = selectScreenSearch(store.getState());
  const unsubscribe = store.subscribe(() => {
    const screen = selectScreenSearch(store.getState());
    if (screen !== lastScreen) {
      lastScreen = screen;
      if (screen !== null) showScreen(screen);
    }
    const result = selectResearchResult(store.getState());
    if (result === lastResult) return;
    lastResult = result;
    if (result.status === 'shown') showResearch(result.company);
  });

  readAddress();
  window.addEventListener('popstate', readAddress);
  document.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', readAddress);
    document.removeEventListener('click', onClick);
  };
}
