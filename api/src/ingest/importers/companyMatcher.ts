import { type StoredCompany } from '../../db/companyImportRepository';
import { type SourceLocation } from '../records';
import { describeCompany, firstFew } from './companyRows';
import { ImportRowError } from './importErrors';

export interface CompanyMatch {
  company: StoredCompany;
  /** How it was found, for the summary: 'by code RELIANCE' or 'by name'. */
  how: string;
}

/**
 * A company name reduced to what identifies it: case, punctuation, spacing and
 * the 'Ltd' / 'Limited' suffix differ between Screener, NSE and BSE.
 */
function normaliseCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,()]/g, ' ')
    .replace(/\b(limited|ltd)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Finds the company a Screener workbook is about: by its code hint (NSE code,
 * BSE ticker or BSE code) when it has one, else by normalised name. No match,
 * or more than one, stops the file with an error naming the candidates.
 */
export function matchCompany(
  companies: readonly StoredCompany[],
  wanted: { name: string; codeHint: string | null },
  location: SourceLocation,
): CompanyMatch {
  if (wanted.codeHint !== null && wanted.codeHint.trim() !== '') {
    const hint = wanted.codeHint.trim().toUpperCase();
    const byCode = companies.filter((company) => [company.code, company.bse_id, company.bse_code].some((code) => code?.toUpperCase() === hint));
    if (byCode.length > 1) throw ambiguous(location, `code ${hint}`, byCode);
    const [only] = byCode;
    if (only !== undefined) return { company: only, how: `by code ${hint}` };
  }
  const key = normaliseCompanyName(wanted.name);
  const byName = companies.filter((company) => normaliseCompanyName(company.name) === key);
  if (byName.length > 1) throw ambiguous(location, `the name "${wanted.name}"`, byName);
  const [only] = byName;
  if (only !== undefined) return { company: only, how: 'by name' };
  const hint = wanted.codeHint === null ? '' : ` or code ${wanted.codeHint}`;
  throw new ImportRowError(
    location,
    `no company named "${wanted.name}"${hint}: import the NSE or BSE list first, or name the file after the company's NSE code (e.g. RELIANCE.xlsx)`,
  );
}

/** Finds a company referenced by ISIN or NSE code (the guidance ledger). */
export function companyByReference(companies: readonly StoredCompany[], reference: string): StoredCompany[] {
  const wanted = reference.trim().toUpperCase();
  return companies.filter((company) => company.isin === wanted || company.code.toUpperCase() === wanted);
}

function ambiguous(location: SourceLocation, what: string, candidates: readonly StoredCompany[]): ImportRowError {
  return new ImportRowError(
    location,
    `${what} matches ${candidates.length} companies: ${firstFew(candidates.map(describeCompany))}; name the file after the NSE code of the one you mean (e.g. RELIANCE.xlsx)`,
  );
}
