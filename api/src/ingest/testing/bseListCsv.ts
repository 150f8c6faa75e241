import { csvText, Quoted, type CsvTextOptions } from './csvText';

/** One scrip as a fixture writes it into BSE's Equity.csv. */
export interface BseListRow {
  securityCode: string;
  issuerName: string;
  securityId: string;
  securityName: string;
  status: string;
  group: string;
  /** A number, or text as some rows carry it ('-' on delisted scrips of the 2022 list). */
  faceValue: number | string | null;
  isin: string;
  industry: string;
  instrument: string;
  sectorName: string;
  industryNewName: string;
  igroupName: string;
  isubgroupName: string;
}

/** The current 14-column header and the two older, shorter ones (api/src/ingest/formats/README.md, 'BSE list'). */
export type BseListLayout = 'current' | 'isin-instrument' | 'isin-industry-instrument';

const FIRST_EIGHT = ['Security Code', 'Issuer Name', 'Security Id', 'Security Name', 'Status', 'Group', 'Face Value', 'ISIN No'];
const LAYOUTS: Record<BseListLayout, string[]> = {
  current: [...FIRST_EIGHT, 'Industry', 'Instrument', 'Sector Name', 'Industry New Name', 'Igroup Name', 'ISubgroup Name'],
  'isin-instrument': [...FIRST_EIGHT, 'Instrument'],
  'isin-industry-instrument': [...FIRST_EIGHT, 'Industry', 'Instrument'],
};

/**
 * Equity.csv text with BSE's quirks: Issuer Name quoted with a stray trailing
 * comma, Group padded with a space, and an empty field at the end of every row.
 */
export function bseListCsv(rows: readonly BseListRow[], options: CsvTextOptions & { layout?: BseListLayout } = {}): string {
  const header = LAYOUTS[options.layout ?? 'current'];
  const written = rows.map((row) => {
    const values: Record<string, string | number | null | Quoted> = {
      'Security Code': row.securityCode,
      'Issuer Name': row.issuerName === '' ? '' : new Quoted(`${row.issuerName},`),
      'Security Id': row.securityId,
      'Security Name': row.securityName,
      Status: row.status,
      Group: row.group === '' ? '' : row.group.padEnd(2),
      'Face Value': row.faceValue,
      'ISIN No': row.isin,
      Industry: row.industry,
      Instrument: row.instrument,
      'Sector Name': row.sectorName,
      'Industry New Name': row.industryNewName,
      'Igroup Name': row.igroupName,
      'ISubgroup Name': row.isubgroupName,
    };
    return [...header.map((column) => values[column] ?? ''), ''];
  });
  return csvText(header, written, options);
}

/** A plausible scrip; override what a test is about. */
export function bseListRow(overrides: Partial<BseListRow> = {}): BseListRow {
  return {
    securityCode: '500325',
    issuerName: 'Reliance Industries Ltd.',
    securityId: 'RELIANCE',
    securityName: 'RELIANCE INDUSTRIES LTD.',
    status: 'Active',
    group: 'A',
    faceValue: 10,
    isin: 'INE002A01018',
    industry: 'Refineries & Marketing',
    instrument: 'Equity',
    sectorName: 'Energy',
    industryNewName: 'Oil, Gas & Consumable Fuels',
    igroupName: 'Petroleum Products',
    isubgroupName: 'Refineries & Marketing',
    ...overrides,
  };
}

/**
 * Rows as BSE's 2024 Equity.csv writes them for instruments that are not a company's shares, though
 * their Instrument column says 'Equity' (api/src/ingest/formats/README.md, 'BSE list'), and for a
 * company BSE has not classified, which must still be kept.
 */
export const BSE_LIST_INSTRUMENTS = {
  /** An ETF: an INF… ISIN and BSE's industry 'Mutual Fund Scheme - ETF'. */
  etf: bseListRow({
    securityCode: '532985',
    issuerName: 'Kotak Mahindra Mutual Fund',
    securityId: 'KTKSENSEX',
    securityName: 'Kotak S&P BSE Sensex ETF',
    faceValue: 1,
    isin: 'INF174KA1JD7',
    industry: 'Mutual Fund Scheme - ETF',
    sectorName: 'Financial Services',
    industryNewName: 'Financial Services',
    igroupName: 'Capital Markets',
    isubgroupName: 'Mutual Fund Scheme - ETF',
  }),
  /** A fund unit: an INF… ISIN, the Industry blank (a space) and every level '-'. */
  fundUnit: bseListRow({
    securityCode: '535276',
    issuerName: 'SBI Mutual Fund',
    securityId: 'SBISENSEX',
    securityName: 'SBI Mutual Fund - SBI Sensex ETF',
    isin: 'INF200K01VT2',
    ...unclassified(),
  }),
  /** A rights entitlement: the only rows whose Instrument is not 'Equity' ('-'). */
  rightsEntitlement: bseListRow({
    securityCode: '750819',
    issuerName: 'GENPHARMASEC LIMITED',
    securityId: 'GENPHAR-RE',
    securityName: 'GENPHARMASEC Ltd',
    group: 'R',
    faceValue: 0.05,
    isin: 'INE861N20010',
    instrument: '-',
    ...unclassified(),
  }),
  /** A company's shares BSE has not classified: blank Industry too, but an INE… equity ISIN. */
  unclassifiedCompany: bseListRow({
    securityCode: '780001',
    issuerName: 'Jaisukh Dealers Limited',
    securityId: 'JDL',
    securityName: 'Jaisukh Dealers Ltd',
    group: 'IP',
    isin: 'INE190P01019',
    ...unclassified(),
  }),
} as const;

function unclassified(): Pick<BseListRow, 'industry' | 'sectorName' | 'industryNewName' | 'igroupName' | 'isubgroupName'> {
  return { industry: ' ', sectorName: '-', industryNewName: '-', igroupName: '-', isubgroupName: '-' };
}
