import { type BseClassification, type BseListing, IngestFormatError, type ParseResult, type SkippedRow } from '../records';
import { FUND_UNIT_ISIN_PREFIX, fundUnitIsinReason } from '../../db/companyEquity';
import { CsvRecord, locateColumns, readCsv } from './csvTable';
import { isinProblem } from './isin';
import { collapseWhitespace } from './values';

/**
 * BSE's list of scrips, Equity.csv (api/src/ingest/formats/README.md, 'BSE list'): the current 14-column
 * header or the older ones that stop after ISIN No (plus Industry and/or
 * Instrument). Quirks handled: space-padded Group, trailing empty fields, a stray
 * comma at the end of the quoted Issuer Name, rows whose ISIN is blank, 'NA',
 * '-' or otherwise not an ISIN (skipped, never fatal: every real list has some,
 * and nothing else in a skipped row is read, so its '-' Face Value cannot refuse
 * the file), and '-' for a classification level or a Face Value it does not give.
 */

const REQUIRED = ['Security Code', 'Security Id', 'Security Name', 'Status', 'ISIN No'] as const;
const OPTIONAL = ['Issuer Name', 'Group', 'Face Value', 'Industry', 'Instrument', 'Sector Name', 'Industry New Name', 'Igroup Name', 'ISubgroup Name'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

const STATUSES: readonly BseListing['status'][] = ['Active', 'Suspended', 'Delisted'];

export function parseBseList(text: string, file: string): ParseResult<BseListing> {
  const table = readCsv(text, file, { shortRows: 'blank' });
  const columns = locateColumns(table, REQUIRED, OPTIONAL);
  if (table.rows.length === 0) throw new IngestFormatError({ file, line: 1 }, 'the file has a header but no rows');
  const codeLines = new Map<string, number>();
  const byIsin = new Map<string, BseListing>();
  const skipped: SkippedRow[] = [];
  for (const row of table.rows) {
    const record = new CsvRecord<Column>(file, columns, row);
    // Decided before anything else is read: a row left out anyway (old lists have delisted scrips
    // without an ISIN whose Face Value is '-') must not refuse the file over a field never used.
    const notKept = whyNotKept(record);
    if (notKept) {
      skipped.push({ line: record.line, reason: notKept });
      continue;
    }
    const listing = readListing(record);
    const earlierCode = codeLines.get(listing.securityCode);
    if (earlierCode !== undefined) throw record.error('Security Code', `"${listing.securityCode}" is already listed on line ${earlierCode}`);
    codeLines.set(listing.securityCode, record.line);
    keepOnePerIsin(byIsin, listing, skipped);
  }
  const rows = [...byIsin.values()].sort((a, b) => a.line - b.line);
  return { rows, skipped: skipped.sort((a, b) => a.line - b.line) };
}

function readListing(record: CsvRecord<Column>): BseListing {
  const securityCode = record.required('Security Code');
  if (!/^\d{6}$/.test(securityCode)) throw record.error('Security Code', `"${securityCode}" is not a 6-digit BSE code`);
  const isin = record.text('ISIN No');
  return {
    securityCode,
    issuerName: nullIfBlank(cleanIssuerName(record.text('Issuer Name'))),
    securityId: record.required('Security Id'),
    securityName: record.required('Security Name'),
    status: readStatus(record),
    group: nullIfBlank(record.text('Group')),
    faceValue: record.text('Face Value') === '-' ? null : record.optionalNumber('Face Value'),
    isin,
    classification: readClassification(record),
    line: record.line,
  };
}

/** Each level as written, whitespace collapsed; BSE writes '-' (or nothing) for a level it does not give. */
function readClassification(record: CsvRecord<Column>): BseClassification {
  const level = (column: Column): string | null => {
    const value = collapseWhitespace(record.text(column));
    return value === '' || value === '-' ? null : value;
  };
  return {
    sectorName: level('Sector Name'),
    industryNewName: level('Industry New Name'),
    igroupName: level('Igroup Name'),
    isubgroupName: level('ISubgroup Name'),
    industry: level('Industry'),
  };
}

/** BSE's Issuer Name often ends in a stray comma inside the quotes ("Reliance Industries Ltd.,"). */
function cleanIssuerName(value: string): string {
  return collapseWhitespace(value).replace(/[\s,]+$/, '');
}

function readStatus(record: CsvRecord<Column>): BseListing['status'] {
  const value = record.required('Status');
  const status = STATUSES.find((known) => known.toLowerCase() === value.toLowerCase());
  if (!status) throw record.error('Status', `"${value}" is not one of ${STATUSES.join(', ')}`);
  return status;
}

/**
 * Rows without an ISIN cannot be merged with the NSE list; other instruments than equity are not
 * companies' shares. Only ISIN No, Instrument and the industry levels are looked at, so nothing else
 * in the row can refuse it.
 */
function whyNotKept(record: CsvRecord<Column>): string | null {
  const isin = record.text('ISIN No');
  if (isin === '') return 'no ISIN';
  if (isinProblem(isin) !== null) return `not an ISIN ("${isin}": BSE writes NA or - for scrips without one)`;
  const instrument = record.text('Instrument');
  if (instrument !== '' && instrument.toLowerCase() !== 'equity') return `instrument "${instrument}" is not equity`;
  return fundUnitReason(isin, [record.text('Industry'), record.text('ISubgroup Name')]);
}

/**
 * BSE's Instrument says 'Equity' on fund units and ETFs too. An INF… ISIN is a mutual fund's unit
 * (its Industry is often blank, which alone proves nothing: unclassified companies have a blank one
 * too); 'Mutual Fund Scheme…' as the industry says the same for any ISIN (formats/README.md, 'BSE list').
 */
function fundUnitReason(isin: string, industries: readonly string[]): string | null {
  if (isin.startsWith(FUND_UNIT_ISIN_PREFIX)) return fundUnitIsinReason(isin);
  const scheme = industries.map(collapseWhitespace).find((industry) => /^mutual fund scheme/i.test(industry));
  return scheme === undefined ? null : `a fund unit or ETF (BSE's industry '${scheme}'), not a company's equity`;
}

/**
 * An ISIN can appear under an old, delisted code and a current one. The
 * Active row wins; otherwise the first one does. The other is skipped with a reason.
 */
function keepOnePerIsin(byIsin: Map<string, BseListing>, listing: BseListing, skipped: SkippedRow[]): void {
  const earlier = byIsin.get(listing.isin);
  if (!earlier) {
    byIsin.set(listing.isin, listing);
    return;
  }
  const [kept, dropped] = listing.status === 'Active' && earlier.status !== 'Active' ? [listing, earlier] : [earlier, listing];
  byIsin.set(listing.isin, kept);
  skipped.push({ line: dropped.line, reason: `ISIN ${listing.isin} is also listed under BSE code ${kept.securityCode} (line ${kept.line}, ${kept.status})` });
}

function nullIfBlank(value: string): string | null {
  return value === '' ? null : value;
}
