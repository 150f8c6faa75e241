import { formatErrorOf } from '../../testing/formatError';
import { integratedEntryPoint, integratedFilingXbrl, type RoundingLevel } from '../../testing/integratedFilingXbrl';
import { resultsXbrl, type ResultsXbrlSpec } from '../../testing/resultsXbrl';
import { type ResultsFiling } from './filingRecords';
import { parseFilingDocument } from './index';

const FILE = 'INTEGRATED_FILING_FINANCIALS_2024.xml';

function parsed(bytes: Uint8Array, file = FILE): ResultsFiling {
  const { filing } = parseFilingDocument(bytes, file);
  if (filing.kind !== 'results') throw new Error(`expected a results filing, got ${filing.kind}`);
  return filing;
}

/** What an importer stores from a filing: everything but where it came from and what was noted on the way. */
const stored = ({ identity, basis, audited, reporting, financialYear, quarter, yearToDate, balanceSheet, cashFlow, taxonomy }: ResultsFiling) => ({
  identity,
  basis,
  audited,
  reporting,
  financialYear,
  quarter,
  yearToDate,
  balanceSheet,
  cashFlow,
  taxonomy,
});

/** A consolidated annual Ind-AS filing whose lines carry paise, so a scale moved one place too far shows. */
const ANNUAL: ResultsXbrlSpec = {
  basis: 'Consolidated',
  reportingQuarter: 'Yearly',
  quarter: {
    revenue: 61237.03,
    other_income: 1012.5,
    total_income: 62249.53,
    employee_cost: 35000.1,
    finance_costs: 200.2,
    depreciation: 1100.3,
    other_expenses: 9000.4,
    total_expenses: 45301,
    profit_before_tax: 16948.53,
    tax: 4446.53,
    net_profit: 12502,
    net_profit_owners: 12434,
    minority_interest: 68,
    paid_up_capital: 362,
    face_value: 1,
    eps_basic: 34.37,
    eps_diluted: 34.35,
  },
  yearToDate: {
    revenue: 240893.07,
    total_expenses: 180000,
    finance_costs: 800,
    depreciation: 4400,
    net_profit: 46099,
    net_profit_owners: 45908,
    eps_basic: 125.88,
  },
  balanceSheet: { total_assets: 146449.11, cash: 9016.05, equity_share_capital: 362, other_equity: 90127.4, total_equity: 90489.4, borrowings: 0.5 },
  cashFlow: { operating_cash_flow: 44338.2, investing_cash_flow: -1200.75, capex: 2674.01, dividends_paid: 26000 },
};

describe('Integrated Filing – Financials (in-capmkt)', () => {
  it('reads an Ind-AS filing into the same figures as the in-bse-fin filing of the same numbers', () => {
    const integrated = parsed(integratedFilingXbrl(ANNUAL));
    expect(stored(integrated)).toEqual(stored(parsed(resultsXbrl(ANNUAL))));
    expect(integrated.schemaRef).toBe(integratedEntryPoint('ind_as'));
    expect(integrated).toMatchObject({ taxonomy: 'ind_as', basis: 'consolidated', audited: true, reporting: 'FY' });
    expect(integrated.quarter?.figures).toMatchObject({ revenue: 61237.03, expenses: 44000.5, operating_profit: 17236.53, eps_basic: 34.37 });
    expect(integrated.cashFlow?.figures.capex).toBe(2674.01);
  });

  it.each<[string, 'ind_as' | 'banking' | 'nbfc', ResultsXbrlSpec]>([
    ['a standalone quarter', 'ind_as', { basis: 'Standalone', reportingQuarter: 'First quarter' }],
    ['a bank', 'banking', { basis: 'Consolidated', balanceSheet: { total_assets: 3_600_000, loans: 2_500_000, deposits: 2_400_000 } }],
    ['an NBFC', 'nbfc', { reportingQuarter: 'Half yearly', balanceSheet: { loans: 300_000, borrowings: 150_000, total_assets: 380_000 } }],
  ])('reads %s as the results reader reads the same numbers', (_, variant, lines) => {
    const integrated = parsed(integratedFilingXbrl({ ...lines, variant }));
    expect(integrated.taxonomy).toBe(variant);
    expect(stored(integrated)).toEqual(stored(parsed(resultsXbrl({ ...lines, taxonomy: variant }))));
  });

  const LEVELS: RoundingLevel[] = ['Actual', 'Thousands', 'Lakhs', 'Millions', 'Crores', 'Billions'];
  it.each(LEVELS)('reads amounts as the rupees XBRL means on a statement rounded to %s', (rounding) => {
    const integrated = parsed(integratedFilingXbrl({ ...ANNUAL, rounding, amountsIn: 'rupees' }));
    expect(stored(integrated)).toEqual(stored(parsed(resultsXbrl(ANNUAL))));
  });

  it.each(LEVELS.filter((level) => level !== 'Actual'))(
    'refuses a statement rounded to %s whose amounts carry decimals of 0 or more: rupees or the rounded unit cannot be told apart',
    (rounding) => {
      const error = formatErrorOf(() => parsed(integratedFilingXbrl({ ...ANNUAL, rounding, amountsIn: 'rounding' })));
      expect(error.message).toContain(`LevelOfRounding says ${rounding}, but`);
      expect(error.message).toContain('RevenueFromOperations (decimals 2)');
      expect(error.message).toContain('so the filing is refused rather than guessed');
    },
  );

  it('reads whole rupees with decimals of 0 or more on a statement that says Actual', () => {
    expect(parsed(integratedFilingXbrl({ ...ANNUAL, rounding: 'Actual', amountsIn: 'rounding' })).quarter?.figures).toMatchObject(
      parsed(resultsXbrl(ANNUAL)).quarter?.figures ?? {},
    );
  });

  it('is known by its content: a relative entry point, or no schemaRef but in-capmkt’s rounding element', () => {
    const relative = parsed(
      integratedFilingXbrl({
        variant: 'banking',
        schemaRef: 'in-capmkt-ent-2025-01-31.xsd',
        rounding: 'Lakhs',
        quarter: { revenue: 1000, finance_costs: 600, net_profit: 100 },
      }),
    );
    expect(relative).toMatchObject({ taxonomy: 'banking', schemaRef: 'in-capmkt-ent-2025-01-31.xsd' });
    expect(relative.quarter?.figures.revenue).toBe(1000);
    const bare = parsed(integratedFilingXbrl({ schemaRef: null, rounding: 'Crores' }));
    expect(bare.quarter?.figures).toMatchObject({ revenue: 1000, net_profit: 100 });
  });

  it('refuses a filing lacking what it needs, naming every element it missed', () => {
    const error = formatErrorOf(() =>
      parsed(
        integratedFilingXbrl({
          identity: { symbol: null, isin: null, bseCode: null, name: 'Tata Consultancy Services Limited' },
          basis: null,
          omit: ['LevelOfRounding', 'DateOfStartOfFinancialYear', 'RevenueFromOperations'],
        }),
      ),
    );
    expect(error.message).toContain(FILE);
    expect(error.message).toContain(
      'it lacks Symbol or ISIN or ScripCode; DateOfStartOfFinancialYear; NatureOfReportStandaloneConsolidated; LevelOfRounding; RevenueFromOperations in context OneD',
    );
    const bank = formatErrorOf(() =>
      parsed(integratedFilingXbrl({ variant: 'banking', omit: ['ProfitLossForThePeriod', 'ProfitLossFromOrdinaryActivitiesAfterTax'] })),
    );
    expect(bank.message).toContain('it lacks ProfitLossForThePeriod or ProfitLossFromOrdinaryActivitiesAfterTax in context OneD');
  });

  it('refuses the Indian-GAAP variant and a rounding the taxonomy does not allow', () => {
    expect(formatErrorOf(() => parsed(integratedFilingXbrl({ variant: 'other_than_bank' }))).message).toContain('IntegratedFinance_OtherThanBank');
    const hundreds = integratedFilingXbrl({ rounding: null, extraFacts: [{ context: 'OneD', name: 'LevelOfRounding', value: 'Hundreds' }] });
    expect(formatErrorOf(() => parsed(hundreds)).message).toContain("LevelOfRounding 'Hundreds' is not one the in-capmkt taxonomy allows");
  });
});
