import { GUIDANCE_METRICS } from '../../analysis/types';
import { formatErrorOf } from '../testing/formatError';
import { guidanceLedgerCsv, guidanceLedgerRow } from '../testing/guidanceLedgerCsv';
import { parseGuidanceLedger } from './guidanceLedger';

const FILE = 'guidance.csv';

describe('parseGuidanceLedger', () => {
  it('reads the documented example, including a quoted grouped number and blank optional cells', () => {
    const text =
      'company,fiscal_year,metric,guided_value,actual,statement,source,stated_on\r\n' +
      'TCS,2024,revenue_growth_pct,10,6.8,"Double-digit revenue growth in constant currency",Q4 FY2023 earnings call,2023-04-12\r\n' +
      'INE002A01018,2025,capex_crore,"1,30,000",,"Capex to stay around 1.3 lakh crore",AGM 2024,2024-08-29\r\n' +
      'm&m,FY2025,Operating_Margin_Pct,13.5,,Automotive margins  held at FY2024 levels,Analyst meet,\r\n';

    expect(parseGuidanceLedger(`\uFEFF${text}`, FILE)).toEqual({
      rows: [
        {
          companyRef: 'TCS',
          fiscalYear: 2024,
          metric: 'revenue_growth_pct',
          guidedValue: 10,
          actual: 6.8,
          statement: 'Double-digit revenue growth in constant currency',
          source: 'Q4 FY2023 earnings call',
          statedOn: '2023-04-12',
          line: 2,
        },
        {
          companyRef: 'INE002A01018',
          fiscalYear: 2025,
          metric: 'capex_crore',
          guidedValue: 130000,
          actual: null,
          statement: 'Capex to stay around 1.3 lakh crore',
          source: 'AGM 2024',
          statedOn: '2024-08-29',
          line: 3,
        },
        {
          companyRef: 'M&M',
          fiscalYear: 2025,
          metric: 'operating_margin_pct',
          guidedValue: 13.5,
          actual: null,
          statement: 'Automotive margins held at FY2024 levels',
          source: 'Analyst meet',
          statedOn: null,
          line: 4,
        },
      ],
      skipped: [],
    });
  });

  it('accepts every engine metric, and leaves out the optional columns', () => {
    const text = guidanceLedgerCsv(GUIDANCE_METRICS.map((metric, i) => guidanceLedgerRow({ metric, fiscalYear: 2020 + i })));
    expect(parseGuidanceLedger(text, FILE).rows.map((row) => row.metric)).toEqual([...GUIDANCE_METRICS]);

    const minimal = parseGuidanceLedger('source,statement,guided_value,metric,fiscal_year,company\nAGM,Grow,-2,revenue_growth_pct,2023,INFY\n', FILE);
    expect(minimal.rows[0]).toMatchObject({ companyRef: 'INFY', guidedValue: -2, actual: null, statedOn: null });
  });

  it('returns no rows for a ledger with only its header', () => {
    expect(parseGuidanceLedger(guidanceLedgerCsv([]), FILE)).toEqual({ rows: [], skipped: [] });
  });

  it.each([
    [{ metric: 'revenue' }, 'metric', `"revenue" is not a guidance metric; use one of ${GUIDANCE_METRICS.join(', ')}`],
    [{ fiscalYear: 1989 }, 'fiscal_year', '"1989" is not a fiscal year from 1990 to 2100 (write 2024 for FY2024, the year ending March 2024)'],
    [{ fiscalYear: 2101 }, 'fiscal_year', '"2101" is not a fiscal year from 1990 to 2100'],
    [{ fiscalYear: '24' }, 'fiscal_year', '"24" is not a fiscal year from 1990 to 2100'],
    [{ guidedValue: '12.5%' }, 'guided_value', '"12.5%" is not a number (write percentages without the sign: 12.5)'],
    [{ guidedValue: '' }, 'guided_value', 'is blank'],
    [{ actual: 'n/a' }, 'actual', '"n/a" is not a number'],
    [{ company: '' }, 'company', 'is blank'],
    [{ company: 'INE002A01017' }, 'company', '"INE002A01017" is not an ISIN: its check digit should be 8'],
    [{ company: 'Tata Consultancy' }, 'company', '"TATA CONSULTANCY" is neither an NSE code (such as TCS, M&M or BAJAJ-AUTO) nor an ISIN'],
    [{ statement: ' ' }, 'statement', 'is blank'],
    [{ source: '' }, 'source', 'is blank'],
    [{ statedOn: '12/04/2023' }, 'stated_on', '"12/04/2023" is not a YYYY-MM-DD date'],
    [{ statedOn: '2023-02-30' }, 'stated_on', '"2023-02-30" is not a YYYY-MM-DD date'],
  ])('refuses %p, naming the line and column', (override, column, problem) => {
    const text = guidanceLedgerCsv([guidanceLedgerRow(), guidanceLedgerRow(override)]);
    const error = formatErrorOf(() => parseGuidanceLedger(text, FILE));
    expect(error.message).toContain(`${FILE}, line 3: column ${column}: ${problem}`);
  });

  it('refuses a file without the ledger columns', () => {
    const error = formatErrorOf(() => parseGuidanceLedger('company,year,metric,value\nTCS,2024,revenue_growth_pct,10\n', FILE));
    expect(error.message).toBe(
      `${FILE}, line 1: not the expected layout: missing columns "fiscal_year", "guided_value", "statement", "source" (the header has "company", "year", "metric", "value")`,
    );
  });
});
