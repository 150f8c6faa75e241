import { type BalanceSheetFigure, type CashFlowFigure, type Figures, type IncomeFigure, type StatementBasis, type StatementSource } from 'shared-types/api';
import { type FinancialYear } from '../analysis/types';
import { type ScreenerQuarter } from '../ingest/records';

/**
 * What the statements module reads and gives: plain data, no database and no
 * clock. The db layer loads these; the engine's facts and the statements
 * route both read the one merged history built from them (mergeHistory.ts).
 */

type IsoDate = string;

/** One statement of a current (not superseded) exchange filing. */
export interface FiledStatement {
  document: string;
  filedAt: string | null;
  audited: boolean | null;
  basis: StatementBasis;
  /** The filing's place in its year: Q1, H1, 9M, Q4 or FY. */
  reporting: string | null;
  statement: 'quarter' | 'year_to_date' | 'balance_sheet' | 'cash_flow';
  /** Null for a balance sheet. */
  start: IsoDate | null;
  end: IsoDate;
  months: number | null;
  lengthNote: string | null;
  figures: Readonly<Record<string, number | null>>;
}

/** A stored year of a Screener export (or of the demo universe), with its basis when the person importing said it. */
export interface ExportYear {
  year: FinancialYear & { periodEnd: IsoDate };
  months: number;
  /** 'screener', 'demo', … */
  source: string;
  basis: StatementBasis | null;
  /** Rows the engine does not read but a statement shows. */
  tax: number | null;
  employeeCost: number | null;
  investingCashFlow: number | null;
  financingCashFlow: number | null;
  investments: number | null;
}

/** One quarter of a Screener export's Quarters section, with the source it was stored under. */
export type ExportQuarter = ScreenerQuarter & { source: string };

/** A split or bonus (what changes the share count per share held). */
export interface ShareAction {
  kind: 'split' | 'bonus' | string;
  exDate: IsoDate;
  shareMultiplier: number | null;
}

/** A change of share count between two consecutive filings that no recorded action explains. */
export interface FiledShareChange {
  /** The periods of the two filings. */
  from: string;
  to: string;
  kind: 'face_value_split' | 'unexplained_jump';
  /** How many shares one became (face value before ÷ after), or the jump in shares. */
  multiplier: number;
  faceValues: [number, number];
  /** For a face-value split: the action inferred from it, for per-share history. */
  inferred: ShareAction | null;
}

export interface MergedIncome {
  start: IsoDate;
  end: IsoDate;
  months: number;
  figures: Figures<IncomeFigure>;
  source: StatementSource;
  lengthNote: string | null;
  /** Per-share figures have been divided by this (later splits and bonuses); 1 when none. */
  perShareDivisor: number;
}

export interface MergedBalanceSheet {
  asOf: IsoDate;
  figures: Figures<BalanceSheetFigure>;
  source: StatementSource;
}

export interface MergedCashFlow {
  start: IsoDate;
  end: IsoDate;
  months: number;
  figures: Figures<CashFlowFigure>;
  source: StatementSource;
  lengthNote: string | null;
}

/** A filing and an export disagreeing on one figure of one period by more than 2%: the filing is kept. */
export interface SourceDifference {
  periodEnd: IsoDate;
  figure: string;
  filingValue: number;
  exportValue: number;
  /** (export − filing) ÷ |filing|, in percent. */
  differencePct: number;
}

/**
 * How the exports' basis was settled: given with --basis, inferred from the filings, unknown (it agrees with
 * neither basis's filings), unverified (no filing year in common to check it against), or none (no export).
 */
export interface ExportBasis {
  basis: StatementBasis | null;
  how: 'given' | 'inferred' | 'unknown' | 'unverified' | 'none';
}

export interface StatementHistory {
  basis: StatementBasis | null;
  basisNote: string;
  basesAvailable: StatementBasis[];
  annual: MergedIncome[];
  quarterly: MergedIncome[];
  balanceSheets: MergedBalanceSheet[];
  cashFlows: MergedCashFlow[];
  differences: SourceDifference[];
  exportBasis: ExportBasis;
  /** Share-count changes the filings show that no recorded action explains (filedShareChanges.ts). */
  shareChanges: FiledShareChange[];
}
