import { analyseCompany } from '../index';
import { steadyCompounder } from '../testing/archetypes';
import { emptyYear } from '../testing/builders';
import { type CompanyFacts, type FinancialYear } from '../types';
import { yearRuns } from '../v1/summary';

/** The compounder as its filings alone give it: profit and loss from FY2019, balance sheets and cash flows for FY2024 and FY2025 only. */
function knownFromFilings(): CompanyFacts {
  const base = steadyCompounder();
  const years = base.years
    .filter((y) => y.fiscalYear >= 2019)
    .map((y): FinancialYear => {
      if (y.fiscalYear >= 2024) return y;
      const { sales, operatingProfit, otherIncome, depreciation, interest, profitBeforeTax, netProfit, eps, shares } = y;
      return { ...emptyYear(y.fiscalYear), sales, operatingProfit, otherIncome, depreciation, interest, profitBeforeTax, netProfit, eps, shares };
    });
  return { ...base, years };
}

describe('a company known only from its filings', () => {
  const details = analyseCompany(knownFromFilings(), { computedAt: '2025-07-01T00:00:00.000Z' });

  it('says which years lack a balance sheet and a cash flow, and what that limits', () => {
    expect(details.analysis_meta.missing_data).toEqual(
      expect.arrayContaining([
        'balance sheets for FY2019–FY2023, which have profit and loss only (returns on capital and equity, debt and book value cover FY2024–FY2025 only)',
        'cash flows for FY2019–FY2023, which have profit and loss only (cash conversion, free cash flow and owner’s earnings cover FY2024–FY2025 only)',
      ]),
    );
  });

  it('is still analysed on the coverage it has: growth over the profit-and-loss years', () => {
    expect(details.analysis_meta.statements_period_end).toBe('2025-03-31');
    expect(details.analysis_meta.score_coverage).not.toBeNull();
  });

  it('says nothing of the kind when every year has all three statements', () => {
    const full = analyseCompany(steadyCompounder(), { computedAt: '2025-07-01T00:00:00.000Z' });
    expect(full.analysis_meta.missing_data.some((m) => m.includes('profit and loss only'))).toBe(false);
  });
});

describe('yearRuns', () => {
  it('joins contiguous years into spans', () => {
    expect(yearRuns([2023, 2019, 2020, 2021])).toBe('FY2019–FY2021 and FY2023');
  });
});
