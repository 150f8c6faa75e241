import { COMPANY_KINDS, KIND_SOURCES, type CompanyKind, type KindSource } from 'shared-types/api';
import { type BseClassification } from '../records';

/**
 * How the engine treats a company: an industrial, a lender (banks, NBFCs,
 * housing finance, microfinance, financial institutions), an insurer, or
 * another financial (exchanges, depositories, AMCs, brokers, investment and
 * holding companies, insurance distributors). Decided, strongest first, by
 * `--kind`, by BSE's classification through the table below, by the demo
 * universe's own sector, or by a Screener export's structure. See README.md.
 */

export { COMPANY_KINDS, KIND_SOURCES, type CompanyKind, type KindSource };

export interface KindDecision {
  kind: CompanyKind;
  source: KindSource;
  /** Why, for people: "BSE basic industry 'Private Sector Bank'". */
  reason: string;
}

/** BSE basic industries (ISubgroup Name, and the older Industry column) that are not industrial. */
const BASIC_INDUSTRY_KINDS: ReadonlyArray<readonly [name: string, kind: CompanyKind]> = [
  ['Private Sector Bank', 'lender'],
  ['Public Sector Bank', 'lender'],
  ['Other Bank', 'lender'],
  ['Non Banking Financial Company (NBFC)', 'lender'],
  ['Housing Finance Company', 'lender'],
  ['Microfinance Institutions', 'lender'],
  ['Financial Institution', 'lender'],
  ['Life Insurance', 'insurer'],
  ['General Insurance', 'insurer'],
  ['Insurance Distributors', 'other_financial'],
  ['Investment Company', 'other_financial'],
  ['Holding Company', 'other_financial'],
  ['Stockbroking & Allied', 'other_financial'],
  ['Asset Management Company', 'other_financial'],
  ['Depositories, Clearing Houses and Other Intermediaries', 'other_financial'],
  ['Exchange and Data Platform', 'other_financial'],
  ['Ratings', 'other_financial'],
  ['Financial Products Distributor', 'other_financial'],
  ['Other Capital Market related Services', 'other_financial'],
  ['Other Financial Services', 'other_financial'],
  ['Financial Technology (Fintech)', 'other_financial'],
  ['Mutual Fund Scheme - ETF', 'other_financial'],
];

/** BSE industries (Igroup Name): the level above, for a basic industry the table does not name. */
const INDUSTRY_KINDS: ReadonlyArray<readonly [name: string, kind: CompanyKind]> = [
  ['Banks', 'lender'],
  ['Finance', 'lender'],
  ['Insurance', 'insurer'],
  ['Capital Markets', 'other_financial'],
];

/** Older lists' free-text Industry values ('Finance (including NBFCs)', 'Stock Broking'), first rule that fits. */
const OLD_INDUSTRY_RULES: ReadonlyArray<readonly [pattern: RegExp, kind: CompanyKind]> = [
  [/\bbank/, 'lender'],
  [/\bnbfc|housing finance|micro ?finance|financial institution|finance \(including/, 'lender'],
  [/insurance (brok|distribut)/, 'other_financial'],
  [/insurance/, 'insurer'],
  [/brok(ing|er)|asset management|depositor|exchange|investment|holding/, 'other_financial'],
];

/** Names compare without case, with ',' and '-' alike and spaces collapsed: the old column writes 'Depositories- Clearing …'. */
const key = (name: string): string => name.toLowerCase().replace(/[,-]/g, ' ').replace(/\s+/g, ' ').trim();

const lookup = (table: ReadonlyArray<readonly [string, CompanyKind]>): ReadonlyMap<string, CompanyKind> =>
  new Map(table.map(([name, kind]) => [key(name), kind]));
const BASIC = lookup(BASIC_INDUSTRY_KINDS);
const INDUSTRIES = lookup(INDUSTRY_KINDS);

/** The kind BSE's classification implies, or null when the list classifies the scrip at no level. */
export function kindFromBseClassification(levels: BseClassification): KindDecision | null {
  const decide = (kind: CompanyKind, reason: string): KindDecision => ({ kind, source: 'bse_list', reason });
  for (const [value, level] of [
    [levels.isubgroupName, 'basic industry'],
    [levels.industry, 'basic industry'],
  ] as const) {
    const kind = value === null ? undefined : BASIC.get(key(value));
    if (kind !== undefined && value !== null) return decide(kind, `BSE ${level} '${value}'`);
  }
  const byIndustry = levels.igroupName === null ? undefined : INDUSTRIES.get(key(levels.igroupName));
  if (byIndustry !== undefined) return decide(byIndustry, `BSE industry '${levels.igroupName}'`);
  if (levels.isubgroupName === null && levels.igroupName === null && levels.industry !== null) {
    const rule = OLD_INDUSTRY_RULES.find(([pattern]) => pattern.test(levels.industry!.toLowerCase()));
    if (rule !== undefined) return decide(rule[1], `BSE industry '${levels.industry}'`);
  }
  const named =
    (levels.isubgroupName && `basic industry '${levels.isubgroupName}'`) ??
    (levels.igroupName && `industry '${levels.igroupName}'`) ??
    (levels.industryNewName && `sector '${levels.industryNewName}'`) ??
    (levels.sectorName && `sector '${levels.sectorName}'`) ??
    (levels.industry && `industry '${levels.industry}'`);
  return named ? decide('industrial', `BSE ${named}`) : null;
}

/** The Data Sheet rows the structural rule reads, per period. */
export interface StructuralYear {
  rawMaterialCost: number | null;
  inventory: number | null;
  receivables: number | null;
  borrowings: number | null;
  totalAssets: number | null;
}

/** Borrowings (deposits included, for a bank) above this share of the balance sheet look like a lender. */
const LENDER_BORROWINGS_SHARE = 0.6;

/**
 * A Screener export of a company nothing has classified: banks and NBFCs use
 * the same labels as an industrial, but carry no inventory, receivables or
 * raw material in any year, and their deposits sit in Borrowings.
 */
export function kindFromStatements(years: readonly StructuralYear[]): KindDecision | null {
  if (years.length === 0) return null;
  const present = (value: number | null): boolean => value !== null && value !== 0;
  if (years.some((year) => present(year.inventory) || present(year.receivables) || present(year.rawMaterialCost))) return null;
  const latest = [...years].reverse().find((year) => year.borrowings !== null && year.totalAssets !== null && year.totalAssets > 0);
  if (latest === undefined) return null;
  const share = latest.borrowings! / latest.totalAssets!;
  if (share <= LENDER_BORROWINGS_SHARE) return null;
  return {
    kind: 'lender',
    source: 'structure',
    reason: `no inventory, receivables or raw material in any year, and borrowings ${Math.round(share * 100)}% of the balance sheet`,
  };
}

/** Strength of each source: a weaker one never replaces a stronger one; --kind always does, and an equal one (a newer list) does. */
const STRENGTH: Readonly<Record<KindSource, number>> = { default: 0, structure: 1, demo: 2, bse_list: 3, user: 4 };

export function mayReplace(stored: KindSource, proposed: KindSource): boolean {
  return STRENGTH[proposed] >= STRENGTH[stored];
}
