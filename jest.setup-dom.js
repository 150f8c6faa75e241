// Loaded after the jsdom environment: DOM matchers and the browser APIs jsdom lacks.
require('@testing-library/jest-dom');

// findBy… and waitFor give up after 1 s by default: too tight on a loaded 2-core machine, where a
// lazy chunk and its first render can take longer (CI saw the research view still loading at 1 s).
// A passing test waits no longer than it needs; only a failing one waits the full 10 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  // jsdom has no matchMedia; tests that care about the system theme replace this.
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
if (typeof window !== 'undefined' && typeof window.scrollTo !== 'function') {
  window.scrollTo = () => {};
}
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// The mock API (MSW) answers every front-end test's requests to the page's
// origin; a test changes an answer with server.use(...), and an API request
// nothing answers fails loudly. Other origins pass through: some tests start
// servers of their own on 127.0.0.1 (the stand-in Supabase Auth server).
/* global beforeAll, afterEach, afterAll -- jest's globals: this file runs inside each test file */
const { server } = require('shared-types/testing/server');

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).origin === window.location.origin) print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
