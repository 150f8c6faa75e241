import { type Analysis } from '../analyse';
import { formatNumber, formatPct, formatRupees } from '../format';
import { dividendHistory, workingCapitalHistory, type WorkingCapitalDays } from '../metrics/operatingCycle';

/** Working-capital days and the dividend record, as sentences for Part 3's business model section. */

const d = (x: number | null): string => (x === null ? 'n/a' : formatNumber(x, 0));

function yearText(w: WorkingCapitalDays): string {
  const cycle = w.cashConversionCycle === null ? '' : `, cycle ${d(w.cashConversionCycle)}`;
  return `${w.label} receivables ${d(w.receivableDays)}, inventory ${d(w.inventoryDays)}, payables ${d(w.payableDays)}${cycle}`;
}

export function operatingCycleText(a: Analysis): string[] {
  const out: string[] = [];
  const wc = a.ctx.isLender ? [] : workingCapitalHistory(a.ctx);
  if (wc.length > 0) {
    const onSales = wc.some((w) => w.inventoryBasis === 'sales');
    out.push(
      `Working capital in days: ${wc.map(yearText).join('; ')}. Receivable days are on sales; inventory days on ${onSales ? 'sales where raw material cost is unknown, else on raw material' : 'raw material cost'}; payable days are other liabilities (payables with provisions) on sales, so an upper bound; the cash conversion cycle is receivable plus inventory less payable days.`,
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
