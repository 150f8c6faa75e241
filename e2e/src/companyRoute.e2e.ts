import { type Page } from 'playwright-core';
import { companyPath } from 'shared-types/api';
import { browserPerFile, openPage, PHONE, screenshotOf, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { detailsShown, listedCompanies, research, searchReady, type ListedCompany } from './harness/research';

// The shell's routing (docs/company-page.md, 'Routes and who sees what'): a company's address,
// Back/Forward, reload, and 'Continue with <name>'. Opening /company/<key> cold and reloading it
// need the API to serve the shell page at that path.

const browser = browserPerFile();
const LANDING_TITLE = 'Conviction: stock research you can explain';

type Company = ListedCompany & { key?: string };

/** A demo company with statements and a code, with its address key as the shell computes it. */
async function demoCompany(): Promise<{ company: Company; key: string }> {
  const listed = (await listedCompanies()) as Array<Company & { has_statements?: boolean }>;
  const company = listed.find((c) => c.is_demo && c.code.trim() !== '' && c.has_statements !== false);
  if (!company) throw new Error('The test server lists no demo company with a code.');
  return { company, key: company.key ?? company.code.trim() };
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The research section is on screen, and the hero is not where the page starts. */
async function researchInView(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const section = document.getElementById('research')?.getBoundingClientRect();
    // The hero's heading is not on screen: scrolled past on '/', not rendered at all on a company page
    // (whose own h1, the company's name, is in the research section).
    const hero = [...document.querySelectorAll('h1')].find((h1) => h1.closest('#research') === null)?.getBoundingClientRect();
    const heroOffScreen = hero === undefined || hero.bottom <= 0 || hero.top >= window.innerHeight;
    return section !== undefined && heroOffScreen && section.top < window.innerHeight && section.bottom > 0;
  });
}

async function expectLandingLinks(page: Page, prefix: '' | '/'): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, hash] of [
    ['How it works', '#features'],
    ['Research', '#research'],
    ['Contact us', '#contact'],
  ] as const) {
    await page.waitForFunction(([link, href]) => link?.getAttribute('href') === href, [
      await nav.getByRole('link', { name: label, exact: true }).elementHandle(),
      `${prefix}${hash}`,
    ] as const);
  }
}

describe('a company page at /company/<key>', () => {
  it('researched from /, gets its own address; Back and Forward move between it and the landing page', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const { company, key } = await demoCompany();
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Rhea Router'));

    await research(page, company);
    await detailsShown(page, company);
    await page.waitForURL((url) => url.pathname === companyPath(key));
    await expectLandingLinks(page, '/');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expectLandingLinks(page, '');
    expect(await page.title()).toBe(LANDING_TITLE);

    await page.goForward();
    await page.waitForURL((url) => url.pathname === companyPath(key));
    await detailsShown(page, company);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("offers a signed-in visitor on / 'Continue with <name>', which opens the company page", async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const { company, key } = await demoCompany();
    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Kiran Continue'));
    await research(page, company);
    await detailsShown(page, company);
    await page.waitForURL((url) => url.pathname === companyPath(key));

    // The header's 'How it works' leaves the company page for the landing page's anchor.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it works', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#features');
    const resume = page.getByRole('link', { name: `Continue with ${company.name}`, exact: true });
    await resume.waitFor({ state: 'visible' });
    const href = await resume.getAttribute('href');
    await resume.click();
    await page.waitForURL((url) => url.pathname === href);
    await researchInView(page);
    // The company's own address needs the access summary's key (the API branch); without it, its id.
    expect(href).toBe(companyPath(key));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("on a phone, shows 'Continue with <name>' in the hero's bottom padding, apart from the badge", async () => {
    const { page, context, pageErrors } = await openPage(browser(), PHONE);
    const { company } = await demoCompany();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await signInLocally(page, person('Tara Phone'), { phone: true });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await waitForRemote(page, 'search');
    await searchReady(page);
    await research(page, company);
    await detailsShown(page, company);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    const resume = page.getByRole('link', { name: `Continue with ${company.name}`, exact: true });
    await resume.waitFor({ state: 'visible' });
    const heroSection = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    // Read in one go: the page may still be scrolling after Back, and boxes read one by one would disagree.
    const badgeHandle = await page.getByText('Loved by 100s of investors').elementHandle();
    const [link, badge, hero] = await resume.evaluate((anchor, badgeElement) => {
      const box = (element: Element | null) => {
        const rect = element!.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      };
      return [box(anchor), box(badgeElement), box(anchor.closest('section'))];
    }, badgeHandle);
    expect(link.y).toBeGreaterThanOrEqual(badge.y + badge.height);
    expect(link.y + link.height).toBeLessThanOrEqual(hero.y + hero.height);
    expect(link.x).toBeGreaterThanOrEqual(0);
    expect(link.x + link.width).toBeLessThanOrEqual(390);
    await screenshotOf(heroSection, 'continue-with-phone');
    const href = await resume.getAttribute('href');
    await resume.click();
    await page.waitForURL((url) => url.pathname === href);
    await researchInView(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  // Needs the API branch: the server serves the shell page at /company/<key> (issue 30, item 1).
  it('opened cold signed out, starts at the research section with its remotes, and links back to the landing anchors', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const { key } = await demoCompany();
    const response = await page.goto(companyPath(key));
    expect(response?.status()).toBe(200);
    await waitForRemote(page, 'search');
    await page.locator('[data-remote="company_details"]').waitFor({ state: 'attached' });
    await researchInView(page);
    await expectLandingLinks(page, '/');
    // The company-details branch words the public view; the shell only has to have mounted it.
    await page.getByText('Sign in to see the full analysis', { exact: false }).first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  // Needs the API branch (served page) and the company-details branch (research on a company page).
  it('opened cold signed in, shows the research, and keeps the company on reload', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const { company, key } = await demoCompany();
    await page.goto('/');
    await signInLocally(page, person('Meera Reload'));
    await waitForRemote(page, 'search');
    await searchReady(page);
    await research(page, company);
    await detailsShown(page, company);

    await page.goto(companyPath(key));
    await detailsShown(page, company);
    await page.reload();
    expect(pathname(page)).toBe(companyPath(key));
    await detailsShown(page, company);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
