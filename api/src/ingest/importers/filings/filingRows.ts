import { type Insertable } from 'kysely';
import { type NewStatement } from '../../../db/filingRepository';
import { type ShareholdingPatternsTable } from '../../../db/schema';
import { type ResultsFiling, type ShareholdingFiling } from '../../formats/filings/filingRecords';
import { monthsInSpan } from '../../../dates/periodDates';

/** The statements a results filing holds, as rows: its quarter, year to date, balance sheet and cash flow. */
export function statementRows(filing: ResultsFiling): NewStatement[] {
  const rows: NewStatement[] = [];
  const span = (statement: 'quarter' | 'year_to_date' | 'cash_flow', period: { start: string; end: string; figures: Record<string, number | null> }) =>
    rows.push({ statement, period_start: period.start, period_end: period.end, months: monthsInSpan(period.start, period.end), figures: period.figures });
  if (filing.quarter !== null) span('quarter', filing.quarter);
  if (filing.yearToDate !== null) span('year_to_date', filing.yearToDate);
  if (filing.balanceSheet !== null) {
    rows.push({ statement: 'balance_sheet', period_start: null, period_end: filing.balanceSheet.asOf, months: null, figures: filing.balanceSheet.figures });
  }
  if (filing.cashFlow !== null) span('cash_flow', filing.cashFlow);
  return rows;
}

export function shareholdingRow(filingId: number, filing: ShareholdingFiling): Insertable<ShareholdingPatternsTable> {
  return {
    filing_id: filingId,
    as_of: filing.asOf,
    total_shares: filing.totalShares,
    promoter_pct: filing.promoterPct,
    promoter_shares: filing.promoterShares,
    promoter_pledged_shares: filing.promoterPledgedShares,
    promoter_pledged_pct: filing.promoterPledgedPct,
    promoter_pledged_of_total_pct: filing.promoterPledgedOfTotalPct,
    public_pct: filing.publicPct,
    fii_pct: filing.fiiPct,
    dii_pct: filing.diiPct,
    mutual_funds_pct: filing.mutualFundsPct,
    insurance_companies_pct: filing.insuranceCompaniesPct,
    scale: filing.scale,
  };
}
