import { BALANCE_SHEET_FIGURE_KEYS, CASH_FLOW_FIGURE_KEYS, INCOME_FIGURE_KEYS, type Figures } from 'shared-types/api';
import { formatErrorOf } from '../../testing/formatError';
import { resultsXbrl, type IncomeLines, type ResultsXbrlSpec } from '../../testing/resultsXbrl';
import { shareholdingXbrl } from '../../testing/shareholdingXbrl';
import { type ResultsFiling } from './filingRecords';
import { parseFilingDocument } from './index';

const FILE = '12Apr2024_2101_INDAS_104549_1090527_12042024090154.xml';

function parseResults(spec: ResultsXbrlSpec, file = FILE): ResultsFiling {
  const { filing } = parseFilingDocument(resultsXbrl(spec), file);
  if (filing.kind !== 'results') throw new Error(`expected a results filing, got ${filing.kind}`);
  return filing;
}

/** Every figure of a statement, null but for those given. */
function figures<Key extends string>(keys: readonly Key[], given: Partial<Figures<Key>>): Figures<Key> {
  return Object.fromEntries(keys.map((key) => [key, given[key] ?? null])) as Figures<Key>;
}

/** A consolidated annual filing whose figures add up: 51124 total income − 35301 expenses − 120 exceptional = 15703 before tax. */
const QUARTER: IncomeLines = {
  revenue: 50123.45,
  other_income: 1000.55,
  total_income: 51124,
  cost_of_materials: 2000,
  employee_cost: 25000.1,
  finance_costs: 200.2,
  depreciation: 1100.3,
  other_expenses: 7000.4,
  total_expenses: 35301,
  exceptional_items: -120,
  profit_before_tax: 15703,
  tax: 3925.75,
  share_of_associates: 0,
  net_profit: 11777.25,
  other_comprehensive_income: -262.5,
  net_profit_owners: 11700.25,
  minority_interest: 77,
  paid_up_capital: 362,
  face_value: 1,
  eps_basic: 32.35,
  eps_diluted: 32.3,
};
const YEAR: IncomeLines = {
  revenue: 200000.12,
  total_expenses: 140000,
  finance_costs: 800,
  depreciation: 4400,
  net_profit: 45000,
  net_profit_owners: 44700,
  minority_interest: 300,
  eps_basic: 124.3,
  reserves_excluding_revaluation: 90000,
};
const ANNUAL: ResultsXbrlSpec = {
  reportingQuarter: 'Yearly',
  basis: 'Consolidated',
  quarter: QUARTER,
  yearToDate: YEAR,
  balanceSheet: { total_assets: 150000, current_assets: 110000, non_current_assets: 40000, cash: 9000.5, equity_share_capital: 362, total_equity: 95000 },
  cashFlow: { operating_cash_flow: 44000, investing_cash_flow: 6000, financing_cash_flow: -48500, capex: 2200, dividends_paid: 25000 },
  extraFacts: [
    { context: 'OneI', name: 'BankBalanceOtherThanCashAndCashEquivalents', value: '42700000000.00', unitRef: 'INR' },
    { context: 'FourD', name: 'PurchaseOfIntangibleAssetsClassifiedAsInvestingActivities', value: '4720000000.00', unitRef: 'INR' },
  ],
};

describe('readResultsFiling', () => {
  it('reads an Ind-AS filing: the quarter, the year, the balance sheet and the cash flow, amounts in ₹ crore', () => {
    expect(parseResults(ANNUAL)).toEqual({
      kind: 'results',
      document: 'INDAS_104549_1090527_12042024090154.xml',
      taxonomy: 'ind_as',
      schemaRef: 'Ind-AS_entry_point_2020-03-31.xsd',
      identity: { symbol: 'TCS', isin: 'INE467B01029', bseCode: '532540', name: 'Tata Consultancy Services Limited' },
      filedAt: { value: '2024-04-12T21:01', precision: 'minute' },
      basis: 'consolidated',
      audited: true,
      reporting: 'FY',
      financialYear: { start: '2023-04-01', end: '2024-03-31' },
      quarter: {
        start: '2024-01-01',
        end: '2024-03-31',
        figures: figures(INCOME_FIGURE_KEYS, {
          ...QUARTER,
          // Expenses 35301 less finance costs 200.2 and depreciation 1100.3; revenue 50123.45 less that.
          expenses: 34000.5,
          operating_profit: 16122.95,
        }),
      },
      yearToDate: {
        start: '2023-04-01',
        end: '2024-03-31',
        figures: figures(INCOME_FIGURE_KEYS, { ...YEAR, expenses: 134800, operating_profit: 65200.12 }),
      },
      balanceSheet: {
        asOf: '2024-03-31',
        // Cash is cash and equivalents with the other bank balances: 9000.5 + 4270.
        figures: figures(BALANCE_SHEET_FIGURE_KEYS, { ...ANNUAL.balanceSheet, cash: 13270.5 }),
      },
      cashFlow: {
        start: '2023-04-01',
        end: '2024-03-31',
        // Capex is property, plant and equipment with intangible assets: 2200 + 472.
        figures: figures(CASH_FLOW_FIGURE_KEYS, { ...ANNUAL.cashFlow, capex: 2672 }),
      },
      notes: [],
    });
  });

  it('derives operating profit and expenses only from a stated total of expenses', () => {
    const { quarter } = parseResults({ quarter: { revenue: 500, finance_costs: 10, depreciation: 20, net_profit: 50 } });

    expect([quarter?.figures.expenses, quarter?.figures.operating_profit]).toEqual([null, null]);
  });

  it("derives a bank's expenses (operating expenses and provisions) and financing profit (revenue − interest expended − expenses)", () => {
    const { quarter } = parseResults({
      taxonomy: 'banking',
      quarter: { revenue: 70582.61, finance_costs: 42111.27, operating_expenses: 15961.08, provisions: 4216.64, net_profit: 16372.54 },
    });

    expect(quarter?.figures).toMatchObject({
      revenue: 70582.61,
      interest_earned: 70582.61,
      finance_costs: 42111.27,
      interest_expended: 42111.27,
      expenses: 20177.72,
      operating_profit: 8293.62,
    });
  });

  it("fills a standalone filing's owners' profit from its profit, whether the line is missing or left 0.00", () => {
    const missing = parseResults({ quarter: { revenue: 1000, net_profit: 120.5 } });
    const blank = parseResults({ quarter: { revenue: 1000, net_profit: 120.5, net_profit_owners: 0, minority_interest: 0 } });

    expect([missing.quarter?.figures.net_profit_owners, missing.quarter?.figures.minority_interest]).toEqual([120.5, null]);
    expect([blank.quarter?.figures.net_profit_owners, blank.quarter?.figures.minority_interest]).toEqual([120.5, 0]);
    expect(blank.notes).toEqual([]);
  });

  it("takes a consolidated filing's owners' and minority's 0.00 against a profit as not stated", () => {
    const filing = parseResults({ basis: 'Consolidated', quarter: { revenue: 1000, net_profit: 120.5, net_profit_owners: 0, minority_interest: 0 } });

    expect([filing.quarter?.figures.net_profit_owners, filing.quarter?.figures.minority_interest]).toEqual([null, null]);
    expect(filing.notes).toEqual([]);
  });

  it("keeps a filing's profit split as filed when it does not add up, and says so", () => {
    const filing = parseResults({
      reportingQuarter: 'First quarter',
      basis: 'Consolidated',
      quarter: { revenue: 9000, net_profit: 2175.16, net_profit_owners: 14990.28, minority_interest: 63.08 },
    });

    expect(filing.quarter?.figures).toMatchObject({ net_profit: 2175.16, net_profit_owners: 14990.28, minority_interest: 63.08 });
    expect(filing.notes).toEqual([
      "the filing's own figures do not add up: profit for the period ₹2175.16 crore against the owners' ₹14990.28 crore and the minority's ₹63.08 crore (both kept as filed)",
    ]);
  });

  it("adds a bank's share of associates to its profit, as Ind-AS's profit has it, so its owners' and minority's add up", () => {
    const filing = parseResults({
      taxonomy: 'banking',
      basis: 'Consolidated',
      quarter: { revenue: 111526, net_profit: 19680.8, minority_interest: 769.4, share_of_associates: 413.56, net_profit_owners: 19324.96 },
    });

    expect(filing.quarter?.figures.net_profit).toBe(20094.36);
    expect(filing.notes).toEqual([]);
  });

  it("takes a lender's operating profit after its finance costs, as a bank's: an NBFC's 'financing profit'", () => {
    const { quarter } = parseResults({
      taxonomy: 'nbfc',
      quarter: {
        revenue: 15371.02,
        finance_costs: 4777.29,
        depreciation: 204.56,
        impairment_on_financial_instruments: 2007.98,
        total_expenses: 10415.85,
        net_profit: 3705.81,
      },
    });

    // expenses: 10415.85 − 4777.29 − 204.56 = 5434; operating profit: 15371.02 − 4777.29 − 5434 = 5159.73.
    expect([quarter?.figures.expenses, quarter?.figures.operating_profit]).toEqual([5434, 5159.73]);
  });

  it("reads a bank's CET1 ratio as a percent, and its 0.00 as not filed; a consolidated bank's 0.00 NPA amounts too", () => {
    const standalone = parseResults({ taxonomy: 'banking', extraFacts: [{ context: 'OneD', name: 'CET1Ratio', value: '0.1002', unitRef: 'pure' }] });
    const consolidated = parseResults({
      taxonomy: 'banking',
      basis: 'Consolidated',
      quarter: { revenue: 1000, net_profit: 100, gross_npa: 0, net_npa: 0 },
      extraFacts: [{ context: 'OneD', name: 'CET1Ratio', value: '0.00', unitRef: 'pure' }],
    });

    expect(standalone.quarter?.figures.cet1_pct).toBe(10.02);
    expect(consolidated.quarter?.figures).toMatchObject({ cet1_pct: null, gross_npa: null, net_npa: null });
  });

  it('reads a cash flow tagged with the quarter (FY2021) as the year to date, and has none without cash-flow facts', () => {
    const annual = parseResults({
      reportingQuarter: 'Yearly',
      financialYearStart: '2020-04-01',
      cashFlow: { operating_cash_flow: 33822 },
      cashFlowContext: 'OneD',
    });
    const quarterly = parseResults({ reportingQuarter: 'Third quarter' });

    expect(annual.cashFlow).toEqual({ start: '2020-04-01', end: '2021-03-31', figures: figures(CASH_FLOW_FIGURE_KEYS, { operating_cash_flow: 33822 }) });
    expect(annual.quarter?.figures.revenue).toBe(1000);
    expect([quarterly.cashFlow, quarterly.balanceSheet]).toEqual([null, null]);
  });

  it("dates an undeclared OneI's balance sheet at the quarter's end, and reads a bank's and a lender's lines", () => {
    const bank = parseResults({
      taxonomy: 'banking',
      contexts: 'undeclared',
      reportingQuarter: 'Half yearly',
      balanceSheet: { total_assets: 361762.31, loans: 248486.15, deposits: 237978.63, borrowings: 66215.31, cash: 17868.32 },
      extraFacts: [{ context: 'OneI', name: 'BalancesWithBanksAndMoneyAtCallAndShortNotice', value: '404641900000.00', unitRef: 'INR' }],
    });
    const lender = parseResults({
      taxonomy: 'nbfc',
      balanceSheet: { total_assets: 329410.96, loans: 272190.68, borrowings: 99469.92, deposits: 66106.36 },
      extraFacts: [
        { context: 'OneI', name: 'Borrowings', value: '761198000000.00', unitRef: 'INR' },
        { context: 'OneI', name: 'SubordinatedLiabilities', value: '30116700000.00', unitRef: 'INR' },
      ],
    });

    expect(bank.balanceSheet?.asOf).toBe('2023-09-30');
    // A bank's cash is its cash with the RBI and its balances with other banks: 17868.32 + 40464.19.
    expect(bank.balanceSheet?.figures).toMatchObject({ total_assets: 361762.31, loans: 248486.15, deposits: 237978.63, borrowings: 66215.31, cash: 58332.51 });
    // A lender's borrowings are its debt securities, borrowings and subordinated liabilities: 99469.92 + 76119.8 + 3011.67.
    expect(lender.balanceSheet?.figures).toMatchObject({ total_assets: 329410.96, loans: 272190.68, borrowings: 178601.39, deposits: 66106.36 });
  });

  it("reads a balance sheet that gives lines but no total (older NBFC filings: loans and debt, no 'Assets')", () => {
    const lender = parseResults({ taxonomy: 'nbfc', reportingQuarter: 'Half yearly', balanceSheet: { loans: 150000, deposits: 25000 } });

    expect(lender.balanceSheet?.figures).toMatchObject({ total_assets: null, loans: 150000, deposits: 25000 });
  });

  it('refuses a filing that does not say whether it is standalone or consolidated, or says something else', () => {
    expect(formatErrorOf(() => parseResults({ basis: null })).message).toBe(`${FILE}: the filing does not say whether it is standalone or consolidated`);
    const other = { extraFacts: [{ context: 'OneD', name: 'NatureOfReportStandaloneConsolidated', value: 'Both' }] };
    expect(formatErrorOf(() => parseResults({ basis: null, ...other })).message).toBe(`${FILE}: unknown NatureOfReportStandaloneConsolidated 'Both'`);
  });

  it('refuses a document with neither revenue nor profit for its quarter', () => {
    expect(formatErrorOf(() => parseResults({ quarter: { tax: 10 } })).message).toBe(
      `${FILE}: the filing has no revenue and no profit for its quarter: not a results document we can read`,
    );
  });

  it('refuses a figure that is not a number, naming the element and its context, rather than reading it as missing', () => {
    const spec: ResultsXbrlSpec = {
      omit: ['TaxExpense'],
      quarter: { revenue: 100, net_profit: 10 },
      extraFacts: [{ context: 'OneD', name: 'TaxExpense', value: '12,50,000', unitRef: 'INR' }],
    };

    expect(formatErrorOf(() => parseResults(spec)).message).toBe(`${FILE}: TaxExpense (context OneD) is not a number: '12,50,000'`);
  });

  it('reads whether the results were audited, and null when the filing does not say', () => {
    expect([parseResults({ audited: 'Audited' }).audited, parseResults({ audited: 'Unaudited' }).audited, parseResults({ audited: null }).audited]).toEqual([
      true,
      false,
      null,
    ]);
  });
});

describe('the identity a results filing carries', () => {
  it('decodes an escaped symbol and name (M&amp;M)', () => {
    const { identity } = parseResults({ identity: { symbol: 'M&M', isin: 'INE101A01026', bseCode: '500520', name: 'Mahindra & Mahindra Limited' } });

    expect(identity).toEqual({ symbol: 'M&M', isin: 'INE101A01026', bseCode: '500520', name: 'Mahindra & Mahindra Limited' });
  });

  it("ignores a 'NOTLISTED' symbol, and drops an ISIN or scrip code that is not a valid one", () => {
    const { identity } = parseResults({ identity: { symbol: 'Notlisted', isin: 'INE467B01028', bseCode: '53254' } });

    expect(identity).toEqual({ symbol: null, isin: null, bseCode: null, name: null });
  });

  it("takes the symbol from the contexts' NSE-symbol entity when there is no Symbol fact, and a bank's name from NameOfBank", () => {
    const { identity } = parseResults({ taxonomy: 'banking', omit: ['Symbol', 'ISIN'] });

    expect(identity).toEqual({ symbol: 'HDFCBANK', isin: null, bseCode: '500180', name: 'HDFC Bank Limited' });
  });
});

describe('parseFilingDocument', () => {
  it('hashes the bytes: the same document gives the same hash, another document another', () => {
    const first = parseFilingDocument(resultsXbrl(), FILE);
    const again = parseFilingDocument(resultsXbrl(), `downloads/${FILE}`);
    const other = parseFilingDocument(resultsXbrl({ quarter: { revenue: 1000.01, net_profit: 100 } }), FILE);

    expect(first.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(again.contentHash).toBe(first.contentHash);
    expect(other.contentHash).not.toBe(first.contentHash);
  });

  it('tells a shareholding pattern from a results filing by its content, not its name', () => {
    const shareholding = parseFilingDocument(shareholdingXbrl({ promoterPct: 72.3 }), 'results.xml').filing;
    const results = parseFilingDocument(resultsXbrl(), 'SHP_174992_773230_19012023040253_WEB.xml').filing;

    expect([shareholding.kind, results.kind]).toEqual(['shareholding', 'results']);
  });
});
