import { type Page } from 'playwright-core';
import { person, signInLocally } from './people';
import { detailsShown, research, searchReady, type ListedCompany } from './research';

/** Signs a fresh person in (through the menu on a phone) and researches `company` until its result shows. */
export async function researchAsNewPerson(page: Page, company: ListedCompany, who: string, { phone = false } = {}): Promise<void> {
  await page.goto('/');
  await searchReady(page);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await signInLocally(page, person(who), { phone });
  // signInLocally leaves the phone menu open; close it as a person would before researching.
  if (phone) await page.keyboard.press('Escape');
  await research(page, company);
  await detailsShown(page, company);
  // The charts are the last part of the result to draw.
  await page.getByRole('figure', { name: 'Raw values' }).locator('path[data-metric]').first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** Presses every 'Show the working' in the result. */
export async function showAllWorking(page: Page): Promise<void> {
  const details = page.locator('[data-remote="company_details"]');
  const folded = details.getByRole('button', { name: 'Show the working' });
  // Each press renames its button 'Hide the working', so the first left is always the next one.
  while ((await folded.count()) > 0) await folded.first().click();
}
