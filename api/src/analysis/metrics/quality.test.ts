import { buildContext } from '../context/buildContext';
import { relianceAcrossExports } from '../testing/cashFixtures';
import { piotroskiFor } from './quality';

describe('Piotroski across a reclassified year (issue 29, Reliance)', () => {
  const leverage = (flagged: boolean) => {
    const f = piotroskiFor(buildContext(relianceAcrossExports({ flagged })));
    if ('reason' in f) throw new Error(f.reason.code);
    return f.criteria.find((c) => c.id === 'lower_leverage');
  };

  it('does not compare borrowings across a year two exports define differently, and says why', () => {
    expect(leverage(false)?.status).not.toBe('na');
    expect(leverage(true)).toMatchObject({ status: 'na' });
    expect(leverage(true)?.reason).toEqual({ code: 'report.piotroski.not_compared', params: { year: 'FY2024' } });
  });
});
