import { type BseClassification } from '../records';
import { kindFromBseClassification, kindFromStatements, mayReplace, type StructuralYear } from './companyKind';

const levels = (overrides: Partial<BseClassification>): BseClassification => ({
  sectorName: null,
  industryNewName: null,
  igroupName: null,
  isubgroupName: null,
  industry: null,
  ...overrides,
});

describe("a company's kind from BSE's classification", () => {
  it.each([
    ['Private Sector Bank', 'Banks', 'lender'],
    ['Public Sector Bank', 'Banks', 'lender'],
    ['Non Banking Financial Company (NBFC)', 'Finance', 'lender'],
    ['Housing Finance Company', 'Finance', 'lender'],
    ['Microfinance Institutions', 'Finance', 'lender'],
    ['Financial Institution', 'Finance', 'lender'],
    ['Life Insurance', 'Insurance', 'insurer'],
    ['General Insurance', 'Insurance', 'insurer'],
    ['Insurance Distributors', 'Insurance', 'other_financial'],
    ['Investment Company', 'Finance', 'other_financial'],
    ['Holding Company', 'Finance', 'other_financial'],
    ['Stockbroking & Allied', 'Capital Markets', 'other_financial'],
    ['Asset Management Company', 'Capital Markets', 'other_financial'],
    ['Depositories, Clearing Houses and Other Intermediaries', 'Capital Markets', 'other_financial'],
    ['Exchange and Data Platform', 'Capital Markets', 'other_financial'],
    ['Other Financial Services', 'Finance', 'other_financial'],
  ])("basic industry '%s' (industry '%s') → %s", (isubgroupName, igroupName, kind) => {
    expect(kindFromBseClassification(levels({ sectorName: 'Financial Services', industryNewName: 'Financial Services', igroupName, isubgroupName }))).toEqual({
      kind,
      source: 'bse_list',
      reason: `BSE basic industry '${isubgroupName}'`,
    });
  });

  it("reads the older single Industry column, spelt its own way ('Depositories- Clearing …')", () => {
    expect(kindFromBseClassification(levels({ industry: 'Depositories- Clearing Houses and Other Intermediaries' }))?.kind).toBe('other_financial');
    expect(kindFromBseClassification(levels({ industry: 'Private Sector Bank' }))).toEqual({
      kind: 'lender',
      source: 'bse_list',
      reason: "BSE basic industry 'Private Sector Bank'",
    });
  });

  it('falls back to the industry level for a basic industry the table does not name', () => {
    expect(kindFromBseClassification(levels({ igroupName: 'Banks', isubgroupName: 'Small Finance Bank' }))).toEqual({
      kind: 'lender',
      source: 'bse_list',
      reason: "BSE industry 'Banks'",
    });
  });

  it.each([
    ['Banks', 'lender'],
    ['Finance (including NBFCs)', 'lender'],
    ['Housing Finance', 'lender'],
    ['Insurance Broking', 'other_financial'],
    ['Insurance', 'insurer'],
    ['Stock Broking', 'other_financial'],
    ['Finance - Investment', 'other_financial'],
    ['Cement', 'industrial'],
  ])("reads older lists' free text: '%s' → %s", (industry, kind) => {
    expect(kindFromBseClassification(levels({ industry }))?.kind).toBe(kind);
  });

  it('calls any other classified company industrial, naming the level', () => {
    expect(
      kindFromBseClassification(
        levels({
          sectorName: 'Industrials',
          industryNewName: 'Capital Goods',
          igroupName: 'Electrical Equipment',
          isubgroupName: 'Heavy Electrical Equipment',
        }),
      ),
    ).toEqual({
      kind: 'industrial',
      source: 'bse_list',
      reason: "BSE basic industry 'Heavy Electrical Equipment'",
    });
  });

  it('says nothing when the list classifies the scrip at no level', () => {
    expect(kindFromBseClassification(levels({}))).toBeNull();
  });
});

describe("a company's kind from a Screener export's structure", () => {
  const bankYear = (borrowings: number): StructuralYear => ({ rawMaterialCost: null, inventory: null, receivables: null, borrowings, totalAssets: 1000 });

  it('calls a balance sheet of deposits and loans with no inventory, receivables or raw material a lender', () => {
    expect(kindFromStatements([bankYear(820), bankYear(850)])).toEqual({
      kind: 'lender',
      source: 'structure',
      reason: 'no inventory, receivables or raw material in any year, and borrowings 85% of the balance sheet',
    });
  });

  it('says nothing for a company with inventory in any year, borrowings of 60% or less, or no years', () => {
    expect(kindFromStatements([bankYear(850), { ...bankYear(850), inventory: 12 }])).toBeNull();
    expect(kindFromStatements([bankYear(550)])).toBeNull();
    expect(kindFromStatements([])).toBeNull();
  });
});

describe('which classification may replace which', () => {
  it.each([
    ['default', 'structure', true],
    ['structure', 'bse_list', true],
    ['bse_list', 'structure', false],
    ['bse_list', 'bse_list', true],
    ['user', 'bse_list', false],
    ['bse_list', 'user', true],
    ['user', 'user', true],
    ['demo', 'structure', false],
  ] as const)('%s ← %s: %s', (stored, proposed, allowed) => {
    expect(mayReplace(stored, proposed)).toBe(allowed);
  });
});
