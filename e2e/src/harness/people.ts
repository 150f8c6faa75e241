import { type Page } from 'playwright-core';

export interface Person {
  name: string;
  email: string;
}

/** A fresh person per test, so access counts start at zero whatever ran before on this server. */
export function person(name: string): Person {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name, email: `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.com` };
}

/** Signs in through the local issuer's dialog, the way a person does on the embedded default. */
export async function signInLocally(page: Page, who: Person, { phone = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Local sign-in' });
  await dialog.waitFor();
  await dialog.getByText('no Google account is contacted', { exact: false }).waitFor({ state: 'visible' });
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Name').fill(who.name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
  // On a phone, pressing inside the dialog (outside the header) has closed the menu, as any outside press does.
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByText(who.name, { exact: true }).waitFor();
}
