import { aliasOwners, recordAliases } from '../../db/companyAliasRepository';
import { type Transaction } from 'kysely';
import {
  companiesHoldingData,
  deleteCompanies,
  listRealCompanies,
  setCompanyIsins,
  upsertCompanies,
  type CompanyRow,
  type StoredCompany,
} from '../../db/companyImportRepository';
import { type Database } from '../../db/schema';
import { kindFromBseClassification, mayReplace } from '../classification/companyKind';
import { type BseListing, type ParseResult, type SkippedRow } from '../records';
import { companyName, describeCompany, firstFew, firstRowPerIsin, sameFields } from './companyRows';
import { countRow, emptyCounts, type WriteRows } from './importTypes';
import { ListCompanies } from './listCompanies';

const BSE_COLUMNS = [
  'bse_code',
  'bse_id',
  'bse_status',
  'sector',
  'industry',
  'bse_sector_name',
  'bse_industry_new_name',
  'bse_igroup_name',
  'bse_isubgroup_name',
  'bse_industry',
  'kind',
  'kind_source',
  'kind_reason',
  'bse_as_of',
] as const;

/**
 * BSE's list of scrips (Equity.csv), joined to the companies on ISIN.
 * - A company already known (from the NSE list) gets its BSE code, ticker
 *   (security id), status and classification (every level, the sector and
 *   industry, and the kind unless --kind set it); its name and NSE code stay.
 * - An Active scrip that is not on NSE becomes a company of its own, named by
 *   its issuer, with the BSE ticker as its code (or the 6-digit BSE code when
 *   another company already answers to that ticker).
 * - A Suspended or Delisted scrip updates the status of a company we have; one
 *   we do not have is skipped, not added. Companies are kept, never deleted,
 *   but for an empty duplicate of one (see retireDuplicates).
 * - A scrip whose ISIN is another issue of a company's shares (an older list
 *   from before a split, or a newer one after it) joins that company by its
 *   BSE code or ticker: it is never a second company. The company keeps the
 *   newest ISIN; the other, and any ticker or code it had, become aliases.
 */
export const writeBseList: WriteRows<ParseResult<BseListing>> = async (trx, parsed, { file, today }) => {
  const counts = emptyCounts('companies');
  const skipped: SkippedRow[] = [...parsed.skipped];
  const stored = await listRealCompanies(trx);
  const companies = new ListCompanies(stored, await aliasOwners(trx, 'isin'), `bse-list ${file}`, today);
  const isinChanges: Array<{ id: string; isin: string; from: string }> = [];
  const codeOwner = new Map(stored.filter((company) => company.code !== '').map((company) => [company.code, company.id]));
  const scrips = firstRowPerIsin(parsed.rows, skipped);
  const onNse: CompanyRow[] = [];
  const bseOnly: CompanyRow[] = [];
  const statuses = { Suspended: 0, Delisted: 0 };
  const kinds = new Map<string, number>();

  const joined = new Set<string>(); // ids of the companies this list names
  const duplicates: StoredCompany[] = [];
  for (const scrip of scrips) {
    const {
      company: current,
      id,
      isin,
      isinChange,
      olderListing,
      duplicate,
    } = companies.match({
      isin: scrip.isin,
      bseCode: scrip.securityCode,
      symbol: scrip.securityId,
    });
    if (current !== undefined) joined.add(id);
    if (duplicate !== undefined) {
      duplicates.push(duplicate);
      joined.add(duplicate.id);
    }
    if (olderListing && current !== undefined && current.bse_as_of !== null) {
      counts.unchanged += 1; // an older list's scrip: the company's newer BSE ticker, code and status stay
      continue;
    }
    if (current === undefined && scrip.status !== 'Active') {
      skipped.push({ line: scrip.line, reason: `${scrip.status} on BSE and not a company we have: not added` });
      continue;
    }
    if (scrip.status !== 'Active') statuses[scrip.status] += 1;
    if (isinChange !== null) isinChanges.push({ id, isin: isinChange.to, from: isinChange.from });
    if (current?.bse_id != null && current.bse_id !== scrip.securityId) companies.remember(id, 'bse_id', current.bse_id);
    if (current?.bse_code != null && current.bse_code !== scrip.securityCode) companies.remember(id, 'bse_code', current.bse_code);
    const fields = { bse_code: scrip.securityCode, bse_id: scrip.securityId, bse_status: scrip.status, ...classificationFields(scrip, current) };
    const tally = fields.kind_source === 'default' ? 'not classified (industrial)' : fields.kind;
    kinds.set(tally, (kinds.get(tally) ?? 0) + 1);
    if (current !== undefined && current.nse_as_of !== null) {
      if (!countRow(counts, current, current.bse_as_of !== null && sameFields(current, fields) && isinChange === null))
        onNse.push({ id, name: current.name, isin, ...fields, bse_as_of: today });
      continue;
    }
    const ownFields = {
      ...fields,
      name: companyName({ file, line: scrip.line }, scrip.issuerName ?? scrip.securityName),
      code: claimCode(codeOwner, id, scrip),
    };
    if (!countRow(counts, current, current?.bse_as_of != null && sameFields(current, ownFields) && isinChange === null))
      bseOnly.push({ id, isin, ...ownFields, bse_as_of: today });
  }
  await upsertCompanies(trx, onNse, BSE_COLUMNS);
  await upsertCompanies(trx, bseOnly, [...BSE_COLUMNS, 'name', 'code']);
  await setCompanyIsins(trx, isinChanges);
  await recordAliases(trx, companies.aliases);
  const retired = await retireDuplicates(trx, duplicates);

  const notes: string[] = [...retired.notes];
  notes.push(
    `Kinds: ${[...kinds]
      .sort(([, a], [, b]) => b - a)
      .map(([kind, count]) => `${count.toLocaleString('en-IN')} ${kind}`)
      .join(', ')} (BSE's classification; see ingest/classification/README.md)`,
  );
  if (statuses.Suspended + statuses.Delisted > 0) {
    notes.push(`Recorded ${statuses.Suspended} suspended and ${statuses.Delisted} delisted scrip(s) of companies we have; they are kept, not deleted`);
  }
  if (isinChanges.length > 0) {
    notes.push(
      `${isinChanges.length} company(ies) have a new ISIN (a face-value split); the old one is kept as a former ISIN: ` +
        `${firstFew(isinChanges.map((change) => `${change.from} → ${change.isin}`))}`,
    );
  }
  const olderIsins = companies.aliases.filter((alias) => alias.kind === 'isin' && !isinChanges.some((change) => change.from === alias.value));
  if (olderIsins.length > 0) {
    notes.push(
      `${olderIsins.length} scrip(s) carry an older ISIN of a company we have (from before a split): joined to it, not added: ` +
        `${firstFew(olderIsins.map((alias) => `${alias.value} → ${alias.company_id}`))}`,
    );
  }
  const absent = stored.filter((company) => company.bse_as_of !== null && company.isin !== null && !joined.has(company.id));
  if (absent.length > 0)
    notes.push(`${absent.length} company(ies) from an earlier BSE list are not in this file and were kept: ${firstFew(absent.map(describeCompany))}`);
  counts.removed += retired.removed;
  return { parts: [counts], skipped, notes, affected: [...onNse, ...bseOnly].map((row) => row.id) };
};

/**
 * Companies an earlier BSE list made from a pre-split ISIN of a company the NSE list has: the
 * same company twice, which made every Screener export of it ambiguous. One that holds nothing
 * but its list fields is deleted (its ISIN is already the company's former one); one that holds
 * data (statements, prices, a user who opened it) is kept, and named, for a person to settle.
 */
async function retireDuplicates(trx: Transaction<Database>, duplicates: readonly StoredCompany[]): Promise<{ removed: number; notes: string[] }> {
  const unique = [...new Map(duplicates.map((company) => [company.id, company])).values()];
  if (unique.length === 0) return { removed: 0, notes: [] };
  const holding = await companiesHoldingData(
    trx,
    unique.map((company) => company.id),
  );
  const empty = unique.filter((company) => !holding.has(company.id));
  await deleteCompanies(
    trx,
    empty.map((company) => company.id),
  );
  const notes: string[] = [];
  if (empty.length > 0) {
    notes.push(
      `${empty.length} company(ies) an earlier BSE list made from a pre-split ISIN were the same company as one on NSE, held no data, and were ` +
        `removed: ${firstFew(empty.map(describeCompany))}`,
    );
  }
  const kept = unique.filter((company) => holding.has(company.id));
  if (kept.length > 0) {
    notes.push(
      `${kept.length} company(ies) look like an earlier copy of a company on NSE (a pre-split ISIN) but hold data, so they were kept: ` +
        `${firstFew(kept.map(describeCompany))}`,
    );
  }
  return { removed: empty.length, notes };
}

/**
 * Every classification level as the list writes it, the sector (Sector Name)
 * and industry (Industry New Name, else the older Industry column), and the
 * kind they imply, unless a stronger source (--kind) set it.
 */
function classificationFields(scrip: BseListing, current: StoredCompany | undefined) {
  const levels = scrip.classification;
  const decision = kindFromBseClassification(levels);
  const keepsKind = current !== undefined && (decision === null || !mayReplace(current.kind_source, decision.source));
  return {
    sector: levels.sectorName ?? current?.sector ?? null,
    industry: levels.industryNewName ?? levels.industry ?? current?.industry ?? null,
    bse_sector_name: levels.sectorName,
    bse_industry_new_name: levels.industryNewName,
    bse_igroup_name: levels.igroupName,
    bse_isubgroup_name: levels.isubgroupName,
    bse_industry: levels.industry,
    kind: keepsKind ? current.kind : (decision?.kind ?? 'industrial'),
    kind_source: keepsKind ? current.kind_source : (decision?.source ?? 'default'),
    kind_reason: keepsKind ? current.kind_reason : (decision?.reason ?? null),
  };
}

/** The BSE ticker, unless another company already answers to it; then the 6-digit BSE code. */
function claimCode(codeOwner: Map<string, string>, id: string, scrip: BseListing): string {
  const owner = codeOwner.get(scrip.securityId);
  const code = owner === undefined || owner === id ? scrip.securityId : scrip.securityCode;
  codeOwner.set(code, id);
  return code;
}
