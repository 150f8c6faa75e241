import { SUPPORT_REFERENCE_PATTERN } from 'shared-types/api';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../api/src/mail/testing/loopbackSmtp';
import { browserPerFile, openPage, screenshotOf } from './harness/browser';
import { person, signInLocally } from './harness/people';
import { startServer, stopServer, type RunningServer } from './harness/server';

// The footer's contact form (docs/support.md), with a loopback SMTP server receiving the operator's copies.
const browser = browserPerFile();
let smtp: LoopbackSmtp;
let server: RunningServer;
const SUPPORT_EMAIL = 'help@conviction.example';

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  server = await startServer({ SMTP_URL: smtp.url, SUPPORT_EMAIL });
}, 90_000);
afterAll(async () => {
  if (server) await stopServer(server);
  if (smtp) await smtp.close();
});

const THANKS = /^Thanks — your message is (SUP-[A-Z0-9]{6})\. We reply to (\S+)\.$/;

describe('the contact form', () => {
  it('sends a message signed out (with an e-mail) and signed in, shows each reference, and forwards both', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl });
    await page.goto('/');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Contact us', exact: true }).click();
    const form = page.getByRole('region', { name: 'Contact us' });
    // The smooth scroll ends with the section in view; its form opens behind 'Write to us'.
    await page.waitForFunction(() => {
      const section = document.querySelector('#contact section');
      return section !== null && section.getBoundingClientRect().top < window.innerHeight;
    });
    await form.getByRole('button', { name: 'Write to us' }).click();
    await form.getByLabel('Topic').waitFor({ state: 'visible' });

    const visitor = person('Asha Visitor');
    await form.getByLabel('Topic').selectOption({ label: 'Company data or a score' });
    await form.getByLabel('Your e-mail').fill(visitor.email);
    await form.getByLabel('Your name (optional)').fill(visitor.name);
    await form.getByLabel('Message').fill('The score of a company looks wrong since Monday.');
    let arriving = smtp.nextMail();
    await form.getByRole('button', { name: 'Send message' }).click();
    const thanks = form.getByRole('status');
    await thanks.getByText(THANKS).waitFor({ state: 'visible' });
    const [, reference, replyTo] = THANKS.exec((await thanks.textContent()) ?? '')!;
    expect(reference).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(replyTo).toBe(visitor.email);
    let mail = await arriving;
    expect(mail.to).toEqual([SUPPORT_EMAIL]);
    expect(mail.raw).toContain(`Subject: ${reference}: Company data or a score`);
    await screenshotOf(form, 'contact-form-sent');

    const member = person('Ravi Member');
    await signInLocally(page, member);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Contact us', exact: true }).click();
    // Still open unless signing in reloaded the page.
    const write = form.getByRole('button', { name: 'Write to us' });
    if ((await write.count()) > 0) await write.click();
    await expect(form.getByLabel('Your e-mail').count()).resolves.toBe(0);
    await form.getByLabel('Topic').selectOption({ label: 'Something is broken' });
    await form.getByLabel('Message').fill('The chart does not load on my phone.');
    arriving = smtp.nextMail();
    await form.getByRole('button', { name: 'Send message' }).click();
    await thanks.getByText(new RegExp(`^Thanks — your message is SUP-[A-Z0-9]{6}\\. We reply to ${member.email.replace(/\./g, '\\.')}\\.$`)).waitFor();
    mail = await arriving;
    expect(mail.text).toContain('The chart does not load on my phone.');

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
