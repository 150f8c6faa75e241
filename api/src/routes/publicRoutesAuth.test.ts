import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock } from '../testing/signedInApi';

/** Security review finding 13: a malformed or expired Authorization header made public routes answer 401. */

describe.each(testDatabases())('a bad Authorization header on $name', (engine) => {
  const setup = signedInApiForBlock(engine);

  it.each(['Bearer not-a-real-token', 'Basic dXNlcjpwYXNz', 'Bearer'])('is ignored by the public plan list (%s)', async (header) => {
    const res = await request(setup.api.app).get('/api/subscription/plans').set('Authorization', header);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.plans).sort()).toEqual(['1_year', '3_months']);
  });

  it('still refuses a route that needs a caller, with the header’s own reason', async () => {
    const malformed = await request(setup.api.app)
      .get('/api/company/access-summary/00000000-0000-0000-0000-000000000000')
      .set('Authorization', 'Basic dXNlcjpwYXNz');
    expect(malformed.status).toBe(401);
    expect(malformed.body.message).toBe('The Authorization header must be "Bearer <token>".');
    const bogus = await request(setup.api.app)
      .get('/api/company/access-summary/00000000-0000-0000-0000-000000000000')
      .set('Authorization', 'Bearer not-a-real-token');
    expect(bogus.status).toBe(401);
  });
});
