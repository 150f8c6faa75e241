import { BALANCE_SHEET_FIGURES, CASH_FLOW_FIGURES, INCOME_FIGURES, type FigureUnit } from '../statementFigures';
import { type StatementSource, type StatementsResponse } from '../statements';
import { BALANCE_SHEET_LABELS, CASH_FLOW_LABELS, INCOME_LABELS, LENDER_LABELS, SHAREHOLDING_LABELS } from './figureLabels';

/**
 * The statements tables as the company page shows them (docs/company-page.md,
 * 'Statements tables'), built from the statements answer: one builder for the
 * page, its CSV and the server's Excel download (docs/statements.md, 'Excel downloads').
 */

export type StatementTableId = 'quarterly-results' | 'profit-and-loss' | 'balance-sheet' | 'cash-flows' | 'shareholding' | 'lender-metrics';
export const TABLE_TITLES: Readonly<Record<StatementTableId, string>> = {
  'quarterly-results': 'Quarterly results',
  'profit-and-loss': 'Profit & loss',
  'balance-sheet': 'Balance sheet',
  'cash-flows': 'Cash flows',
  shareholding: 'Shareholding pattern',
  'lender-metrics': 'Lender metrics',
};

/** Where a column's figures came from, in words. */
export const SOURCE_KIND_NAMES = { xbrl: 'Exchange filing (XBRL)', screener: 'Screener.in export', demo: 'Demo data (fictional)' } as const;
export const sourceAudited = (audited: boolean | null): string => (audited === null ? 'Audit status not stated' : audited ? 'Audited' : 'Unaudited');
/** The units of the rows, as the tables' header and the downloads write them. */
export const UNIT_WORDS: Readonly<Record<FigureUnit, string>> = { crore: '₹ crore', per_share: '₹', percent: '%' };
export const CRORE_NOTE = 'Amounts in ₹ crore; per-share figures in ₹; ratios in percent.';
/** A table with no periods: the page shows this under its tab, the Excel download on its sheet. */
export const noPeriods = (title: string): string => `${title}: no periods reported.`;

/** One period of a table: its header and where its figures came from. */
export interface StatementColumn {
  /** The period's end (or the balance sheet's date), 'YYYY-MM-DD': the CSV's header. */
  date: string;
  /** 'Mar 2024', with the length when it is not the table's usual one ('Sep 2024 · 6 months'). */
  label: string;
  source: StatementSource;
  lengthNote: string | null;
}

export interface StatementRow {
  key: string;
  label: string;
  unit: FigureUnit;
  /** One per column; null where the source does not give the figure. */
  values: (number | null)[];
}

export interface StatementTable {
  id: StatementTableId;
  title: string;
  columns: StatementColumn[];
  rows: StatementRow[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2024' from '2024-03-31': the same in every locale, like Screener's headers. */
export function monthYear(date: string): string {
  const [year, month] = date.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

interface Dated {
  date: string;
  months: number | null;
  source: StatementSource;
  lengthNote: string | null;
  figures: Readonly<Record<string, number | null>>;
}

/**
 * Periods as columns, oldest left and newest right (as Screener lays them out);
 * rows in the catalogue's order, leaving out the figures no period gives (a
 * bank has no inventories). Keys the catalogue does not name (a newer
 * server's) are left out too: a row needs a readable name.
 */
function table(
  id: StatementTableId,
  periods: readonly Dated[],
  labels: Readonly<Record<string, string>>,
  unitOf: (key: string) => FigureUnit,
  usualMonths: number | null,
): StatementTable {
  const sorted = [...periods].sort((a, b) => a.date.localeCompare(b.date));
  const columns = sorted.map(({ date, months, source, lengthNote }) => ({
    date,
    label: months !== null && usualMonths !== null && months !== usualMonths ? `${monthYear(date)} · ${months} months` : monthYear(date),
    source,
    lengthNote,
  }));
  const rows = Object.entries(labels)
    .map(([key, label]) => ({ key, label, unit: unitOf(key), values: sorted.map((period) => period.figures[key] ?? null) }))
    .filter((row) => row.values.some((value) => value !== null));
  return { id, title: TABLE_TITLES[id], columns, rows };
}

const unitIn =
  (units: Readonly<Record<string, FigureUnit>>) =>
  (key: string): FigureUnit =>
    units[key] ?? 'crore';
const percent = (): FigureUnit => 'percent';

/**
 * The tables of one answer, in reading order: quarterly results, profit and
 * loss, balance sheet, cash flows, shareholding, and a lender's metrics only
 * when the answer has them.
 */
export function statementTables(answer: StatementsResponse): StatementTable[] {
  const income = (periods: StatementsResponse['annual']): Dated[] =>
    periods.map((p) => ({ date: p.period_end, months: p.months, source: p.source, lengthNote: p.length_note, figures: p.figures }));
  const tables = [
    table('quarterly-results', income(answer.quarterly), INCOME_LABELS, unitIn(INCOME_FIGURES), 3),
    table('profit-and-loss', income(answer.annual), INCOME_LABELS, unitIn(INCOME_FIGURES), 12),
    table(
      'balance-sheet',
      answer.balance_sheet.map((b) => ({ date: b.as_of, months: null, source: b.source, lengthNote: null, figures: b.figures })),
      BALANCE_SHEET_LABELS,
      unitIn(BALANCE_SHEET_FIGURES),
      null,
    ),
    table(
      'cash-flows',
      answer.cash_flow.map((c) => ({ date: c.period_end, months: c.months, source: c.source, lengthNote: c.length_note, figures: c.figures })),
      CASH_FLOW_LABELS,
      unitIn(CASH_FLOW_FIGURES),
      12,
    ),
    table(
      'shareholding',
      answer.shareholding.map(({ as_of, source, ...figures }) => ({ date: as_of, months: null, source, lengthNote: null, figures })),
      SHAREHOLDING_LABELS,
      percent,
      null,
    ),
  ];
  if (answer.lender_metrics.length === 0) return tables;
  const lender = answer.lender_metrics.map(({ period_end, source, roa_basis: _basis, ...figures }) => ({
    date: period_end,
    months: null,
    source,
    lengthNote: null,
    figures,
  }));
  return [...tables, table('lender-metrics', lender, LENDER_LABELS, percent, null)];
}
