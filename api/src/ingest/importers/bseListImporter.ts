import { listRealCompanies, upsertCompanies, type CompanyRow, type StoredCompany } from '../../db/companyImportRepository';
import { kindFromBseClassification, mayReplace } from '../classification/companyKind';
import { type BseListing, type ParseResult, type SkippedRow } from '../records';
import { companyIdForIsin, companyName, describeCompany, firstFew, firstRowPerIsin, sameFields } from './companyRows';
import { countRow, emptyCounts, type WriteRows } from './importTypes';

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
  const kinds = new Map<string, number>();

  for (const scrip of scrips) {
    const id = companyIdForIsin(scrip.isin);
    const current = byId.get(id);
    if (current === undefined && scrip.status !== 'Active') {
      skipped.push({ line: scrip.line, reason: `${scrip.status} on BSE and not a company we have: not added` });
      continue;
    }
    if (scrip.status !== 'Active') statuses[scrip.status] += 1;
    const fields = { bse_code: scrip.securityCode, bse_id: scrip.securityId, bse_status: scrip.status, ...classificationFields(scrip, current) };
    const tally = fields.kind_source === 'default' ? 'not classified (industrial)' : fields.kind;
    kinds.set(tally, (kinds.get(tally) ?? 0) + 1);
    if (current !== undefined && current.nse_as_of !== null) {
      if (!countRow(counts, current, current.bse_as_of !== null && sameFields(current, fields)))
        onNse.push({ id, name: current.name, isin: scrip.isin, ...fields, bse_as_of: today });
      continue;
    }
    const ownFields = {
      ...fields,
      name: companyName({ file, line: scrip.line }, scrip.issuerName ?? scrip.securityName),
      code: claimCode(codeOwner, id, scrip),
    };
    if (!countRow(counts, current, current?.bse_as_of != null && sameFields(current, ownFields)))
      bseOnly.push({ id, isin: scrip.isin, ...ownFields, bse_as_of: today });
  }
  await upsertCompanies(trx, onNse, BSE_COLUMNS);
  await upsertCompanies(trx, bseOnly, [...BSE_COLUMNS, 'name', 'code']);

  const notes = [
    `Kinds: ${[...kinds]
      .sort(([, a], [, b]) => b - a)
      .map(([kind, count]) => `${count.toLocaleString('en-IN')} ${kind}`)
      .join(', ')} (BSE's classification; see ingest/classification/README.md)`,
  ];
  if (statuses.Suspended + statuses.Delisted > 0) {
    notes.push(`Recorded ${statuses.Suspended} suspended and ${statuses.Delisted} delisted scrip(s) of companies we have; they are kept, not deleted`);
  }
  const listed = new Set(scrips.map((scrip) => scrip.isin));
  const absent = stored.filter((company) => company.bse_as_of !== null && company.isin !== null && !listed.has(company.isin));
  if (absent.length > 0)
    notes.push(`${absent.length} company(ies) from an earlier BSE list are not in this file and were kept: ${firstFew(absent.map(describeCompany))}`);
  return { parts: [counts], skipped, notes, affected: [...onNse, ...bseOnly].map((row) => row.id) };
};

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
