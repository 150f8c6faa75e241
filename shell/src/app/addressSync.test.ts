import { createShellStore, researchSucceeded, screenPageOpened, selectCompanyPageKey, selectScreenSearch, type SelectedCompany } from 'shared-types/shell';
import { DETAILS, parsedDetails } from 'shared-types/testing';
import fs from 'node:fs';
import path from 'node:path';
import { currentLegalPage, showLegalPage } from '../legal/legalRoute';
import { LANDING_TITLE, SCREEN_TITLE, startAddressSync } from './addressSync';

const TCS: SelectedCompany = { id: 'c-tcs', name: 'Tata Consultancy Services', code: 'TCS', key: 'TCS' };

let stop: (() => void) | undefined;
const scrollIntoView = jest.fn();

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  document.body.innerHTML = '<main><section id="features"></section><section id="research"></section></main>';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

function syncedStore(path: string) {
  window.history.replaceState(null, '', path);
  const store = createShellStore();
  stop = startAddressSync(store);
  return store;
}

function succeed(store: ReturnType<typeof createShellStore>, company: SelectedCompany) {
  store.dispatch(researchSucceeded({ company, details: parsedDetails(DETAILS) }));
}

/** Back or Forward: the browser changes the address, then fires popstate. */
function traverseTo(path: string) {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function click(element: Element, init: MouseEventInit = {}): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe('startAddressSync', () => {
  it('opens the company page the address names when the page loads, decoding its key', () => {
    expect(selectCompanyPageKey(syncedStore('/company/M%26M').getState())).toBe('M&M');
  });

  it('names no company page on the landing page or another path', () => {
    expect(selectCompanyPageKey(syncedStore('/').getState())).toBeNull();
    stop?.();
    expect(selectCompanyPageKey(syncedStore('/screen').getState())).toBeNull();
  });

  it('follows Back and Forward between the landing page and company pages', () => {
    const store = syncedStore('/');
    traverseTo('/company/BAJAJ-AUTO');
    expect(selectCompanyPageKey(store.getState())).toBe('BAJAJ-AUTO');
    traverseTo('/company/TCS');
    expect(selectCompanyPageKey(store.getState())).toBe('TCS');
    traverseTo('/');
    expect(selectCompanyPageKey(store.getState())).toBeNull();
  });

  it("pushes the company's address after a successful research, with its key", () => {
    const store = syncedStore('/');
    const entries = window.history.length;
    succeed(store, { id: 'c-mm', name: 'Mahindra & Mahindra', code: 'M&M', key: 'M&M' });
    expect(window.location.pathname).toBe('/company/M%26M');
    expect(window.history.length).toBe(entries + 1);
    expect(selectCompanyPageKey(store.getState())).toBe('M&M');
  });

  it('falls back to the code, then to the id, when the pick did not know the key', () => {
    const store = syncedStore('/');
    succeed(store, { id: 'c-infy', name: 'Infosys', code: 'INFY' });
    expect(window.location.pathname).toBe('/company/INFY');
    succeed(store, { id: 'c-itc', name: 'ITC', code: '' });
    expect(window.location.pathname).toBe('/company/c-itc');
  });

  it('adds no history entry when the address already names the company', () => {
    const store = syncedStore('/company/TCS');
    const entries = window.history.length;
    succeed(store, TCS);
    expect(window.location.pathname).toBe('/company/TCS');
    expect(window.history.length).toBe(entries);
  });

  it("replaces the address when only the key's spelling differs", () => {
    const store = syncedStore('/company/tcs');
    const entries = window.history.length;
    succeed(store, TCS);
    expect(window.location.pathname).toBe('/company/TCS');
    expect(window.history.length).toBe(entries);
    expect(selectCompanyPageKey(store.getState())).toBe('TCS');
  });

  it('leaves a company page for a landing anchor without loading the page again', () => {
    const store = syncedStore('/company/TCS');
    document.body.insertAdjacentHTML('beforeend', '<a href="/#features">How it works</a>');
    const followed = click(document.querySelector('a[href="/#features"]')!);
    expect(followed).toBe(false);
    expect(window.location.pathname + window.location.hash).toBe('/#features');
    expect(selectCompanyPageKey(store.getState())).toBeNull();
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('features')]);
  });

  it('opens a company page from a link, at the research section', () => {
    const store = syncedStore('/');
    document.body.insertAdjacentHTML('beforeend', '<a href="/company/TCS"><span>Continue with TCS</span></a>');
    expect(click(document.querySelector('span')!)).toBe(false);
    expect(window.location.pathname).toBe('/company/TCS');
    expect(selectCompanyPageKey(store.getState())).toBe('TCS');
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('research')]);
  });

  it('leaves to the browser links elsewhere, modified clicks and clicks a handler took', () => {
    syncedStore('/company/TCS');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a id="out" href="https://x.com/">X</a><a id="other" href="/about">About</a><a id="tab" href="/" target="_blank">New tab</a><a id="taken" href="/">Taken</a><a id="home" href="/">Home</a><a id="here" href="#research">Research</a>',
    );
    const clickedLinks: boolean[] = [];
    const notFollowed = (event: Event) => {
      clickedLinks.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate; this only keeps it from trying
    };
    document.querySelector('#taken')!.addEventListener('click', (event) => event.preventDefault());
    window.addEventListener('click', notFollowed);
    click(document.querySelector('#out')!);
    click(document.querySelector('#other')!);
    click(document.querySelector('#tab')!);
    click(document.querySelector('#taken')!);
    click(document.querySelector('#home')!, { ctrlKey: true });
    click(document.querySelector('#here')!);
    window.removeEventListener('click', notFollowed);
    expect(clickedLinks).toEqual([false, false, false, true, false, false]);
    expect(window.location.pathname).toBe('/company/TCS');
  });

  it("gives the landing page back its own title when Back leaves a company page served with the company's", () => {
    document.title = 'Tata Consultancy Services (TCS)';
    const store = syncedStore('/company/TCS');
    traverseTo('/');
    expect(selectCompanyPageKey(store.getState())).toBeNull();
    expect(document.title).toBe(LANDING_TITLE);
    const webpackConfig = fs.readFileSync(path.join(__dirname, '..', '..', 'webpack.config.js'), 'utf8');
    expect(webpackConfig).toContain(`title: '${LANDING_TITLE}'`);
  });

  it('stops listening when stopped', () => {
    const store = syncedStore('/');
    stop!();
    stop = undefined;
    traverseTo('/company/TCS');
    expect(selectCompanyPageKey(store.getState())).toBeNull();
    succeed(store, { id: 'c-infy', name: 'Infosys', code: 'INFY' });
    expect(window.location.pathname).toBe('/company/TCS');
  });

  describe("the screener's page", () => {
    it('holds its query string when the page loads at /screen, and titles the page', () => {
      const store = syncedStore('/screen?q=ROCE%20%3E%2020');
      expect(selectScreenSearch(store.getState())).toBe('?q=ROCE%20%3E%2020');
      expect(document.title).toBe(SCREEN_TITLE);
    });

    it('pushes the address when the screener changes its screen, so Back returns to the last one', () => {
      const store = syncedStore('/screen');
      store.dispatch(screenPageOpened({ search: '?q=Score%20%3E%2070' }));
      expect(window.location.pathname + window.location.search).toBe('/screen?q=Score%20%3E%2070');
      traverseTo('/screen');
      expect(selectScreenSearch(store.getState())).toBe('');
    });

    it('leaves the screener for the landing page on Back, and for a company page once a research is shown', () => {
      const store = syncedStore('/screen?q=x');
      traverseTo('/');
      expect(selectScreenSearch(store.getState())).toBeNull();
      expect(document.title).toBe(LANDING_TITLE);
      traverseTo('/screen?q=x');
      succeed(store, TCS);
      expect(window.location.pathname).toBe('/company/TCS');
      expect(selectScreenSearch(store.getState())).toBeNull();
      expect(selectCompanyPageKey(store.getState())).toBe('TCS');
    });

    it('follows a plain click on a link to /screen without loading the page', () => {
      const store = syncedStore('/');
      document.body.insertAdjacentHTML('beforeend', '<a id="screen" href="/screen">Screen all companies</a>');
      expect(click(document.getElementById('screen')!)).toBe(false);
      expect(window.location.pathname).toBe('/screen');
      expect(selectScreenSearch(store.getState())).toBe('');
    });
  });

  describe('the Terms and Privacy pages', () => {
    afterEach(() => showLegalPage(null));

    it('names the legal page and titles it when the page loads there', () => {
      const store = syncedStore('/terms');
      expect(currentLegalPage()).toBe('terms');
      expect(document.title).toBe('Terms of service · Conviction');
      expect(selectCompanyPageKey(store.getState())).toBeNull();
    });

    it('follows footer links to Terms, then Privacy, and the header back to the landing page, without loading the page', () => {
      const store = syncedStore('/company/TCS');
      window.scrollTo = jest.fn();
      document.body.insertAdjacentHTML(
        'beforeend',
        '<a id="terms" href="/terms">Terms</a><a id="privacy" href="/privacy">Privacy</a><a id="home" href="/#features">How it works</a>',
      );
      expect(click(document.getElementById('terms')!)).toBe(false);
      expect(window.location.pathname).toBe('/terms');
      expect(currentLegalPage()).toBe('terms');
      expect(selectCompanyPageKey(store.getState())).toBeNull();
      expect(click(document.getElementById('privacy')!)).toBe(false);
      expect(currentLegalPage()).toBe('privacy');
      expect(document.title).toBe('Privacy policy · Conviction');
      expect(click(document.getElementById('home')!)).toBe(false);
      expect(window.location.pathname + window.location.hash).toBe('/#features');
      expect(currentLegalPage()).toBeNull();
      expect(document.title).toBe(LANDING_TITLE);
    });

    it('follows Back from a legal page to a company page', () => {
      const store = syncedStore('/company/TCS');
      traverseTo('/privacy');
      expect(currentLegalPage()).toBe('privacy');
      traverseTo('/company/TCS');
      expect(currentLegalPage()).toBeNull();
      expect(selectCompanyPageKey(store.getState())).toBe('TCS');
    });
  });
});
