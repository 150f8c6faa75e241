import {
  GUIDANCE_METRIC_IDS,
  type CompanyKind,
  type DataSourceKind,
  type ExportSpan,
  type KindSource,
  type Reason,
  type StatementBasis,
} from 'shared-types/api';

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
  /** Months the period covers when not twelve (15 for a transition period after a change of year end); 12 when absent. */
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
  /** Trade payables alone (a filed balance sheet); absent when unknown. Screener's Other Liabilities are never read as payables. */
  tradePayables?: number | null;
}

/** A share price in ₹ on a date (YYYY-MM-DD), e.g. a fiscal year-end close or the latest close. */
export interface PricePoint {
  price: number;
  asOf: string;
  source: string;
  /** True when asOf is only a lower bound (a Screener export's current price). */
  approximate?: boolean;
}

/**
 * One shareholding pattern the company filed with the exchange, as of a quarter end.
 * Percents of all shares (57.5 means 57.5%), except the pledge, a percent of the promoter group's own shares.
 */
export interface ShareholdingPoint {
  /** YYYY-MM-DD the pattern is as of. */
  asOf: string;
  promoterPct: number | null;
  promoterPledgedPct: number | null;
  /** Foreign institutions (FPIs). */
  fiiPct: number | null;
  /** Domestic institutions: mutual funds, insurers, banks, pension funds. */
  diiPct: number | null;
}

/** What the exchange's daily files say of the shares today (crore shares) and the 52-week range (₹). */
export interface MarketFacts {
  /** Shares outstanding (NSE's issue size), in crore, and the day it was stated. */
  shares: { shares: number; asOf: string } | null;
  /** The split-adjusted 52-week range on its day. */
  weekRange: { high: number; low: number; asOf: string } | null;
}

/**
 * A lender's asset quality in one quarter, from its standalone results filing (percents: 2.1 means 2.1%).
 * Capital adequacy and the CASA ratio are not in results filings.
 */
export interface LenderQualityPoint {
  /** YYYY-MM-DD the quarter ended. */
  periodEnd: string;
  grossNpaPct: number | null;
  netNpaPct: number | null;
  /** Return on assets for the quarter, annualised. */
  roaPct: number | null;
  /** Common equity tier 1 ratio, as filed; null where not filed. */
  cet1Pct: number | null;
}

/** Metrics management guides on (the v2 payload's ids too). Percent metrics are in percent (12.5 means 12.5%). */
export const GUIDANCE_METRICS = GUIDANCE_METRIC_IDS;
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
  /**
   * The same notes as codes (api/src/statements/dataFlags.ts), which the analysis reads; `notes`
   * are their v1 words (api/src/analysis/v1/metaNotes.ts), kept for facts from before the codes.
   */
  reasons?: Reason[];
  /** Statements written by more than one Screener export: which years each wrote (its note in `notes`). */
  exports?: ExportSpan[];
}

/** One quarter's results (₹ crore), from a Screener export's Quarters section or the demo universe. */
export interface QuarterResult {
  /** YYYY-MM-DD the quarter ended. */
  periodEnd: string;
  sales: number | null;
  operatingProfit: number | null;
  netProfit: number | null;
  /** Other income, exceptional items (a gain positive, a loss negative), profit before tax and tax; absent when unknown. */
  otherIncome?: number | null;
  exceptionalItems?: number | null;
  profitBeforeTax?: number | null;
  tax?: number | null;
}

/** One balance-sheet line two exports put more than 10% apart for the same year (api/src/ingest/README.md, 'screener'). */
export interface ReclassifiedLine {
  line: string;
  /** ₹ crore: the newer export's figure and the older one's. */
  newer: number;
  older: number;
}

/** A year whose balance sheet two exports define differently: no balance-sheet figure is differenced across it. */
export interface ReclassifiedYear {
  /** YYYY-MM-DD the flagged year ended. */
  periodEnd: string;
  lines: ReclassifiedLine[];
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
  /** Shareholding patterns filed with the exchange, oldest first; absent or empty when none were imported. */
  shareholding?: ShareholdingPoint[];
  /** Today's share count and 52-week range from the exchange's files; absent when none were imported. */
  market?: MarketFacts;
  /** A lender's quarterly NPA ratios and return on assets from its standalone filings, oldest first; absent when none. */
  lenderQuality?: LenderQualityPoint[];
  /** Sorted by period end, oldest first; absent or empty when none were imported. */
  quarters?: QuarterResult[];
  /** Statement periods that are not twelve months long (a change of year end): stored, left out of the analysis. */
  shortPeriods?: Array<{ periodEnd: string; months: number }>;
  /** Years two exports define differently, oldest first; absent or empty when none. */
  reclassifiedYears?: ReclassifiedYear[];
  /** Corporate actions on record, oldest first; absent when none were imported. */
  corporateActions?: CorporateAction[];
}
