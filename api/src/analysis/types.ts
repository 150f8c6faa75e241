import { type CompanyKind, type DataSourceKind, type KindSource, type StatementBasis } from 'shared-types/api';

/**
 * What the analysis engine knows about one company: the input of
 * `analyseCompany`. Money is in ₹ crore, EPS in ₹ per share, share counts in
 * crore shares. `null` means unknown (never zero-filled here; the engine reads a blank in the
 * rows of context/blankMeansZero.ts as zero).
 */

export interface CompanyProfile {
  id: string;
  name: string;
  /** NSE symbol; may be empty. */
  code: string;
  isin: string | null;
  sector: string | null;
  industry?: string | null;
  isDemo: boolean;
  /** Banks and NBFCs: ROCE, capex-based owner's earnings, Altman and Beneish do not apply. kind === 'lender'. */
  isLender: boolean;
  /** How the company is classified, and by what (see ingest/classification). */
  kind?: CompanyKind;
  kindSource?: KindSource;
  kindReason?: string | null;
}

/** One fiscal year's statements. FY2024 is the year ending 31 March 2024 (or in 2024, for another year end). */
export interface FinancialYear {
  fiscalYear: number;
  /** YYYY-MM-DD the twelve months ended; 31 March of fiscalYear when absent. */
  periodEnd?: string;
  /** The period's length when not twelve months (a 15-month transition year): the engine annualises its flows. */
  months?: number;
  sales: number | null;
  operatingProfit: number | null;
  otherIncome: number | null;
  depreciation: number | null;
  interest: number | null;
  profitBeforeTax: number | null;
  netProfit: number | null;
  eps: number | null;
  /** Shares outstanding, in crore. */
  shares: number | null;
  /** Equity share capital. */
  equity: number | null;
  reserves: number | null;
  borrowings: number | null;
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  netBlock: number | null;
  cwip: number | null;
  receivables: number | null;
  inventory: number | null;
  cash: number | null;
  operatingCashFlow: number | null;
  /** Capital expenditure as a positive amount. */
  capex: number | null;
  /** True when capex was estimated (ΔNet Block + ΔCWIP + Depreciation), not reported. */
  capexEstimated: boolean;
  /** Dividends paid for the year. */
  dividends: number | null;
  /** Payables, provisions and other non-debt liabilities (a Screener balance-sheet row); absent when unknown. */
  otherLiabilities?: number | null;
  /** Raw material cost (Screener), the core of cost of goods sold; absent when unknown. */
  rawMaterialCost?: number | null;
  /** Selling and administrative expenses (Screener); absent when unknown. */
  sellingAndAdmin?: number | null;
}

/** A share price in ₹ on a date (YYYY-MM-DD), e.g. a fiscal year-end close or the latest close. */
export interface PricePoint {
  price: number;
  asOf: string;
  source: string;
  /** True when asOf is only a lower bound (a Screener export's current price). */
  approximate?: boolean;
}

/** Metrics management guides on. Percent metrics are in percent (12.5 means 12.5%). */
export const GUIDANCE_METRICS = [
  'revenue_growth_pct',
  'operating_margin_pct',
  'net_profit_growth_pct',
  'revenue_crore',
  'capex_crore',
  'capacity_utilisation_pct',
  'export_share_pct',
] as const;
export type GuidanceMetric = (typeof GUIDANCE_METRICS)[number];

/** One thing management said it would deliver in a fiscal year, and what happened. */
export interface GuidanceRecord {
  fiscalYear: number;
  metric: GuidanceMetric;
  guidedValue: number;
  /** Null while the year is not over (current guidance). */
  actual: number | null;
  /** What management said, in words. */
  statement: string;
  /** Where it was said, e.g. 'Q4 FY2023 earnings call'. */
  source: string;
}

export interface DataSourceNote {
  kind: DataSourceKind;
  description: string;
  asOf: string | null;
  /** Statements: consolidated or standalone when the importer was told, or the filings showed. */
  basis?: StatementBasis | null;
  /** What a reader must know about this source: where a filing and an export disagree, why an export was left out. */
  notes?: string[];
}

/** One quarter's results (₹ crore), from a Screener export's Quarters section or the demo universe. */
export interface QuarterResult {
  /** YYYY-MM-DD the quarter ended. */
  periodEnd: string;
  sales: number | null;
  operatingProfit: number | null;
  netProfit: number | null;
}

/** A corporate action on record (the exchange's actions file): what changes a share count without new money. */
export interface CorporateAction {
  /** 'split', 'bonus', 'demerger', 'capital_reduction', and 'merger' or 'dvr_conversion' when recorded. */
  kind: string;
  /** YYYY-MM-DD. */
  exDate: string;
  /** How many shares one share became (splits and bonuses), else null. */
  shareMultiplier: number | null;
}

export interface CompanyFacts {
  profile: CompanyProfile;
  /** Sorted by fiscal year, oldest first; years may be missing. */
  years: FinancialYear[];
  /** Sorted by date, oldest first; the last one is the current price. */
  prices: PricePoint[];
  guidance: GuidanceRecord[];
  sources: DataSourceNote[];
  /** Sorted by period end, oldest first; absent or empty when none were imported. */
  quarters?: QuarterResult[];
  /** Statement periods that are not twelve months long (a change of year end): stored, left out of the analysis. */
  shortPeriods?: Array<{ periodEnd: string; months: number }>;
  /** Corporate actions on record, oldest first; absent when none were imported. */
  corporateActions?: CorporateAction[];
}
