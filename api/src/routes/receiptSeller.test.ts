import request from 'supertest';
import { PaymentReceiptSchema } from 'shared-types/api';
import { insertPayment } from '../db/testing/paymentRows';
import { OPEN_TIMEOUT_MS, testDatabases } from '../db/testing/testDatabases';
import { createSignedInApi, signedInApiForBlock, type SignedInApi } from '../testing/signedInApi';

/** Issue 34 item 6: the seller's name, address and support e-mail from configuration on every receipt. */

const SELLER = {
  SELLER_NAME: 'Conviction Research Private Limited',
  SELLER_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka, India',
  SUPPORT_EMAIL: 'help@conviction.example',
};
let emailSeq = 0;
const freshEmail = () => `seller${++emailSeq}-${Date.now()}@example.test`;

describe.each(testDatabases())('the seller on a receipt on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  let configured: SignedInApi;
  beforeAll(async () => {
    configured = await createSignedInApi(setup.database, { ...SELLER, RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });
  }, OPEN_TIMEOUT_MS);

  async function receiptFrom(api: SignedInApi) {
    const { cookie, userId } = await api.signIn(freshEmail());
    const paid = await insertPayment(setup.database.db, { userId, createdAt: new Date(Date.now() - 60_000) });
    const res = await request(api.app).get(`/api/account/payments/${paid.id}/receipt`).set('Cookie', cookie).expect(200);
    return PaymentReceiptSchema.parse(res.body);
  }

  it('names the configured seller, its postal address and support e-mail', async () => {
    expect((await receiptFrom(configured)).seller).toEqual({
      name: 'Conviction Research Private Limited',
      gstin: null,
      address: '12 MG Road, Bengaluru 560001, Karnataka, India',
      support_email: 'help@conviction.example',
    });
  });

  it("says 'Conviction' with no address or e-mail when none is configured", async () => {
    expect((await receiptFrom(setup.api)).seller).toEqual({ name: 'Conviction', gstin: null, address: null, support_email: null });
  });

  it('still parses a receipt from a server that sends no address or e-mail', () => {
    const older = { name: 'Conviction', gstin: null };
    expect(PaymentReceiptSchema.shape.seller.parse(older)).toEqual(older);
  });
});
