import { type Insertable } from 'kysely';
import { type CompanyAliasesTable } from '../../../db/schema';
import { type FilingIdentity } from '../../formats/filings/filingRecords';
import { type IsoDate } from '../../records';
import { type FilingMatch } from './filingCompany';

/**
 * A filing matched by a stronger identifier may carry a symbol or ISIN the
 * company no longer has (Tata Motors' filings say TATAMOTORS; the list calls
 * it TMPV): recorded as former identifiers, so the next filing matches by them
 * too. Only identifiers that named no other company, as the match found them.
 */
export function learnedAliases(
  match: Exclude<FilingMatch, { skip: string }>,
  identity: FilingIdentity,
  document: string,
  today: IsoDate,
): Insertable<CompanyAliasesTable>[] {
  const { company } = match;
  if (match.byOverride) return [];
  const namesOther = (value: string) => match.conflicting.includes(value);
  const aliases: Insertable<CompanyAliasesTable>[] = [];
  const source = `filing ${document}`;
  if (identity.symbol !== null && identity.symbol !== company.code.toUpperCase() && !namesOther(identity.symbol)) {
    aliases.push({ company_id: company.id, kind: 'nse_symbol', value: identity.symbol, source, recorded_on: today });
  }
  if (identity.isin !== null && identity.isin !== company.isin && !namesOther(identity.isin)) {
    aliases.push({ company_id: company.id, kind: 'isin', value: identity.isin, source, recorded_on: today });
  }
  if (identity.bseCode !== null && identity.bseCode !== company.bse_code && !namesOther(identity.bseCode)) {
    aliases.push({ company_id: company.id, kind: 'bse_code', value: identity.bseCode, source, recorded_on: today });
  }
  return aliases;
}
