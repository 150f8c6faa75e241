import { type Insertable } from 'kysely';
import { type StoredCompany } from '../../db/companyImportRepository';
import { type CompanyAliasesTable } from '../../db/schema';
import { companyIdForIsin } from './companyRows';
import { companyOfChangedIsin, isNewerIssue, issuerAndType } from './isinChanges';

/** Which company a list's row is about, and what its ISIN tells about the company's. */
export interface ListMatch {
  /** Undefined for a company the list adds. */
  company: StoredCompany | undefined;
  id: string;
  /** The ISIN the company has after this row: the newest issue of its shares. */
  isin: string;
  /** The row carries a newer ISIN than the company had (a split since the last list): from → to. */
  isinChange: { from: string; to: string } | null;
  /**
   * The row carries an ISIN the company had before: the list is older than what made the
   * company's current one, so its names and codes are not written over newer ones.
   */
  olderListing: boolean;
  /**
   * A BSE-only company an earlier import made from this row's pre-split ISIN, when the NSE
   * list has the company under its newer one: one company twice (the importer retires it).
   */
  duplicate?: StoredCompany;
}

/**
 * Finds the company each row of an NSE or BSE list is about: by ISIN (current,
 * then former), else — for an ISIN we do not know — by the row's BSE code or
 * NSE symbol when the company's ISIN is another issue of the same shares.
 * Collects the former identifiers it learns on the way (a pre-split ISIN, a
 * renamed symbol or ticker) for company_aliases.
 */
export class ListCompanies {
  private readonly byIsin: Map<string, StoredCompany>;
  private readonly byId: Map<string, StoredCompany>;
  /** Companies by the issuer and security type of their ISIN: the only ones another issue of the same shares can be. */
  private readonly byIssuer = new Map<string, StoredCompany[]>();
  private readonly remembered = new Set<string>();
  readonly aliases: Insertable<CompanyAliasesTable>[] = [];

  constructor(
    stored: readonly StoredCompany[],
    private readonly isinAliases: ReadonlyMap<string, string>,
    private readonly source: string,
    private readonly today: string,
  ) {
    this.byIsin = new Map(stored.flatMap((company) => (company.isin === null ? [] : [[company.isin, company] as const])));
    this.byId = new Map(stored.map((company) => [company.id, company]));
    for (const company of stored) {
      if (company.isin === null) continue;
      const key = issuerAndType(company.isin);
      this.byIssuer.set(key, [...(this.byIssuer.get(key) ?? []), company]);
    }
  }

  private sameShares(isin: string): readonly StoredCompany[] {
    return this.byIssuer.get(issuerAndType(isin)) ?? [];
  }

  match(row: { isin: string; bseCode?: string | null; symbol?: string | null }): ListMatch {
    const current = this.byIsin.get(row.isin);
    if (current !== undefined && current.nse_as_of === null) {
      const listed = companyOfChangedIsin(
        this.sameShares(row.isin).filter((company) => company.nse_as_of !== null),
        row,
      );
      if (listed?.isin != null && isNewerIssue(listed.isin, row.isin)) {
        this.remember(listed.id, 'isin', row.isin);
        return { company: listed, id: listed.id, isin: listed.isin, isinChange: null, olderListing: true, duplicate: current };
      }
    }
    if (current !== undefined) return { company: current, id: current.id, isin: row.isin, isinChange: null, olderListing: false };
    const formerOwner = this.byId.get(this.isinAliases.get(row.isin) ?? '');
    if (formerOwner !== undefined)
      return { company: formerOwner, id: formerOwner.id, isin: formerOwner.isin ?? row.isin, isinChange: null, olderListing: true };
    const changed = companyOfChangedIsin(this.sameShares(row.isin), row);
    if (changed === undefined || changed.isin === null) {
      return { company: undefined, id: companyIdForIsin(row.isin), isin: row.isin, isinChange: null, olderListing: false };
    }
    const newer = isNewerIssue(row.isin, changed.isin);
    this.remember(changed.id, 'isin', newer ? changed.isin : row.isin);
    return {
      company: changed,
      id: changed.id,
      isin: newer ? row.isin : changed.isin,
      isinChange: newer ? { from: changed.isin, to: row.isin } : null,
      olderListing: !newer,
    };
  }

  /** Records that a company had this identifier before (a symbol, ticker or code the list now gives it another of). */
  remember(companyId: string, kind: CompanyAliasesTable['kind'], value: string | null): void {
    if (value === null || value === '') return;
    const key = `${companyId}|${kind}|${value}`;
    if (this.remembered.has(key)) return;
    this.remembered.add(key);
    this.aliases.push({ company_id: companyId, kind, value, source: this.source, recorded_on: this.today });
  }
}
