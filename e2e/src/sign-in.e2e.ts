import { type BrowserContext } from 'playwright-core';
import { baseUrl, browserPerFile, openPage, PHONE, screenshot, waitForRemote } from './harness/browser';
import { person, signInLocally } from './harness/people';

const browser = browserPerFile();

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === '__Host-sid');
}

/** The API as a non-browser client holding a given session cookie; the body is read so the socket is released. */
async function apiWithCookie(path: string, token: string, method: 'GET' | 'POST' = 'POST'): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { cookie: `__Host-sid=${token}`, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('sign-in through the local issuer (embedded default)', () => {
  it('signs in through the local dialog, stays signed in across a reload, and signs out', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    const asha = person('Asha Investor');
    await page.goto('/');

    await page.getByText('Local sign-in: no Google account').waitFor({ state: 'visible' });
    await signInLocally(page, asha);
    const header = page.getByRole('banner');
    await header.getByText('Free Access - 5 free stock research remaining').waitFor();
    await header.getByRole('button', { name: 'Sign Out' }).waitFor({ state: 'visible' });
    await expect(header.getByRole('button', { name: 'Sign in with Google' }).count()).resolves.toBe(0);
    await screenshot(page, 'signed-in-desktop');

    // The session is an HttpOnly cookie: script on the page never sees it.
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('__Host-sid');
    await expect(page.evaluate(() => JSON.stringify(window.localStorage))).resolves.not.toContain(cookie!.value);

    await page.reload();
    await header.getByText(asha.name, { exact: true }).waitFor();
    await header.getByText('Free Access - 5 free stock research remaining').waitFor();
    await waitForRemote(page, 'accessed_companies');

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await header.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    expect(await sessionCookie(context)).toBeUndefined();

    await page.reload();
    await header.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await expect(header.getByText(asha.name, { exact: true }).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('explains bad input inside the dialog without signing in', async () => {
    const { page, context, pageErrors } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Local sign-in' });

    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByText('Enter a valid e-mail address, like name@example.com.').waitFor();
    await dialog.getByText('Enter your name.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor({ state: 'visible' });
    expect(await sessionCookie(context)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('gives a second user in a second browser context a session of their own', async () => {
    const first = await openPage(browser());
    const second = await openPage(browser());
    const asha = person('Asha Investor');
    const ben = person('Ben Trader');

    await first.page.goto('/');
    await signInLocally(first.page, asha);
    await second.page.goto('/');
    await signInLocally(second.page, ben);

    const ashaCookie = await sessionCookie(first.context);
    const benCookie = await sessionCookie(second.context);
    expect(ashaCookie?.value).toBeTruthy();
    expect(benCookie?.value).toBeTruthy();
    expect(ashaCookie!.value).not.toBe(benCookie!.value);

    const whoIs = async (token: string) => (await apiWithCookie('/api/session/validate', token)).body.email;
    await expect(whoIs(ashaCookie!.value)).resolves.toBe(asha.email);
    await expect(whoIs(benCookie!.value)).resolves.toBe(ben.email);

    // Ben signing out leaves Asha signed in.
    await second.page.getByRole('button', { name: 'Sign Out' }).click();
    await second.page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await first.page.reload();
    await first.page.getByRole('banner').getByText(asha.name, { exact: true }).waitFor();
    await expect(first.page.getByRole('banner').getByText(ben.name, { exact: true }).count()).resolves.toBe(0);

    expect([...first.pageErrors, ...second.pageErrors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('the API rejects a session cookie that has been invalidated by signing out', async () => {
    const { page, context } = await openPage(browser());
    const asha = person('Asha Investor');
    await page.goto('/');
    await signInLocally(page, asha);
    const token = (await sessionCookie(context))!.value;
    const userId = String((await apiWithCookie('/api/session/validate', token)).body.user_id);
    expect((await apiWithCookie(`/api/company/user-access/${userId}`, token, 'GET')).status).toBe(200);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();

    expect((await apiWithCookie('/api/session/validate', token)).body).toMatchObject({ valid: false, user_id: null });
    expect((await apiWithCookie('/api/session/activity', token)).status).toBe(401);
    expect((await apiWithCookie(`/api/company/user-access/${userId}`, token, 'GET')).status).toBe(401);
    await context.close();
  });

  it('signs in from the phone menu', async () => {
    const { page, context, pageErrors } = await openPage(browser(), PHONE);
    const asha = person('Asha Investor');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();

    await signInLocally(page, asha, { phone: true });

    await page.getByRole('banner').getByText('Free Access - 5 free stock research remaining').waitFor();
    await screenshot(page, 'signed-in-phone-menu');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
