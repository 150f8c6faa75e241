import { type StatementTableId } from './messages';

/**
 * The line items a table opens on (issue 30 item 6, docs/company-page.md 'Reading the page'):
 * a fixed list of keys per table, so the fold follows the table's structure, never its values.
 * A lender's own items are here too, as a lender files few of a company's.
 */
const CORE_KEYS: Readonly<Record<StatementTableId, ReadonlySet<string>>> = {
  'quarterly-results': incomeCore(),
  'profit-and-loss': incomeCore(),
  'balance-sheet': new Set(['total_assets', 'cash', 'loans', 'total_equity', 'borrowings', 'deposits', 'total_liabilities']),
  'cash-flows': new Set(['operating_cash_flow', 'investing_cash_flow', 'financing_cash_flow', 'capex', 'net_change_in_cash']),
  shareholding: new Set(['promoter_pct', 'fii_pct', 'dii_pct', 'public_pct']),
  'lender-metrics': new Set(['gross_npa_pct', 'net_npa_pct', 'capital_adequacy_pct', 'cet1_pct', 'roa_pct']),
};

function incomeCore(): ReadonlySet<string> {
  return new Set([
    'revenue',
    'expenses',
    'operating_profit',
    'profit_before_tax',
    'net_profit',
    'eps_basic',
    'interest_earned',
    'operating_profit_before_provisions',
    'gross_npa_pct',
  ]);
}

/** Folding fewer rows than this is not worth a button: the table shows whole. */
const LEAST_FOLDED = 3;

/** Whether each row is folded, by its key; all false when the table is short or has too few core rows to open on. */
export function foldedRows(id: StatementTableId, keys: readonly string[]): boolean[] {
  const core = CORE_KEYS[id];
  const folded = keys.map((key) => !core.has(key));
  const count = folded.filter(Boolean).length;
  return count < LEAST_FOLDED || count === keys.length ? keys.map(() => false) : folded;
}
