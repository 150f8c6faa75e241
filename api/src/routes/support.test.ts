import request from 'supertest';
import { AccountExportSchema, SUPPORT_REFERENCE_PATTERN, SupportResponseSchema } from 'shared-types/api';
import { testDatabases } from '../db/testing/testDatabases';
import { openSupportMessages } from '../db/supportRepository';
import { startLoopbackSmtp, type LoopbackSmtp } from '../mail/testing/loopbackSmtp';
import { createSignedInApi, makePremiumForADay, signedInApiForBlock, TEST_COMPANIES, type SignedInApi } from '../testing/signedInApi';

let serial = 0;
const email = (label: string) => `support-${label}-${Date.now()}-${++serial}@example.test`;
const MESSAGE = 'The score of my company looks wrong since Monday.';

describe.each(testDatabases())('POST /api/support on $name', (engine) => {
  // The visitors here all share one address: the limit has its own test.
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SUPPORT_PER_HOUR: '1000' });
  const send = (body: object, cookie?: string, api: SignedInApi = setup.api) => {
    const req = request(api.app).post('/api/support');
    return (cookie === undefined ? req : req.set('Cookie', cookie)).send(body);
  };
  const row = (reference: string) => setup.database.db.selectFrom('support_messages').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

  it('stores a visitor’s message, answers its reference, and audits it; e-mail is off without SMTP_URL', async () => {
    const visitor = email('visitor');
    const answer = await send({ topic: 'data', message: `  ${MESSAGE}  `, email: visitor.toUpperCase(), name: 'Asha Visitor' }).expect(201);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const body = SupportResponseSchema.parse(answer.body);
    expect(body).toEqual({ reference: expect.stringMatching(SUPPORT_REFERENCE_PATTERN), priority: false, forwarded: false, reply_to: visitor });
    expect(await row(body.reference)).toMatchObject({
      user_id: null,
      email: visitor,
      name: 'Asha Visitor',
      topic: 'data',
      message: MESSAGE,
      company_id: null,
      priority: false,
      status: 'open',
      forwarded_at: null,
      forward_error: null,
    });
    const events = await setup.database.db.selectFrom('audit_events').selectAll().where('target', '=', `support:${body.reference}`).execute();
    expect(events).toEqual([expect.objectContaining({ action: 'support.message', actor_kind: 'anonymous', actor_user_id: null, outcome: 'success' })]);
  });

  it('answers a signed-in user at the account’s e-mail, marks a premium user’s message priority and lists it first', async () => {
    const free = await setup.api.signIn(email('free'), 'Free Investor');
    const premium = await setup.api.signIn(email('premium'), 'Premium Investor');
    await makePremiumForADay(setup.database, premium.userId);
    const first = SupportResponseSchema.parse((await send({ topic: 'billing', message: MESSAGE }, free.cookie).expect(201)).body);
    expect(first.priority).toBe(false);
    const company = TEST_COMPANIES[3]!;
    const second = SupportResponseSchema.parse((await send({ topic: 'bug', message: MESSAGE, company: company.code }, premium.cookie).expect(201)).body);
    expect(second.priority).toBe(true);
    expect(await row(second.reference)).toMatchObject({ user_id: premium.userId, name: 'Premium Investor', company_id: company.id, priority: true });

    const queue = (await openSupportMessages(setup.database.db)).map((message) => message.reference);
    expect(queue.indexOf(second.reference)).toBeLessThan(queue.indexOf(first.reference));
    const audited = await setup.database.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'reason'])
      .where('target', '=', `support:${second.reference}`)
      .execute();
    expect(audited).toEqual([{ actor_user_id: premium.userId, reason: 'priority' }]);

    const refused = await send({ topic: 'bug', message: MESSAGE, email: 'other@example.test' }, free.cookie).expect(400);
    expect(refused.body).toMatchObject({ error: 'invalid_support_message', field: 'email' });
  });

  it.each([
    ['an unknown topic', { topic: 'refund', message: MESSAGE, email: 'a@example.test' }, 'topic'],
    ['a message under 10 characters', { topic: 'bug', message: 'Too short', email: 'a@example.test' }, 'message'],
    ['a message over 5000 characters', { topic: 'bug', message: 'x'.repeat(5001), email: 'a@example.test' }, 'message'],
    ['a visitor without an e-mail', { topic: 'bug', message: MESSAGE }, 'email'],
    ['an e-mail that is not one', { topic: 'bug', message: MESSAGE, email: 'not-an-address' }, 'email'],
    ['a company not in the list', { topic: 'bug', message: MESSAGE, email: 'a@example.test', company: 'No Such Company Ltd' }, 'company'],
    ['an unknown field', { topic: 'bug', message: MESSAGE, email: 'a@example.test', urgent: true }, 'urgent'],
  ])('refuses %s with 400 invalid_support_message naming its field, storing nothing', async (_label, body, field) => {
    const before = await setup.database.db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await send(body).expect(400);
    expect(refused.body).toMatchObject({ error: 'invalid_support_message', field });
    expect(refused.body.message).toContain(field);
    const after = await setup.database.db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('puts the messages in the account export and deletes them with the account', async () => {
    const user = await setup.api.signIn(email('leaving'));
    const sent = SupportResponseSchema.parse((await send({ topic: 'account', message: MESSAGE }, user.cookie).expect(201)).body);
    const exported = AccountExportSchema.parse((await request(setup.api.app).post('/api/account/export').set('Cookie', user.cookie).send({}).expect(200)).body);
    expect(exported.support_messages).toEqual([
      expect.objectContaining({ reference: sent.reference, topic: 'account', message: MESSAGE, status: 'open', priority: false, closed_at: null }),
    ]);
    await request(setup.api.app).delete('/api/account').set('Cookie', user.cookie).send({ confirm: 'DELETE' }).expect(200);
    await expect(setup.database.db.selectFrom('support_messages').select('id').where('reference', '=', sent.reference).execute()).resolves.toEqual([]);
  });

  it('limits messages per visitor address: 429 rate_limited past RATE_LIMIT_SUPPORT_PER_HOUR', async () => {
    const limited = await createSignedInApi(setup.database, { RATE_LIMIT_SUPPORT_PER_HOUR: '2' });
    for (let i = 0; i < 2; i++) await send({ topic: 'other', message: MESSAGE, email: email('limit') }, undefined, limited).expect(201);
    const refused = await send({ topic: 'other', message: MESSAGE, email: email('limit') }, undefined, limited).expect(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  describe('with SMTP_URL and SUPPORT_EMAIL', () => {
    let smtp: LoopbackSmtp;
    let mailing: SignedInApi;
    beforeAll(async () => {
      smtp = await startLoopbackSmtp();
      mailing = await createSignedInApi(setup.database, {
        SMTP_URL: smtp.url,
        SUPPORT_EMAIL: 'help@conviction.example',
        MAIL_FROM: 'noreply@conviction.example',
      });
    });
    afterAll(() => smtp?.close());

    it('forwards the stored message to SUPPORT_EMAIL: reference in the subject, priority marked, Reply-To the sender', async () => {
      const premium = await mailing.signIn(email('forward'), 'Premium Writer');
      await makePremiumForADay(setup.database, premium.userId);
      const arriving = smtp.nextMail();
      const body = SupportResponseSchema.parse((await send({ topic: 'billing', message: MESSAGE }, premium.cookie, mailing).expect(201)).body);
      expect(body).toMatchObject({ priority: true, forwarded: true });
      const mail = await arriving;
      expect(mail.to).toEqual(['help@conviction.example']);
      expect(mail.from).toBe('noreply@conviction.example');
      expect(mail.raw).toContain(`Subject: [Priority] ${body.reference}: Payments and plans`);
      expect(mail.raw).toMatch(new RegExp(`Reply-To: ${body.reply_to.replace(/[.+]/g, '\\$&')}`));
      expect(mail.raw).toContain('X-Priority: 1 (Highest)');
      expect(mail.text).toContain(MESSAGE);
      expect((await row(body.reference)).forwarded_at).toBeInstanceOf(Date);
    });

    it('keeps the message and answers 201 when the SMTP server refuses it, recording why', async () => {
      smtp.refuseNext();
      const body = SupportResponseSchema.parse(
        (await send({ topic: 'other', message: MESSAGE, email: email('refused') }, undefined, mailing).expect(201)).body,
      );
      expect(body).toMatchObject({ priority: false, forwarded: false });
      const stored = await row(body.reference);
      expect(stored.forwarded_at).toBeNull();
      expect(stored.forward_error).toMatch(/550/);
      expect(stored.message).toBe(MESSAGE);
    });
  });
});
