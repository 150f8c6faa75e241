import { type CorporateAction, type DataFlag, type IncomePeriod, type StatementsResponse } from 'shared-types/api';
import { toShareAction } from '../db/statementRows';
import { type StatementInputs } from '../db/statementsRepository';
import { differenceFlags, exportBasisFlag, filedShareChangeFlags, unrecordedActionFlag, weekRangeFlag, weekRangeProblem } from '../statements/dataFlags';
import { lenderMetricsOf } from '../statements/lenderMetrics';
import { type MergedIncome, type ShareAction, type StatementHistory } from '../statements/statementTypes';

/** The statements route's answer from what was loaded and the merged history (shared-types' StatementsResponseSchema). */
export function statementsResponse(inputs: StatementInputs, history: StatementHistory): StatementsResponse {
  const actions: ShareAction[] = inputs.actions.map(toShareAction);
  const { company } = inputs;
  return {
    company: {
      id: company.id,
      name: company.name,
      isin: company.isin,
      nse_symbol: company.code === '' ? null : company.code,
      bse_code: company.bse_code,
      former_symbols: formerOf(inputs, ['nse_symbol', 'bse_id'], company.code),
      former_isins: formerOf(inputs, ['isin'], company.isin),
    },
    basis: history.basis,
    basis_note: history.basisNote,
    bases_available: history.basesAvailable,
    annual: history.annual.map(incomePeriod),
    quarterly: history.quarterly.map(incomePeriod),
    balance_sheet: history.balanceSheets.map((sheet) => ({ as_of: sheet.asOf, figures: sheet.figures, source: sheet.source })),
    cash_flow: history.cashFlows.map((flow) => ({
      period_start: flow.start,
      period_end: flow.end,
      months: flow.months,
      figures: flow.figures,
      source: flow.source,
      length_note: flow.lengthNote,
    })),
    shareholding: inputs.shareholding.map((row) => ({
      as_of: day(row.as_of),
      promoter_pct: row.promoter_pct,
      promoter_pledged_pct: row.promoter_pledged_pct,
      promoter_pledged_of_total_pct: row.promoter_pledged_of_total_pct,
      fii_pct: row.fii_pct,
      dii_pct: row.dii_pct,
      mutual_funds_pct: row.mutual_funds_pct,
      insurance_companies_pct: row.insurance_companies_pct,
      public_pct: row.public_pct,
      source: { kind: 'xbrl', document: row.document, filed_at: row.filed_at, audited: null },
    })),
    corporate_actions: inputs.actions.map(
      (action): CorporateAction => ({
        ex_date: day(action.ex_date),
        kind: action.kind,
        ratio: action.ratio_from === null || action.ratio_to === null ? null : `${action.ratio_from}:${action.ratio_to}`,
        share_multiplier: action.share_multiplier,
        amount: action.amount,
        description: action.description,
      }),
    ),
    lender_metrics: lenderMetricsOf(inputs.filings),
    market: market(inputs, actions),
    data_flags: flags(inputs, history, actions),
  };
}

function incomePeriod(period: MergedIncome): IncomePeriod {
  return {
    period_start: period.start,
    period_end: period.end,
    months: period.months,
    figures: period.figures,
    source: period.source,
    length_note: period.lengthNote,
    per_share_divisor: period.perShareDivisor,
  };
}

/** Shares, the close and market capitalisation as the statements page shows them; the key figures read it too. */
export function market(inputs: StatementInputs, actions: readonly ShareAction[]): StatementsResponse['market'] {
  const { close, shareCount, weekRange, closeAtShareCount } = inputs;
  // Shares and a close of the same week: a split between a close and a count would make the product wrong.
  const paired = shareCount !== null && closeAtShareCount !== null;
  return {
    close: close?.price ?? null,
    close_date: close === null ? null : day(close.as_of),
    shares_outstanding: shareCount?.shares ?? null,
    shares_as_of: shareCount === null ? null : day(shareCount.as_of),
    market_cap: paired ? Math.round((closeAtShareCount.price * shareCount.shares) / 1e5) / 100 : null,
    market_cap_as_of: paired ? day(closeAtShareCount.as_of) : null,
    week_high_low:
      weekRange === null
        ? null
        : {
            as_of: day(weekRange.as_of),
            high: weekRange.high,
            high_date: weekRange.high_date === null ? null : day(weekRange.high_date),
            low: weekRange.low,
            low_date: weekRange.low_date === null ? null : day(weekRange.low_date),
            reliable: weekRangeProblem({ asOf: day(weekRange.as_of), high: weekRange.high, unadjustedHigh: weekRange.unadjusted_high }, actions) === null,
          },
  };
}

function flags(inputs: StatementInputs, history: StatementHistory, actions: readonly ShareAction[]): DataFlag[] {
  const latestFiled = [...inputs.filings]
    .filter((row) => row.statement === 'quarter' && typeof row.figures.paid_up_capital === 'number' && typeof row.figures.face_value === 'number')
    .sort((a, b) => (a.end < b.end ? -1 : 1))
    .at(-1);
  const unrecorded = unrecordedActionFlag({
    filed:
      latestFiled === undefined
        ? null
        : { periodEnd: latestFiled.end, paidUpCapital: latestFiled.figures.paid_up_capital!, faceValue: latestFiled.figures.face_value! },
    listed: inputs.shareCount === null ? null : { asOf: day(inputs.shareCount.as_of), shares: inputs.shareCount.shares },
    actions,
  });
  const range = inputs.weekRange;
  const problem = range === null ? null : weekRangeProblem({ asOf: day(range.as_of), high: range.high, unadjustedHigh: range.unadjusted_high }, actions);
  const rangeFlag = range === null || problem === null ? null : weekRangeFlag(day(range.as_of), problem);
  return [
    unrecorded,
    ...filedShareChangeFlags(history.shareChanges),
    rangeFlag,
    exportBasisFlag(history.exportBasis, inputs.filings.length > 0),
    ...differenceFlags(history.differences),
  ].filter((flag): flag is DataFlag => flag !== null);
}

function formerOf(inputs: StatementInputs, kinds: readonly string[], current: string | null): string[] {
  const values = inputs.aliases.filter((alias) => kinds.includes(alias.kind) && alias.value !== current?.toUpperCase()).map((alias) => alias.value);
  return [...new Set(values)];
}

const day = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
