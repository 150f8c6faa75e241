import { buildContext } from '../context/buildContext';
import { relianceAcrossExports } from '../testing/cashFixtures';
import { piotroskiFor } from './quality';

describe('Piotroski across a reclassified year (issue 29, Reliance)', () => {
  const leverage = (flagged: boolean) => {
    const f = piotroskiFor(buildContext(relianceAcrossExports({ flagged })));
    if ('reason' in f) throw new Error(f.reason);
    return f.criteria.find((c) => c.name.startsWith('Lower leverage'));
  };

  it('does not compare borrowings across a year two exports define differently, and says why', () => {
    expect(leverage(false)?.status).not.toBe('na');
    expect(leverage(true)).toMatchObject({ status: 'na' });
    expect(leverage(true)?.detail).toContain("not compared: FY2024's balance sheet is defined differently in two exports");
  });
});
