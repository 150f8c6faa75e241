import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page } from 'playwright-core';
import { baseUrl, browserPerFile, openPage, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { listedCompanies, research, searchReady, type ListedCompany } from './harness/research';

const browser = browserPerFile();

// The result view's words in Hindi, copied from shared-types/src/messages/hi/view.ts and hi/common.ts
// (literal on purpose: a changed catalogue entry should fail here, not follow along silently).
const HINDI_TITLE = 'कंपनी का विवरण';
const HINDI_SUMMARY_LABELS = ['कंपनी का नाम', 'मौजूदा भाव', 'पिछला अपडेट', 'निवेश स्कोर'];
const HINDI_CARD_TITLES = [
  'एक नज़र में',
  'वित्तीय विश्लेषण चार्ट',
  'भाग 1: कॉर्पोरेट गवर्नेंस और प्रबंधन की विश्वसनीयता का आकलन',
  'भाग 2: परिचालन जोखिम और व्यवसाय की गुणवत्ता का विश्लेषण',
  'भाग 3: समग्र निवेश जाँच रिपोर्ट',
  'भाग 4: निवेश स्कोर',
];
const ENGLISH_TITLES = ['Company Details', 'At a glance', 'Part 1: Corporate Governance and Management Credibility Assessment', 'Part 4: Investment Score'];

/** A message id shown instead of its words ('view.title', 'part.3.scenario.bull'). */
const MESSAGE_ID = /^[a-z_]+(\.[a-z0-9_]+)+$/;

/** Banas Castings Industries Ltd in the fixed-seed demo universe (api/src/demo/universe.ts). */
const LARGE_DEMO_CODE = 'BANACAS';

/** The company's market value in ₹ crore, as its public page has it. */
async function marketCapCrore(company: ListedCompany): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/company/by-key/${encodeURIComponent(company.code)}/public`);
  if (!response.ok) throw new Error(`The public view of ${company.code} answered ${response.status}`);
  const body = (await response.json()) as { key_figures?: { market_cap?: { value: number | null } } };
  return body.key_figures?.market_cap?.value ?? 0;
}

/**
 * Every WCAG 2.1 AA finding, with the tags the other accessibility tests use. They count only the
 * serious and critical ones; the Hindi view has none of any impact, so this counts them all.
 */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Opens the account menu and picks a language by its radio, as a person does. */
async function chooseLanguage(page: Page, language: 'English' | 'हिन्दी'): Promise<void> {
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Account', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const radio = header.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: language, exact: true });
  await radio.check();
  await expect(radio.isChecked()).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
}

/** The text of every visible text node inside `root`, trimmed, empty ones left out. */
async function visibleTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text !== '' && parent && parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) texts.push(text);
    }
    return texts;
  });
}

describe('the result view in Hindi', () => {
  it('shows the Hindi words with lang="hi", passes axe, switches back to English without a reload and keeps the choice', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    // A demo company worth over ₹1 lakh crore, so its market value needs lakh grouping (2,33,624).
    const company = (await listedCompanies()).find((listed) => listed.code === LARGE_DEMO_CODE);
    expect(company?.is_demo).toBe(true);
    await expect(marketCapCrore(company!)).resolves.toBeGreaterThanOrEqual(100_000);

    await page.goto('/');
    await waitForRemote(page, 'search');
    await searchReady(page);
    await signInLocally(page, person('Hema Pathak'));
    await chooseLanguage(page, 'हिन्दी');
    await page.waitForFunction(() => window.localStorage.getItem('language') === 'hi');

    await research(page, company!);
    const details = page.locator('[data-remote="company_details"]');
    const view = details.getByRole('region', { name: HINDI_TITLE });
    await view.getByRole('heading', { name: HINDI_TITLE, exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
    await view.getByText(company!.name, { exact: true }).first().waitFor({ state: 'visible' });
    await details.getByRole('status').getByText(`${company!.name} का विवरण तैयार है।`).waitFor({ state: 'attached' });
    // The charts are the last part of the result to draw.
    await view.getByRole('figure').locator('path[data-metric]').first().waitFor({ state: 'visible', timeout: 20_000 });

    // The section, not the page, is marked Hindi: the header around it stays English.
    await expect(view.getAttribute('lang')).resolves.toBe('hi');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-IN');
    await view.getByRole('navigation', { name: 'इस शोध के खंड' }).waitFor({ state: 'visible' });
    for (const label of HINDI_SUMMARY_LABELS) await view.getByRole('heading', { name: label, exact: true }).waitFor({ state: 'visible' });
    for (const title of HINDI_CARD_TITLES) await view.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'visible' });
    await view.getByText('डेमो डेटा', { exact: true }).first().waitFor({ state: 'visible' });
    for (const title of ENGLISH_TITLES) await expect(view.getByRole('heading', { name: title, exact: true }).count()).resolves.toBe(0);

    // No visible text is a message id standing in for its words.
    const texts = await visibleTexts(page.locator('body'));
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((text) => MESSAGE_ID.test(text))).toEqual([]);

    // Numbers keep Indian grouping (lakh and crore: 12,34,567), never the Western 1,234,567.
    const grouped = texts.flatMap((text) => text.match(/\d{1,3}(,\d{2,3})+(\.\d+)?/g) ?? []);
    expect(grouped.length).toBeGreaterThan(0);
    expect(grouped.filter((number) => !/^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/.test(number))).toEqual([]);
    expect(grouped.some((number) => /^\d{1,2}(,\d{2})+,\d{3}/.test(number))).toBe(true);
    await screenshot(page, 'hindi-result-desktop');

    // axe on the Hindi result, folded and with every working shown.
    await expect(axeFindings(page)).resolves.toEqual([]);
    const folded = view.getByRole('button', { name: 'गणना दिखाएँ' });
    expect(await folded.count()).toBeGreaterThan(0);
    // Each press renames its button 'गणना छिपाएँ', so the first left is always the next one.
    while ((await folded.count()) > 0) await folded.first().click();
    await expect(axeFindings(page)).resolves.toEqual([]);

    // Back to English, on the same page: the English headings return and the section loses its lang.
    await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
    await chooseLanguage(page, 'English');
    const englishView = details.getByRole('region', { name: 'Company Details' });
    await englishView.getByRole('heading', { name: 'Company Details', exact: true }).waitFor({ state: 'visible' });
    for (const title of ENGLISH_TITLES) await englishView.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'visible' });
    await expect(englishView.getAttribute('lang')).resolves.toBeNull();
    await expect(details.getByRole('heading', { name: HINDI_TITLE }).count()).resolves.toBe(0);
    await details.getByRole('status').getByText(`Company details for ${company!.name} are ready.`).waitFor({ state: 'attached' });
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
    await page.waitForFunction(() => window.localStorage.getItem('language') === 'en');

    // Hindi again, then a reload: the choice is kept, and re-opening the company shows it in Hindi.
    await chooseLanguage(page, 'हिन्दी');
    await page.waitForFunction(() => window.localStorage.getItem('language') === 'hi');
    await page.reload();
    await expect(page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).resolves.toBeUndefined();
    await expect(page.evaluate(() => window.localStorage.getItem('language'))).resolves.toBe('hi');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(header.getByRole('radio', { name: 'हिन्दी', exact: true }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Your Accessed Companies' }).getByRole('button', { name: company!.name, exact: true }).click();
    const reopened = details.getByRole('region', { name: HINDI_TITLE });
    await reopened.getByRole('heading', { name: HINDI_TITLE, exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
    await expect(reopened.getAttribute('lang')).resolves.toBe('hi');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
