import { type Kysely } from 'kysely';
import { type IncomePeriod, type PricePoint } from 'shared-types/api';
import { storedPrices } from '../../db/priceHistoryRepository';
import { type Database } from '../../db/schema';
import { toShareAction } from '../../db/statementRows';
import { loadStatementInputs } from '../../db/statementsRepository';
import { mergedHistoryOf } from '../companyStatements';
import { priceHistory } from '../priceHistory';
import { statementsResponse } from '../statementsResponse';
import { type AnnualSummaryRow } from './reportInput';

/** 'FY2025' for a year ending in 2025 (Indian fiscal years are named by the year they end in). */
const fiscalYear = (periodEnd: string) => `FY${periodEnd.slice(0, 4)}`;

/** A fiscal year's summary figures; EPS on today's share count, as the statements card shows it. */
export function annualRow(period: IncomePeriod): AnnualSummaryRow {
  const f = period.figures;
  const eps = f.eps_basic ?? f.eps_diluted;
  return {
    period: fiscalYear(period.period_end),
    sales: f.revenue,
    operatingProfit: f.operating_profit,
    netProfit: f.net_profit ?? f.net_profit_owners,
    eps: eps === null ? null : eps / (period.per_share_divisor || 1),
  };
}

/** The stored closes and the fiscal years of the statements the page shows (the analysed basis). */
export async function reportHistory(db: Kysely<Database>, companyId: string): Promise<{ prices: PricePoint[]; annual: AnnualSummaryRow[] }> {
  const [inputs, prices] = await Promise.all([loadStatementInputs(db, companyId), storedPrices(db, companyId)]);
  if (inputs === undefined) return { prices: [], annual: [] };
  const yearEnds = new Set(inputs.exports.map((row) => row.year.periodEnd));
  const history = priceHistory(prices, inputs.actions.map(toShareAction), yearEnds);
  const statements = statementsResponse(inputs, mergedHistoryOf(inputs, undefined));
  const annual = statements.annual.filter((period) => period.months >= 12).map(annualRow);
  return { prices: history.points, annual };
}
