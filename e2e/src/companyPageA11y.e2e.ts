import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContextOptions, type Page } from 'playwright-core';
import { browserPerFile, DESKTOP, openPage, PHONE, screenshot } from './harness/browser';
import { researchAsNewPerson, showAllWorking } from './harness/result';
import { someCompanies } from './harness/research';

const browser = browserPerFile();

/** Serious and critical findings, each with where it was found. */
async function seriousFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Issue 30 item 11: axe finds nothing serious or critical on the research result (the section
 * bar, the folded Parts, and with the working shown), desktop and phone, light and dark.
 */
describe('the research result passes axe', () => {
  it.each([
    ['desktop', 'light', DESKTOP],
    ['desktop', 'dark', DESKTOP],
    ['phone', 'light', PHONE],
    ['phone', 'dark', PHONE],
  ] as const)('on a %s in %s mode', async (name, scheme, options: BrowserContextOptions) => {
    const { page, context, pageErrors } = await openPage(browser(), { ...options, colorScheme: scheme });
    const [company] = await someCompanies(1, 13);
    await researchAsNewPerson(page, company!, `Axe ${name} ${scheme}`, { phone: options === PHONE });
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(scheme);

    await expect(seriousFindings(page)).resolves.toEqual([]);
    await showAllWorking(page);
    await expect(seriousFindings(page)).resolves.toEqual([]);
    await screenshot(page, `company-a11y-${name}-${scheme}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
