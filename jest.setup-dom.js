// Loaded after the jsdom environment: DOM matchers and the browser APIs jsdom lacks.
require('@testing-library/jest-dom');

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
