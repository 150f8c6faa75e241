import { type Kysely } from 'kysely';
import {
  COMPANY_NOT_FOUND,
  noCompanyMatchesText,
  SCORE_FIELD,
  type CompanyDetails,
  type CompanyPublic,
  type MetricSeries,
  type PriceHistory,
} from 'shared-types/api';
import { getStoredAnalysis } from '../db/analysisRepository';
import { findCompanyByKey, type KeyedCompany } from '../db/companyKeyRepository';
import { storedPrices } from '../db/priceHistoryRepository';
import { type Database } from '../db/schema';
import { toShareAction } from '../db/statementRows';
import { loadStatementInputs, type StatementInputs } from '../db/statementsRepository';
import { DomainError } from '../errors/domainError';
import { engineStatements } from '../statements/engineYears';
import { mergedHistoryOf } from './companyStatements';
import { keyFigures, type KeyFigureInputs } from './keyFigures';
import { priceHistory } from './priceHistory';
import { market } from './statementsResponse';

/**
 * The public view of a company (docs/company-page.md): answered to anyone, signed in or not, and
 * never recorded as an access, so it costs no free research. Reads only what is stored: the
 * statements, prices and the stored analysis; the engine is never run for it.
 */
export async function companyPublic(db: Kysely<Database>, key: string): Promise<CompanyPublic> {
  const company = await companyByKey(db, key);
  const [inputs, prices, analysis] = await Promise.all([loadStatementInputs(db, company.id), storedPrices(db, company.id), getStoredAnalysis(db, company.id)]);
  if (inputs === undefined) throw notFound(key); // deleted meanwhile
  const history = mergedHistoryOf(inputs, undefined);
  const { years } = engineStatements(history, inputs.exports);
  const actions = inputs.actions.map(toShareAction);
  const statementsMarket = market(inputs, actions);
  const figureInputs: KeyFigureInputs = {
    kind: company.kind,
    hasStatements: company.has_statements,
    prices,
    shareCount: inputs.shareCount === null ? null : { as_of: day(inputs.shareCount.as_of), shares: Number(inputs.shareCount.shares) },
    pairedMarketCap:
      statementsMarket.market_cap === null || statementsMarket.market_cap_as_of === null
        ? null
        : { value: statementsMarket.market_cap, as_of: statementsMarket.market_cap_as_of },
    actions,
    years,
    quarters: history.quarterly.map((quarter) => ({
      end: quarter.end,
      months: quarter.months,
      netProfit: quarter.figures.net_profit_owners ?? quarter.figures.net_profit,
    })),
    weekRange:
      statementsMarket.week_high_low === null
        ? null
        : {
            as_of: statementsMarket.week_high_low.as_of,
            high: statementsMarket.week_high_low.high,
            low: statementsMarket.week_high_low.low,
            reliable: statementsMarket.week_high_low.reliable,
          },
    analysis:
      analysis === undefined
        ? null
        : {
            score: analysis.payload[SCORE_FIELD] ?? null,
            notRatedCode: analysis.payload.analysis_meta?.not_rated_code ?? null,
            computedAt: new Date(analysis.computedAt).toISOString(),
            returnOnCapital: analysedReturnOnCapital(analysis.payload, company.kind === 'lender' ? 'roe' : 'roce', years),
          },
  };
  return {
    company: {
      id: company.id,
      key: company.key,
      name: company.name,
      nse_symbol: company.nse_symbol,
      bse_code: blankToNull(company.bse_code),
      isin: blankToNull(company.isin),
      has_statements: company.has_statements,
      is_demo: company.is_demo,
    },
    key_figures: keyFigures(figureInputs),
  };
}

/** The price chart's closes (services/priceHistory.ts). */
export async function companyPrices(db: Kysely<Database>, key: string): Promise<PriceHistory> {
  const company = await companyByKey(db, key);
  const [inputs, prices] = await Promise.all([loadStatementInputs(db, company.id), storedPrices(db, company.id)]);
  if (inputs === undefined) throw notFound(key);
  return priceHistory(prices, inputs.actions.map(toShareAction), yearEndsOf(inputs));
}

async function companyByKey(db: Kysely<Database>, key: string): Promise<KeyedCompany> {
  const company = await findCompanyByKey(db, key);
  if (company === undefined) throw notFound(key);
  return company;
}

const notFound = (key: string) => new DomainError('not_found', COMPANY_NOT_FOUND, noCompanyMatchesText(key));

/** The export's fiscal-year ends: a Screener (or demo) price on one of them is that year's closing price. */
function yearEndsOf(inputs: StatementInputs): Set<string> {
  return new Set(inputs.exports.map((row) => row.year.periodEnd));
}

/**
 * The analysis's own latest ROCE (ROE for lenders) from its chart series: a 'FY2025' point is the
 * year ended in the fiscal year 2025 (its period end from the statements, else 31 March).
 */
function analysedReturnOnCapital(payload: CompanyDetails, metric: 'roce' | 'roe', years: KeyFigureInputs['years']): { value: number; asOf: string } | null {
  const data = typeof payload.data_json === 'string' ? parseJson(payload.data_json) : payload.data_json;
  const series = (data as Record<string, MetricSeries | undefined> | null)?.[metric];
  if (!series || !Array.isArray(series.labels) || !Array.isArray(series.raw_value)) return null;
  for (let i = series.labels.length - 1; i >= 0; i -= 1) {
    const value = series.raw_value[i];
    const fiscalYear = /^FY(\d{4})$/.exec(series.labels[i] ?? '')?.[1];
    if (typeof value !== 'number' || !Number.isFinite(value) || fiscalYear === undefined) continue;
    const year = years.find((candidate) => candidate.fiscalYear === Number(fiscalYear));
    return { value, asOf: year?.periodEnd ?? `${fiscalYear}-03-31` };
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());
const day = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
