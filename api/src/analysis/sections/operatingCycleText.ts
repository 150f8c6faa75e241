import { type Analysis } from '../analyse';
import { formatNumber, formatPct, formatRupees } from '../format';
import { dividendHistory, workingCapitalHistory, type WorkingCapitalDays } from '../metrics/operatingCycle';

/** Working-capital days and the dividend record, as sentences for Part 3's business model section. */

const d = (x: number | null): string => (x === null ? 'n/a' : formatNumber(x, 0));

function yearText(w: WorkingCapitalDays): string {
  const cycle = w.cashConversionCycle === null ? '' : `, cycle ${d(w.cashConversionCycle)}`;
  const payables = w.payableDays === null ? '' : `, payables ${d(w.payableDays)}`;
  return `${w.label} receivables ${d(w.receivableDays)}, inventory ${d(w.inventoryDays)}${payables}${cycle}`;
}

export function operatingCycleText(a: Analysis): string[] {
  const out: string[] = [];
  const wc = a.ctx.isLender ? [] : workingCapitalHistory(a.ctx);
  if (wc.length > 0) {
    const onSales = wc.some((w) => w.inventoryBasis === 'sales');
    const payables = wc.some((w) => w.payableDays !== null)
      ? 'payable days are trade payables on cost of sales; the cash conversion cycle is receivable plus inventory less payable days'
      : "payable days are not shown: trade payables are not in the imported data, and the export's Other Liabilities hold provisions and other debts besides payables";
    out.push(
      `Working capital in days: ${wc.map(yearText).join('; ')}. Receivable days are on sales; inventory days on cost of sales (sales less operating profit and selling and administrative expenses)${onSales ? ', or on sales where operating profit is unknown' : ''}; ${payables}.`,
    );
  }
  const dividends = dividendHistory(a.ctx);
  if (dividends.length > 0) {
    const list = dividends.map(
      (y) =>
        `${y.label} ${y.perShare === null ? 'n/a' : formatRupees(y.perShare)} a share${y.payout === null ? ' (loss year)' : ` (${formatPct(y.payout, 0)} of profit)`}`,
    );
    out.push(`Dividends: ${list.join('; ')}.`);
  }
  return out;
}
