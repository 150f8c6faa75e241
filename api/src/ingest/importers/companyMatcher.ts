import { type StoredCompany } from '../../db/companyImportRepository';
import { type SourceLocation } from '../records';
import { nameDistance, plainNameKey, tolerantNameKey, withoutLastWord } from './companyNames';
import { describeCompany, firstFew } from './companyRows';
import { ImportRowError } from './importErrors';

export interface CompanyMatch {
  company: StoredCompany;
  /** How it was found, for the summary: 'by --company ASIANPAINT', 'by name', … */
  how: string;
  /** Anything the person should know about the match (a file name naming another company). */
  notes: string[];
}

/** The companies a code names: NSE symbol, BSE code, BSE ticker or ISIN, compared without case. */
export function companiesByCode(companies: readonly StoredCompany[], code: string): StoredCompany[] {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return [];
  return companies.filter((company) => [company.code, company.bse_code, company.bse_id, company.isin].some((value) => value?.toUpperCase() === wanted));
}

/** Name levels, strictest first; the first that finds anyone decides. */
const NAME_LEVELS: ReadonlyArray<{ how: string; key: (name: string) => string; also?: (key: string) => string }> = [
  { how: 'by name', key: plainNameKey },
  { how: "by name, allowing for spelling and abbreviations ('&'/'and', Corp/Corporation, Co/Company, Fertiliser/Fertilizer)", key: tolerantNameKey },
  { how: 'by name, allowing for spelling, abbreviations and one trailing word', key: tolerantNameKey, also: withoutLastWord },
];

/** The companies whose name matches at the first level that finds any, with how. */
export function companiesByName(companies: readonly StoredCompany[], name: string): { candidates: StoredCompany[]; how: string } {
  for (const level of NAME_LEVELS) {
    const wanted = level.key(name);
    if (wanted === '') continue;
    const candidates = companies.filter((company) => {
      const key = level.key(company.name);
      if (key === wanted) return true;
      return level.also !== undefined && ((level.also(key) === wanted && wanted.includes(' ')) || (level.also(wanted) === key && key.includes(' ')));
    });
    if (candidates.length > 0) return { candidates, how: level.how };
  }
  return { candidates: [], how: '' };
}

/**
 * Finds the company a Screener workbook is about.
 * - `--company CODE` decides when given.
 * - Otherwise the sheet's name decides (tolerantly, see companyNames.ts); a
 *   file name that is another company's code does not override it, but is noted.
 * - A name matching several companies is settled by the file name's code when
 *   that is one of them; otherwise refused, listing them with the --company to use.
 * - A name matching none falls back to the file name's code; failing that it is
 *   refused with the three nearest names.
 */
export function matchCompany(
  companies: readonly StoredCompany[],
  wanted: { name: string | null; codeHint: string | null; company?: string; formerHolders?: readonly StoredCompany[] },
  location: SourceLocation,
): CompanyMatch {
  if (wanted.company !== undefined) return byOption(companies, wanted.company, wanted.name, location);
  const current = wanted.codeHint === null ? [] : companiesByCode(companies, wanted.codeHint);
  // A symbol no company has now names the company that had it before (a rename, or the company a demerger left with the old ISIN).
  const former = current.length === 0 ? uniqueById(wanted.formerHolders ?? []) : [];
  const byFileName = current.length > 0 ? current : former;
  const hintHow =
    former.length > 0 ? `by the file name's code ${wanted.codeHint}, a symbol this company had before` : `by the file name's code ${wanted.codeHint}`;
  if (wanted.name === null) {
    throw new ImportRowError(
      location,
      'the sheet carries no company name (Data Sheet!B1 is blank): say which company it is with --company and its NSE symbol, BSE code or ISIN, ' +
        'e.g. npm run ingest -- screener --company ASIANPAINT "<file>"',
    );
  }
  const { candidates, how } = companiesByName(companies, wanted.name);
  const [only] = candidates;
  if (only !== undefined && candidates.length === 1) {
    const notes =
      byFileName.length === 1 && byFileName[0]?.id !== only.id
        ? [`The file name says ${wanted.codeHint} (${describeCompany(byFileName[0]!)}), but the sheet names "${wanted.name}": imported as the sheet says`]
        : [];
    return { company: only, how, notes };
  }
  if (candidates.length > 1) {
    const settled = candidates.filter((candidate) => byFileName.some((company) => company.id === candidate.id));
    if (settled.length === 1)
      return {
        company: settled[0]!,
        how: `${how}, and by the file name's code ${wanted.codeHint}${former.length > 0 ? ' (a symbol it had before)' : ''} among ${candidates.length} companies of that name`,
        notes: [],
      };
    const formerly = former.length > 0 ? `; the file name's code ${wanted.codeHint} was before the symbol of ${former.map(withCompanyOption).join('; ')}` : '';
    throw new ImportRowError(
      location,
      `the name "${wanted.name}" matches ${candidates.length} companies: ${firstFew(candidates.map(withCompanyOption))}${formerly}; say which with --company`,
    );
  }
  if (byFileName.length === 1) {
    return {
      company: byFileName[0]!,
      how: hintHow,
      notes: [`The sheet's name "${wanted.name}" matched no company; the file name's code did`],
    };
  }
  const nearest = [...companies]
    .map((company) => ({ company, distance: nameDistance(wanted.name ?? '', company.name) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ company }) => withCompanyOption(company));
  const suggestion =
    nearest.length > 0 ? `; the nearest names are ${nearest.join('; ')}` : ' (no companies are imported yet: import the NSE or BSE list first)';
  throw new ImportRowError(
    location,
    `no company named "${wanted.name}"${suggestion}. If it is one of them, or listed under another name, say which with --company`,
  );
}

function byOption(companies: readonly StoredCompany[], code: string, sheetName: string | null, location: SourceLocation): CompanyMatch {
  const found = companiesByCode(companies, code);
  const [only] = found;
  if (only === undefined) {
    throw new ImportRowError(location, `--company ${code}: no company has this NSE symbol, BSE code or ISIN (import the NSE or BSE list first)`);
  }
  if (found.length > 1)
    throw new ImportRowError(location, `--company ${code} matches ${found.length} companies: ${firstFew(found.map(describeCompany))}; use the ISIN`);
  const notes =
    sheetName !== null && !companiesByName([only], sheetName).candidates.length
      ? [`The sheet names "${sheetName}"; imported as ${only.name} because --company says so`]
      : [];
  return { company: only, how: `by --company ${code.trim().toUpperCase()}`, notes };
}

const uniqueById = (companies: readonly StoredCompany[]): StoredCompany[] => [...new Map(companies.map((company) => [company.id, company])).values()];

/** 'Deepak Fertilizers … Limited (--company DEEPAKFERT)' */
function withCompanyOption(company: StoredCompany): string {
  const code = company.code !== '' ? company.code : (company.bse_code ?? company.isin ?? company.id);
  return `${company.name} (--company ${code})`;
}

/** Finds a company referenced by ISIN or NSE code (the guidance ledger). */
export function companyByReference(companies: readonly StoredCompany[], reference: string): StoredCompany[] {
  const wanted = reference.trim().toUpperCase();
  return companies.filter((company) => company.isin === wanted || company.code.toUpperCase() === wanted);
}
