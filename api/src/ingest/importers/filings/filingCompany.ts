import { type Transaction } from 'kysely';
import { companiesNamedBy, type IdentifierKind, type NamedCompany } from '../../../db/companyAliasRepository';
import { type Database } from '../../../db/schema';
import { type FilingIdentity } from '../../formats/filings/filingRecords';
import { isIsin } from '../../formats/isin';

export type FilingMatch =
  | {
      company: NamedCompany;
      how: string;
      notes: string[];
      /** The filing's weaker identifiers that name another company now (a reused symbol): never learned as aliases. */
      conflicting: string[];
      /** Named with --company: the filing's own identifiers were not checked, so nothing is learned from them. */
      byOverride: boolean;
    }
  | { skip: string };

const WORDS: Readonly<Record<IdentifierKind, string>> = { isin: 'ISIN', bse_code: 'BSE code', symbol: 'symbol' };

/**
 * The company a filing is about, by whichever of ISIN, BSE scrip code and NSE
 * symbol it carries, strongest first: an ISIN names one security for good
 * (a former one, from before a split, still names the same company), a scrip
 * code outlives renames, and symbols are renamed and reused (every Tata
 * Motors filing says TATAMOTORS, a symbol the current list no longer has).
 * Former identifiers count (company_aliases). `--company` decides when given.
 * No match, or an identifier naming two companies, skips the filing with the reason.
 */
export async function matchFilingCompany(trx: Transaction<Database>, identity: FilingIdentity, override: string | undefined): Promise<FilingMatch> {
  if (override !== undefined) return byOverride(trx, override);
  const given = identifiersOf(identity);
  for (const [index, [kind, value]] of given.entries()) {
    const found = await companiesNamedBy(trx, kind, value);
    if (found.length === 0) continue;
    if (found.length > 1) {
      return { skip: `its ${WORDS[kind]} ${value} names ${found.length} companies (${found.map(describe).join(', ')}): say which with --company` };
    }
    const company = found[0]!;
    const notes: string[] = [];
    const conflicting: string[] = [];
    for (const [weakerKind, weakerValue] of given.slice(index + 1)) {
      const others = (await companiesNamedBy(trx, weakerKind, weakerValue)).filter((other) => other.id !== company.id);
      if (others.length === 0) continue;
      conflicting.push(weakerValue);
      notes.push(`Its ${WORDS[weakerKind]} ${weakerValue} now names ${others.map(describe).join(', ')}; the ${WORDS[kind]} decides`);
    }
    const former = company.former ? ` (a former ${WORDS[kind]} of the company)` : '';
    return { company, how: `by ${WORDS[kind]} ${value}${former}`, notes, conflicting, byOverride: false };
  }
  if (given.length === 0) return { skip: 'the filing carries no ISIN, BSE code or symbol: name the company with --company' };
  return {
    skip:
      `no company has ${given.map(([kind, value]) => `${WORDS[kind]} ${value}`).join(', ')} ` +
      '(import the NSE and BSE lists first, or name it with --company)',
  };
}

function identifiersOf(identity: FilingIdentity): Array<[IdentifierKind, string]> {
  const given: Array<[IdentifierKind, string]> = [];
  if (identity.isin !== null) given.push(['isin', identity.isin]);
  if (identity.bseCode !== null) given.push(['bse_code', identity.bseCode]);
  if (identity.symbol !== null) given.push(['symbol', identity.symbol]);
  return given;
}

async function byOverride(trx: Transaction<Database>, code: string): Promise<FilingMatch> {
  const wanted = code.trim().toUpperCase();
  const kinds: IdentifierKind[] = isIsin(wanted) ? ['isin'] : /^\d{6}$/.test(wanted) ? ['bse_code', 'symbol'] : ['symbol'];
  const found = new Map<string, NamedCompany>();
  for (const kind of kinds) for (const company of await companiesNamedBy(trx, kind, wanted)) found.set(company.id, company);
  const companies = [...found.values()];
  if (companies.length === 1) return { company: companies[0]!, how: `by --company ${wanted}`, notes: [], conflicting: [], byOverride: true };
  return {
    skip:
      companies.length === 0
        ? `--company ${wanted} names no company (give its NSE symbol, BSE code or ISIN)`
        : `--company ${wanted} names ${companies.length} companies (${companies.map(describe).join(', ')}); give its ISIN`,
  };
}

const describe = (company: NamedCompany): string => `${company.name} (${[company.code, company.isin].filter(Boolean).join(', ')})`;
