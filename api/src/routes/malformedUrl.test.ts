import request from 'supertest';
import { testDatabases } from '../db/testing/testDatabases';
import { signedInApiForBlock } from '../testing/signedInApi';

/** Security review finding 5: malformed percent-encoding in a path answered 500 with an error-level stack. */

describe.each(testDatabases())('malformed URLs on $name', (engine) => {
  const setup = signedInApiForBlock(engine);

  it.each(['/api/company/user-access/%E0%A4%A', '/api/company/access-summary/%ZZ'])('answers %s with 400, signed out or not', async (path) => {
    const res = await request(setup.api.app).get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'The URL is not valid: it has malformed percent-encoding.' });
  });
});
