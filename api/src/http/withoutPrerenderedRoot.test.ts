import { withoutPrerenderedRoot } from './withoutPrerenderedRoot';

describe('withoutPrerenderedRoot', () => {
  const page = (root: string) =>
    `<!doctype html><html><head><script>theme()</script></head><body><div id="root">${root}</div><noscript>Needs JavaScript</noscript></body></html>`;

  it("empties #root of the landing page's markup, nested divs and all, and keeps the rest", () => {
    const landing =
      '<div class="page" id="top"><header><div class="bar"><a href="/">Conviction</a></div></header><main><div><p>a &lt;div&gt; in text</p></div></main></div>';
    expect(withoutPrerenderedRoot(page(landing))).toBe(page(''));
  });

  it('leaves a page whose #root is already empty, or that has none, as it is', () => {
    expect(withoutPrerenderedRoot(page(''))).toBe(page(''));
    expect(withoutPrerenderedRoot('<html><body></body></html>')).toBe('<html><body></body></html>');
  });

  it('leaves the page as it is when the markup does not close', () => {
    const broken = page('<div><div>').replace('</div><noscript>', '<noscript>');
    expect(withoutPrerenderedRoot(broken)).toBe(broken);
  });
});
