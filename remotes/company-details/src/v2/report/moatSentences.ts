import type { ReportMoat, StabilityV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { asNumber, labelOf, reasonText } from './reportParts';

/**
 * The sentences of Part 3, section 2 ('2. Business Model and Moat') behind 'Show the working', in the
 * order v1 states them (api/src/analysis/v1/part3Moat.ts): returns on capital and their stability,
 * after-tax returns, the moat verdict, margins, a lender's balance sheet, reinvestment.
 */

function stabilityLine(messages: Messages, stability: StabilityV2): string {
  const code = messages.has(`report.stability.${stability.shape}`) ? `report.stability.${stability.shape}` : 'report.stability.around_mean';
  return messages.format(code, { slope: stability.slope, swing: stability.swing });
}

function returnsLines(messages: Messages, moat: ReportMoat): string[] {
  const lines: string[] = [];
  if (moat.measure === 'roe') lines.push(messages.format('report.roce.lender'));
  const returns = moat.returns;
  if (returns !== undefined) {
    lines.push(
      messages.format('report.returns.range', {
        measure: moat.measure,
        median: returns.median,
        period: returns.median.period,
        min: returns.min,
        max: returns.max,
        latest: returns.latest,
        latest_period: returns.latest.period,
      }),
    );
    if (moat.long !== undefined) lines.push(stabilityLine(messages, moat.long.stability));
  } else lines.push(reasonText(messages, moat.returns_reason));
  const afterTax = moat.after_tax;
  if (afterTax !== undefined) {
    lines.push(
      messages.format('report.after_tax', {
        statutory_tax_years: afterTax.statutory_tax_years,
        roce: afterTax.roce,
        cost_of_capital: afterTax.cost_of_capital,
      }),
    );
    if (afterTax.roic !== undefined) lines.push(messages.format('report.after_tax.roic', { roic: afterTax.roic }));
  }
  return lines;
}

function verdictLines(messages: Messages, moat: ReportMoat): string[] {
  const { verdict } = moat;
  const bar = verdict.code.startsWith('report.moat.lender_cycle.')
    ? [reasonText(messages, { code: 'report.moat.lender_cycle.bar', params: verdict.params })]
    : [];
  return [...bar, reasonText(messages, verdict)];
}

function balanceSheetLines(messages: Messages, moat: ReportMoat): string[] {
  const lines: string[] = [];
  const margin = moat.margin;
  if (margin !== undefined) {
    lines.push(
      messages.format('report.margin', { measure: margin.measure, median: margin.median, period: margin.median.period, min: margin.min, max: margin.max }),
    );
    if (margin.stability !== undefined) lines.push(stabilityLine(messages, margin.stability));
  }
  if (moat.equity_to_assets !== undefined) lines.push(messages.format('report.equity_to_assets', { equity_to_assets: moat.equity_to_assets }));
  const leverage = moat.leverage;
  if (leverage !== undefined) {
    const trend = labelOf(messages, `report.leverage.trend.${leverage.trend}`, 'common.not_available');
    lines.push(
      messages.format('report.leverage', {
        from: asNumber(leverage.from),
        from_period: leverage.from.period,
        to: asNumber(leverage.to),
        to_period: leverage.to.period,
        trend,
      }),
    );
  }
  return lines;
}

function reinvestmentLines(messages: Messages, moat: ReportMoat): string[] {
  if (moat.measure === 'roe') return [messages.format('report.reinvestment.lender')];
  const reinvestment = moat.reinvestment;
  if (reinvestment === undefined) return [messages.format('report.reinvestment.unknown')];
  const reading = labelOf(messages, `report.reinvestment.reading.${reinvestment.reading}`, 'common.not_available');
  const lines = [
    messages.format('report.reinvestment', {
      period: reinvestment.capex.period,
      capex: reinvestment.capex,
      ratio: asNumber(reinvestment.ratio),
      depreciation: reinvestment.depreciation,
      reading,
    }),
  ];
  if (reinvestment.capex_to_cfo !== undefined && reinvestment.operating_cash_flow !== undefined)
    lines.push(
      messages.format('report.reinvestment.capex_to_cfo', { capex_to_cfo: reinvestment.capex_to_cfo, operating_cash_flow: reinvestment.operating_cash_flow }),
    );
  if (reinvestment.estimated_years !== undefined)
    lines.push(messages.format('report.reinvestment.estimated', { estimated_years: reinvestment.estimated_years }));
  return lines;
}

export function moatSentences(messages: Messages, moat: ReportMoat): string[] {
  return [...returnsLines(messages, moat), ...verdictLines(messages, moat), ...balanceSheetLines(messages, moat), ...reinvestmentLines(messages, moat)];
}
