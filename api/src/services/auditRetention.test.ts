import { databaseForSuite, testDatabases } from '../db/testing/testDatabases';
import { AUDIT_PERSONAL_DATA_RETENTION_DAYS, recordAudit } from './audit';
import { purgeExpiredRecords } from './sessionPurge';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-21T09:00:00Z');

describe.each(testDatabases())('audit retention on $name', (engine) => {
  const database = databaseForSuite(engine);

  it(`clears the IP address and user agent after ${AUDIT_PERSONAL_DATA_RETENTION_DAYS} days, and keeps the event`, async () => {
    const origin = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0' };
    for (const age of [AUDIT_PERSONAL_DATA_RETENTION_DAYS + 1, AUDIT_PERSONAL_DATA_RETENTION_DAYS - 1]) {
      await recordAudit(database.db, { action: 'session.create', userId: null, target: `age:${age}`, outcome: 'success', origin });
      await database.db
        .updateTable('audit_events')
        .set({ occurred_at: new Date(NOW.getTime() - age * DAY) })
        .where('target', '=', `age:${age}`)
        .execute();
    }
    await expect(purgeExpiredRecords(database.db, NOW)).resolves.toMatchObject({ auditEvents: 1 });
    const rows = await database.db.selectFrom('audit_events').select(['target', 'ip', 'user_agent', 'action']).orderBy('occurred_at').execute();
    expect(rows).toEqual([
      { target: `age:${AUDIT_PERSONAL_DATA_RETENTION_DAYS + 1}`, ip: null, user_agent: null, action: 'session.create' },
      { target: `age:${AUDIT_PERSONAL_DATA_RETENTION_DAYS - 1}`, ip: '203.0.113.9', user_agent: 'Mozilla/5.0', action: 'session.create' },
    ]);
    await expect(purgeExpiredRecords(database.db, NOW)).resolves.toMatchObject({ auditEvents: 0 });
  });
});
