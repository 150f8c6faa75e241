import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock, TEST_COMPANIES } from '../testing/signedInApi';

/** Security review finding 14: an identity token stayed valid after sign-out until it expired. */

let emailSeq = 0;
const freshEmail = () => `signout${++emailSeq}-${Date.now()}@example.test`;

describe.each(testDatabases())('signing out on $name', (engine) => {
  const setup = signedInApiForBlock(engine, { RATE_LIMIT_SIGN_IN_PER_15_MIN: '1000' });

  const search = (auth: { cookie?: string; token?: string }) => {
    const req = request(setup.api.app).post('/api/company/search');
    if (auth.cookie) req.set('Cookie', auth.cookie);
    if (auth.token) req.set('Authorization', `Bearer ${auth.token}`);
    return req.send({ company_name: TEST_COMPANIES[0]!.name });
  };
  const signOut = (cookie: string) => request(setup.api.app).post('/api/session/invalidate').set('Cookie', cookie).send({}).expect(200);

  it('refuses the identity token that created the session once that session is signed out', async () => {
    const { cookie, token } = await setup.api.signIn(freshEmail());
    await search({ token }).expect(200);
    await signOut(cookie);
    const refused = await search({ token }).expect(401);
    expect(refused.body).toMatchObject({ error: 'invalid_identity' });
    await request(setup.api.app).post('/api/session/create').set('Authorization', `Bearer ${token}`).send({}).expect(401);
  });

  it("leaves another device's session and identity token signed in", async () => {
    const email = freshEmail();
    const phone = await setup.api.signIn(email);
    setup.api.advance(1000); // a later sign-in: another token
    const laptop = await setup.api.signIn(email);
    expect(laptop.token).not.toBe(phone.token);
    await signOut(phone.cookie);
    await search({ cookie: laptop.cookie }).expect(200);
    await search({ token: laptop.token }).expect(200);
    await search({ cookie: phone.cookie }).expect(401);
  });
});
