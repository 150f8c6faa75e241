import { OPEN_TIMEOUT_MS, testDatabases, type TestDatabase } from '../db/testing/testDatabases';
import { type Mailer } from '../mail/mailer';
import { NO_ORIGIN } from './audit';
import { submitSupportMessage, type SupportDeps } from './support';

const noCompanies: SupportDeps['stockList'] = { get: () => Promise.reject(new Error('not asked')) };
const request = { topic: 'other' as const, message: 'A message long enough to send.', email: 'visitor@example.test' };

describe.each(testDatabases())('submitSupportMessage on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database?.close());

  const submit = (deps: Partial<SupportDeps>) =>
    submitSupportMessage(
      {
        db: database.db,
        mailer: { enabled: false, send: () => Promise.resolve(), close: () => undefined },
        supportEmail: undefined,
        stockList: noCompanies,
        ...deps,
      },
      { sender: null, request, origin: NO_ORIGIN, now: new Date() },
    );

  it('draws the reference again when another message has it', async () => {
    await submit({ drawReference: () => 'SUP-TAKEN2' });
    const draws = ['SUP-TAKEN2', 'SUP-TAKEN2', 'SUP-FRESH3'];
    const answer = await submit({ drawReference: () => draws.shift()! });
    expect(answer.reference).toBe('SUP-FRESH3');
    expect(draws).toEqual([]);
  });

  it('answers forwarded: false once the wait is over, and records the forward when it ends', async () => {
    let deliver: () => void = () => undefined;
    let sent: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => (sent = resolve));
    const slow: Mailer = {
      enabled: true,
      send: () =>
        new Promise<void>((resolve) => {
          deliver = resolve;
          sent();
        }),
      close: () => undefined,
    };
    const answer = await submit({ mailer: slow, supportEmail: 'help@example.test', forwardWaitMs: 0 });
    expect(answer.forwarded).toBe(false);
    await sending;
    const row = () =>
      database.db.selectFrom('support_messages').select(['forwarded_at', 'forward_error']).where('reference', '=', answer.reference).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ forwarded_at: null, forward_error: null });
    deliver();
    // The forward's own update follows the SMTP answer, after this request was answered: read the row until it shows, a bounded number of times.
    for (let i = 0; i < 100 && (await row()).forwarded_at === null; i++) await new Promise((resolve) => setImmediate(resolve));
    expect((await row()).forwarded_at).toBeInstanceOf(Date);
  });
});
