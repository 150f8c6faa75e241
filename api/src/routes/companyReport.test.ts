import request from 'supertest';
import { companyReportFileName, REPORT_NOT_RESEARCHED, YEARLY_PLAN_REQUIRED, premiumFeature } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { REPORTS_PER_HOUR } from '../http/rateLimits';
import { paymentApiForBlock } from '../services/payments/testing/paymentApi';
import { indiaDate } from '../services/report/companyReport';
import { pdfText } from '../services/report/testing/pdfText';
import { TEST_COMPANIES } from '../testing/signedInApi';

const DAY = 24 * 60 * 60_000;
const COMPANY = TEST_COMPANIES[40]!;
const OTHER = TEST_COMPANIES[41]!;

/** Collects a binary answer whole (supertest buffers only text by default). */
const binary = (res: request.Response, done: (err: Error | null, body: unknown) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(testDatabases())('GET /api/company/:id/report.pdf on $name', (engine) => {
  const t = paymentApiForBlock(engine);
  const app = () => t.setup.api.app;
  const report = (cookie: string | null, id: string, query = '') => {
    const req = request(app()).get(`/api/company/${encodeURIComponent(id)}/report.pdf${query}`);
    return cookie === null ? req : req.set('Cookie', cookie);
  };
  const research = (cookie: string, company: { id: string; name: string }) =>
    request(app()).post('/api/company/search').set('Cookie', cookie).send({ company_name: company.name, company_id: company.id }).expect(200);
  /** A user who bought `plan` in test mode (through the fake Razorpay) and researched COMPANY. */
  async function buyer(plan: '3_months' | '1_year') {
    const user = await t.signIn();
    await research(user.cookie, COMPANY);
    const { payment, checkout } = t.fake.pay(await t.orderId(user.cookie, plan));
    await t.verify(user.cookie, checkout!).expect(200);
    return { ...user, payment };
  }

  it('answers 401 without a session', async () => {
    expect((await report(null, COMPANY.id).expect(401)).body).toMatchObject({ error: expect.any(String) });
  });

  it('answers 404 company_not_found for an unknown company', async () => {
    const { cookie } = await buyer('1_year');
    expect((await report(cookie, 'demo:no-such').expect(404)).body).toMatchObject({ error: 'company_not_found' });
  });

  it('refuses a free user and a 3-month user with 403 yearly_plan_required, the catalogue’s refusal', async () => {
    expect(premiumFeature('exclusive_reports').refusal).toBe(YEARLY_PLAN_REQUIRED);
    const free = await t.signIn();
    await research(free.cookie, COMPANY);
    const refused = await report(free.cookie, COMPANY.id).expect(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual({ error: YEARLY_PLAN_REQUIRED, message: 'PDF reports come with the 1 Year Premium plan.' });
    const quarter = await buyer('3_months');
    expect((await report(quarter.cookie, COMPANY.id).expect(403)).body).toMatchObject({ error: YEARLY_PLAN_REQUIRED });
  });

  it('refuses a yearly user a company not researched with 403 not_researched', async () => {
    const { cookie } = await buyer('1_year');
    expect((await report(cookie, OTHER.id).expect(403)).body).toEqual({
      error: REPORT_NOT_RESEARCHED,
      message: `Research ${OTHER.name} first to download its report.`,
    });
  });

  it('refuses a bad language with 400', async () => {
    const { cookie } = await buyer('1_year');
    expect((await report(cookie, COMPANY.id, '?lang=fr').expect(400)).body).toMatchObject({ error: expect.any(String) });
  });

  it('sends a yearly user the PDF, named by key and India’s date, and records report.download', async () => {
    const { cookie, userId } = await buyer('1_year');
    const res = await report(cookie, COMPANY.id).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const date = indiaDate(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${companyReportFileName(COMPANY.code, date)}"`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${COMPANY.code}-conviction-${date}.pdf"`);
    const body = res.body as Buffer;
    const { text } = await pdfText(body);
    expect(text[0]).toContain(COMPANY.name);
    expect(text[0]).toContain(date);
    expect(text[0]).toContain('Not rated'); // the fake engine's answer is the no-statements archetype
    const events = await t.setup.database.db.selectFrom('audit_events').select(['action', 'target', 'outcome']).where('actor_user_id', '=', userId).execute();
    expect(events).toContainEqual({ action: 'report.download', target: `company:${COMPANY.id}`, outcome: 'success' });
  });

  it('answers in Hindi when asked', async () => {
    const { cookie } = await buyer('1_year');
    const res = await report(cookie, COMPANY.id, '?lang=hi').buffer(true).parse(binary).expect(200);
    expect((await pdfText(res.body as Buffer)).text.join('\n')).toContain('भाग 1:');
  });

  it('stops counting a refunded yearly plan, and an ended one', async () => {
    const refunded = await buyer('1_year');
    t.fake.store.refund(refunded.payment.id);
    await t.deliver(t.fake.webhook('refund.processed', refunded.payment.id)).expect(200);
    expect((await report(refunded.cookie, COMPANY.id).expect(403)).body).toMatchObject({ error: YEARLY_PLAN_REQUIRED });

    const ended = await buyer('1_year');
    await t.setup.database.db
      .updateTable('subscriptions')
      .set({ starts_at: new Date(Date.now() - 400 * DAY), ends_at: new Date(Date.now() - 35 * DAY) })
      .where('user_id', '=', ended.userId)
      .execute();
    expect((await report(ended.cookie, COMPANY.id).expect(403)).body).toMatchObject({ error: YEARLY_PLAN_REQUIRED });
  });

  it(`limits each user to ${REPORTS_PER_HOUR} requests an hour`, async () => {
    const { cookie } = await t.signIn();
    for (let i = 0; i < REPORTS_PER_HOUR; i++) await report(cookie, 'demo:no-such').expect(404);
    expect((await report(cookie, 'demo:no-such').expect(429)).body).toMatchObject({ error: 'rate_limited' });
  });
});
