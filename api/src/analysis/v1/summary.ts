import { pillarPoints, type Reason, type ReasonParam, type ScoreV2, type SummaryV2 } from 'shared-types/api';
import { unmodelledKindName } from './unmodelledKinds';
import { monthYear } from '../context/trailingTwelveMonths';
import { formatRatio, fySpan, joinList, plural } from '../format';
import { leftOutMeasuresV1 } from './measureText';

/**
 * v1's words for the summary (analysis_meta's not_rated_reason, not_rated_detail
 * and missing_data), rendered from v2 alone with the frozen v1 wording and
 * format.ts, so v1 can be served from a stored v2 (docs/decisions/0005).
 */

export const NO_STATEMENTS_REASON = 'Not rated — no financial statements imported yet';

type Params = Reason['params'];
const param = (p: Params, name: string): ReasonParam | undefined => p?.[name];
const text = (p: Params, name: string): string => String(param(p, name) ?? '');
const list = (p: Params, name: string): string[] => {
  const v = param(p, name);
  return Array.isArray(v) ? v : [];
};
const fyNumbers = (labels: string[]): number[] => labels.map((l) => Number(l.replace(/^FY/, '')));

/** The not-rated detail: what the reason says after its code's words; null when the code says it all. */
export function notRatedDetailV1(r: Reason, score: ScoreV2): string | null {
  const p = r.params;
  switch (r.code) {
    case 'rating.insufficient_data': {
      const parts: string[] = [];
      if (param(p, 'complete_years') !== undefined) {
        parts.push(`only ${plural(Number(param(p, 'complete_years')), 'fiscal year')} with both sales and net profit (${text(p, 'years_needed')} needed)`);
      }
      if (param(p, 'no_price') === true) parts.push('no current share price');
      return parts.join('; ');
    }
    case 'rating.stale_data': {
      const quarters =
        param(p, 'quarters_end') === undefined
          ? 'no quarterly results cover the gap'
          : `the latest quarterly results end ${monthYear(text(p, 'quarters_end'))}, more than ${text(p, 'quarters_months')} months before the price`;
      return (
        `the latest annual statements end ${monthYear(text(p, 'statements_end'))}, ${text(p, 'months_behind')} months before the price of ` +
        `${text(p, 'price_date')} (at most ${text(p, 'months_allowed')} allowed), and ${quarters}`
      );
    }
    case 'rating.low_coverage': {
      const parts: string[] = [];
      if (param(p, 'assessable_points') !== undefined) {
        parts.push(`only ${text(p, 'assessable_points')} of the score's 100 points could be assessed (${text(p, 'points_needed')} needed)`);
      }
      for (const id of list(p, 'short_pillars')) {
        const pillar = score.pillars.find((x) => x.id === id);
        if (pillar === undefined) continue;
        const name = (PILLAR_LOWER[id] ?? id) as string;
        const { weight, assessable } = pillarPoints(pillar);
        parts.push(`${name} ${formatRatio(assessable, 0)} of ${weight} points assessable (half needed): ${joinList(leftOutMeasuresV1(pillar))}`);
      }
      return parts.join('; ');
    }
    case 'rating.nothing_scored':
      return 'nothing could be scored';
    default:
      return null;
  }
}

const PILLAR_LOWER: Readonly<Record<string, string>> = {
  business_quality: 'business quality',
  financial_strength: 'financial strength',
  valuation: 'valuation',
};

/** The full not-rated sentence, 'Not rated — …'. */
export function notRatedTextV1(r: Reason, score: ScoreV2): string {
  const detail = notRatedDetailV1(r, score);
  switch (r.code) {
    case 'rating.no_statements':
      return NO_STATEMENTS_REASON;
    case 'rating.no_model':
      return `Not rated — the engine has no model for ${unmodelledKindName(text(r.params, 'kind') as never) ?? text(r.params, 'kind')} yet`;
    case 'rating.stale_data':
      return `Not rated — stale data: ${detail}`;
    case 'rating.low_coverage':
      return `Not rated — too little data: ${detail}`;
    default:
      return `Not rated — insufficient data: ${detail}`;
  }
}

/** 'on or after 2024-09-30' (as priceSource.ts words a price's date). */
function priceDate(basis: string, date: string): string {
  if (basis === 'after') return `after ${date}`;
  return basis === 'on_or_after' ? `on or after ${date}` : date;
}

/** How a stale price is stale: '790 days before this analysis (more than 90 days)'. */
export function priceStaleWhyV1(r: Reason): string {
  const p = r.params;
  const reasons: string[] = [];
  if (param(p, 'days_old') !== undefined) reasons.push(`${text(p, 'days_old')} days before this analysis`);
  if (param(p, 'days_before_statements') !== undefined) {
    reasons.push(`${text(p, 'days_before_statements')} days before the latest statements end (${text(p, 'statements_end')})`);
  }
  return `${reasons.join(' and ')} (more than ${text(p, 'days_allowed')} days)`;
}

/** 'dated on or after 2024-09-30, 790 days before this analysis (more than 90 days)'. */
export function priceStaleDatedV1(r: Reason): string {
  return `dated ${priceDate(text(r.params, 'date_basis'), text(r.params, 'date'))}, ${priceStaleWhyV1(r)}`;
}

const FIELD_NAMES: Readonly<Record<string, string>> = {
  sales: 'sales',
  net_profit: 'net profit',
  eps: 'EPS',
  share_count: 'share count',
  operating_cash_flow: 'operating cash flow',
  total_assets: 'total assets',
  borrowings: 'borrowings',
  depreciation: 'depreciation',
  dividends: 'dividends',
  capex: 'capex',
  receivables: 'receivables',
};

const FIXED_MISSING: Readonly<Record<string, string>> = {
  'missing.price': 'current share price',
  'missing.statements': 'financial statements',
  'missing.current_assets': 'current assets and current liabilities (Piotroski criterion 6 and Altman X1 not computed; Screener-style ROCE used)',
  'missing.reported_capex': 'reported capex (estimated from ΔNet Block + ΔCWIP + Depreciation)',
  'missing.year_end_prices': 'fiscal-year-end share prices (no historical P/E or price to cash flow)',
  'missing.guidance': 'management guidance ledger (credibility not scored)',
};

/** 'FY2019–FY2021 and FY2023': contiguous runs of fiscal years. */
export function yearRuns(fys: readonly number[]): string {
  const sorted = [...fys].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const fy of sorted) {
    const last = runs.at(-1);
    if (last !== undefined && fy === last[1] + 1) last[1] = fy;
    else runs.push([fy, fy]);
  }
  return joinList(runs.map(([from, to]) => fySpan(from, to)));
}

function historyGapV1(what: string, covers: string, p: Params): string {
  const having = list(p, 'having');
  const only = having.length === 0 ? 'none is available' : `${covers} cover ${yearRuns(fyNumbers(having))} only`;
  return `${what} for ${yearRuns(fyNumbers(list(p, 'lacking')))}, which have profit and loss only (${only})`;
}

function missingLineV1(r: Reason): string {
  const p = r.params;
  const fixed = FIXED_MISSING[r.code];
  if (fixed !== undefined) return fixed;
  switch (r.code) {
    case 'missing.statement_years':
      return `statements for ${joinList(list(p, 'fiscal_years'))} (growth across the gap not computed)`;
    case 'missing.balance_sheets':
      return historyGapV1('balance sheets', 'returns on capital and equity, debt and book value', p);
    case 'missing.cash_flows':
      return historyGapV1('cash flows', 'cash conversion, free cash flow and owner’s earnings', p);
    case 'missing.latest_fields':
      return `${text(p, 'fiscal_year')} ${joinList(list(p, 'fields').map((f) => FIELD_NAMES[f] ?? f))}`;
    case 'missing.long_year':
      return (
        `${text(p, 'fiscal_year')} covers ${text(p, 'months')} months (a change of year end): its profit and loss and cash flows are ` +
        `annualised (× 12/${text(p, 'months')}) in yearly and growth figures; its balance sheet is as reported`
      );
    case 'missing.invalid_fiscal_years':
      return `${text(p, 'count')} statement record(s) with an invalid fiscal year ignored`;
    case 'missing.implausible_values':
      return `${text(p, 'count')} implausible or non-finite statement value(s) treated as unknown`;
    case 'missing.invalid_prices':
      return `${text(p, 'count')} price point(s) with an invalid price or date ignored`;
    case 'missing.invalid_guidance':
      return `${text(p, 'count')} guidance record(s) with invalid values ignored`;
    case 'missing.short_period':
      return (
        `the ${text(p, 'months')}-month period ending ${text(p, 'period_end')} (a change of year end) is left out of yearly and growth figures, ` +
        'which use twelve-month years only'
      );
    case 'missing.period_inside_longer':
      return `the ${text(p, 'months')}-month period ending ${text(p, 'period_end')} lies inside the longer period that follows it (a change of year end), which is the year used instead`;
    case 'missing.capex_across_reclassified':
      return `${text(p, 'fiscal_year')} capex, estimated from the change in net block, is left out: ${text(p, 'reclassified_year')}'s balance sheet is defined differently in two exports`;
    case 'missing.recent_price':
      return `a recent share price: the price is stale: ${priceStaleDatedV1(r)}; the valuation measures of the score use it all the same`;
    default:
      return r.code;
  }
}

/** analysis_meta.missing_data's lines from v2 (the data gaps, then the records the clean-up ignored). */
export const missingDataV1 = (summary: SummaryV2): string[] => summary.missing.map(missingLineV1);
