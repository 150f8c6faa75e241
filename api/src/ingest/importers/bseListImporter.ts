import { listRealCompanies, upsertCompanies, type CompanyRow } from '../../db/companyImportRepository';
import { type BseListing, type ParseResult, type SkippedRow } from '../records';
import { companyIdForIsin, companyName, describeCompany, firstFew, firstRowPerIsin, sameFields } from './companyRows';
import { countRow, emptyCounts, type WriteRows } from './importTypes';

const BSE_COLUMNS = ['bse_code', 'bse_id', 'bse_status', 'sector', 'bse_as_of'] as const;

/**
 * BSE's list of scrips (Equity.csv), joined to the companies on ISIN.
 * - A company already known (from the NSE list) gets its BSE code, ticker
 *   (security id), status and sector; its name and NSE code stay as they are.
 * - An Active scrip that is not on NSE becomes a company of its own, named by
 *   its issuer, with the BSE ticker as its code (or the 6-digit BSE code when
 *   another company already answers to that ticker).
 * - A Suspended or Delisted scrip updates the status of a company we have; one
 *   we do not have is skipped, not added. Nothing is ever deleted.
 */
export const writeBseList: WriteRows<ParseResult<BseListing>> = async (trx, parsed, { file, today }) => {
  const counts = emptyCounts('companies');
  const skipped: SkippedRow[] = [...parsed.skipped];
  const stored = await listRealCompanies(trx);
  const byId = new Map(stored.map((company) => [company.id, company]));
  const codeOwner = new Map(stored.filter((company) => company.code !== '').map((company) => [company.code, company.id]));
  const scrips = firstRowPerIsin(parsed.rows, skipped);
  const onNse: CompanyRow[] = [];
  const bseOnly: CompanyRow[] = [];
  const statuses = { Suspended: 0, Delisted: 0 };

  for (const scrip of scrips) {
    const id = companyIdForIsin(scrip.isin);
    const current = byId.get(id);
    if (current === undefined && scrip.status !== 'Active') {
      skipped.push({ line: scrip.line, reason: `${scrip.status} on BSE and not a company we have: not added` });
      continue;
    }
    if (scrip.status !== 'Active') statuses[scrip.status] += 1;
    const fields = {
      bse_code: scrip.securityCode,
      bse_id: scrip.securityId,
      bse_status: scrip.status,
      sector: scrip.sector ?? scrip.industry ?? current?.sector ?? null,
    };
    if (current !== undefined && current.nse_as_of !== null) {
      if (!countRow(counts, current, current.bse_as_of !== null && sameFields(current, fields))) onNse.push({ id, name: current.name, isin: scrip.isin, ...fields, bse_as_of: today });
      continue;
    }
    const ownFields = { ...fields, name: companyName({ file, line: scrip.line }, scrip.issuerName ?? scrip.securityName), code: claimCode(codeOwner, id, scrip) };
    if (!countRow(counts, current, current?.bse_as_of != null && sameFields(current, ownFields))) bseOnly.push({ id, isin: scrip.isin, ...ownFields, bse_as_of: today });
  }
  await upsertCompanies(trx, onNse, BSE_COLUMNS);
  await upsertCompanies(trx, bseOnly, [...BSE_COLUMNS, 'name', 'code']);

  const notes: string[] = [];
  if (statuses.Suspended + statuses.Delisted > 0) {
    notes.push(`Recorded ${statuses.Suspended} suspended and ${statuses.Delisted} delisted scrip(s) of companies we have; they are kept, not deleted`);
  }
  const listed = new Set(scrips.map((scrip) => scrip.isin));
  const absent = stored.filter((company) => company.bse_as_of !== null && company.isin !== null && !listed.has(company.isin));
  if (absent.length > 0) notes.push(`${absent.length} company(ies) from an earlier BSE list are not in this file and were kept: ${firstFew(absent.map(describeCompany))}`);
  return { parts: [counts], skipped, notes, affected: [...onNse, ...bseOnly].map((row) => row.id) };
};

/** The BSE ticker, unless another company already answers to it; then the 6-digit BSE code. */
function claimCode(codeOwner: Map<string, string>, id: string, scrip: BseListing): string {
  const owner = codeOwner.get(scrip.securityId);
  const code = owner === undefined || owner === id ? scrip.securityId : scrip.securityCode;
  codeOwner.set(code, id);
  return code;
}
