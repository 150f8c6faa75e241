import { lenderMetricsOf } from './lenderMetrics';
import { filed } from './testing/statementFixtures';

const quarter = (end: string, roa: number, extra: Record<string, number> = {}, basis: 'standalone' | 'consolidated' = 'standalone') =>
  filed({ end, basis, statement: 'quarter', figures: { gross_npa_pct: 1.24, net_npa_pct: 0.33, roa_pct: roa, ...extra } });
const yearToDate = (end: string, months: number, roa: number) =>
  filed({ end, basis: 'standalone', statement: 'year_to_date', months, figures: { roa_pct: roa } });

describe("a lender's asset quality", () => {
  it('comes from the standalone filings only, with capital adequacy and CET1 unknown', () => {
    const metrics = lenderMetricsOf([quarter('2024-03-31', 0.49), quarter('2024-03-31', 0.6, { gross_npa_pct: 9 }, 'consolidated')]);
    expect(metrics).toEqual([
      expect.objectContaining({ period_end: '2024-03-31', gross_npa_pct: 1.24, net_npa_pct: 0.33, capital_adequacy_pct: null, cet1_pct: null }),
    ]);
  });

  it('annualises the return on assets of a bank that files each period’s own (HDFC Bank: 0.49% a quarter, 1.49% for nine months)', () => {
    const metrics = lenderMetricsOf([quarter('2023-12-31', 0.49), yearToDate('2023-12-31', 9, 1.49), quarter('2024-03-31', 0.49)]);
    expect(metrics.map((row) => [row.period_end, row.roa_pct, row.roa_basis])).toEqual([
      ['2023-12-31', 1.96, 'annualised_from_quarter'],
      ['2024-03-31', 1.96, 'annualised_from_quarter'],
    ]);
  });

  it('keeps the return of a bank that files it annualised (SBI: 1.36% for the quarter, 1.04% for the year)', () => {
    const metrics = lenderMetricsOf([quarter('2024-03-31', 1.36), yearToDate('2024-03-31', 12, 1.04), quarter('2024-06-30', 1.1)]);
    expect(metrics.map((row) => [row.period_end, row.roa_pct, row.roa_basis])).toEqual([
      ['2024-03-31', 1.36, 'filed_annualised'],
      ['2024-06-30', 1.1, 'filed_annualised'],
    ]);
  });

  it('without a year to date to tell, reads a quarterly return of 1% or more as annualised already', () => {
    expect(lenderMetricsOf([quarter('2024-06-30', 1.2)])[0]?.roa_basis).toBe('filed_annualised');
    expect(lenderMetricsOf([quarter('2024-06-30', 0.5)])[0]).toMatchObject({ roa_pct: 2, roa_basis: 'annualised_from_quarter' });
  });

  it('has no row for a company whose filings carry none of the ratios (an industrial company)', () => {
    expect(lenderMetricsOf([filed({ end: '2024-03-31', basis: 'standalone', statement: 'quarter', figures: { revenue: 10 } })])).toEqual([]);
  });
});
