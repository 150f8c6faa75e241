import { databaseForSuite, testDatabases } from '../db/testing/testDatabases';
import { exportAccount } from './account';
import { NO_ORIGIN } from './audit';
import { openCompany } from './companyAccess';
import { acceptIdentity } from './identityRevocation';
import { createSession, resolveSession } from './sessions';
import { testIdentity } from './testing/testIdentity';

/**
 * Issue 28, F12: a user is their identity's subject; the e-mail is contact
 * data. When the provider hands an e-mail to another identity (a Supabase
 * e-mail reassignment), the second identity got 500 on every call
 * (users_email_key).
 */

const NOW = new Date('2026-11-21T09:00:00Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const context = { now: NOW, userAgent: 'jest', ip: '127.0.0.1' };
const COMPANIES = [
  { id: 'test:901', name: 'Email A Ltd' },
  { id: 'test:902', name: 'Email B Ltd' },
];

describe.each(testDatabases())('two identities with one e-mail on $name', (engine) => {
  const database = databaseForSuite(engine);

  it('signs both in, and each keeps its own data', async () => {
    const { db } = database;
    await db
      .insertInto('companies')
      .values(COMPANIES.map((c) => ({ ...c, code: '', is_demo: true })))
      .execute();
    const email = 'moved@example.test';
    const a = testIdentity({ userId: '0f8fad5b-d9cb-469f-a165-00000000000a', email, fullName: 'First Holder', issuedAt: NOW_SECONDS });
    const b = testIdentity({ userId: '0f8fad5b-d9cb-469f-a165-00000000000b', email, fullName: 'Second Holder', issuedAt: NOW_SECONDS });

    const sessionA = await createSession(db, a, context);
    await openCompany(db, { userId: a.userId, companyId: COMPANIES[0]!.id, freeLimit: 5, now: NOW });
    const sessionB = await createSession(db, b, context);
    await expect(acceptIdentity(db, b, NOW)).resolves.toBeUndefined();
    await expect(acceptIdentity(db, a, NOW)).resolves.toBeUndefined();
    await openCompany(db, { userId: b.userId, companyId: COMPANIES[1]!.id, freeLimit: 5, now: NOW });

    await expect(resolveSession(db, sessionA.token, NOW)).resolves.toMatchObject({ user: { userId: a.userId, email, fullName: 'First Holder' } });
    await expect(resolveSession(db, sessionB.token, NOW)).resolves.toMatchObject({ user: { userId: b.userId, email, fullName: 'Second Holder' } });
    for (const [identity, company] of [
      [a, COMPANIES[0]!],
      [b, COMPANIES[1]!],
    ] as const) {
      const exported = await exportAccount(db, { userId: identity.userId, now: NOW, origin: NO_ORIGIN });
      expect(exported.user).toMatchObject({ id: identity.userId, email, full_name: identity.fullName, companies_used: 1 });
      expect(exported.company_access.map((row) => row.company_id)).toEqual([company.id]);
    }
  });
});
