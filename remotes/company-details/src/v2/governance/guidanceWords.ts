import type { Figure, GovernanceV2, RecordYearChange } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';

/**
 * Words for Part 1's guidance data that several of its sections share: a metric's name, the
 * fiscal-year span of the comparisons, the share delivered, and the record's yearly changes.
 */

/** 'revenue growth'; a metric a newer server adds is named generically, never by its id. */
export function metricName(metric: string, messages: Messages): string {
  const code = `guidance.metric.${metric}.name`;
  return messages.has(code) ? messages.format(code) : messages.format('v2.governance.metric.other');
}

/** A fiscal-year id 'FY2025' as its year; NaN for anything else. */
export const yearOf = (fy: string): number => Number(fy.replace(/^FY/, ''));

type Comparison = GovernanceV2['guidance']['comparisons'][number];

/** The comparisons of the last five fiscal years, as '1. Future Forecast vs. Actuals (Past 5 Years)' shows them. */
export function lastFiveYears(comparisons: readonly Comparison[]): Comparison[] {
  const years = comparisons.map((c) => yearOf(c.fy)).filter((year) => !Number.isNaN(year));
  if (years.length === 0) return [...comparisons];
  const last = Math.max(...years);
  return comparisons.filter((c) => !(yearOf(c.fy) < last - 4));
}

/** 'FY2022–FY2025': the first and last fiscal years of the comparisons. */
export function fySpan(comparisons: readonly Comparison[]): { from_fy: string; to_fy: string; period: string } {
  const sorted = comparisons.map((c) => c.fy).sort();
  const from = sorted[0] ?? '';
  const to = sorted[sorted.length - 1] ?? '';
  return { from_fy: from, to_fy: to, period: from === to ? from : `${from}–${to}` };
}

/** How many were delivered, and their share as a figure the catalogue writes ('50%'). */
export function delivered(comparisons: readonly Comparison[]): { hits: number; targets: number; share: Figure } {
  const hits = comparisons.filter((c) => c.outcome === 'delivered').length;
  const targets = comparisons.length;
  return { hits, targets, share: { value: targets === 0 ? null : hits / targets, unit: 'fraction' } };
}

/** A year's change in the record: its growth, a change of sign, or a loss narrowing or widening. */
export function changeWords(change: RecordYearChange, of: 'sales' | 'profit', messages: Messages): string {
  const growth = change.growth;
  if (growth !== undefined && growth.value !== null) {
    if (change.both_negative !== true) return messages.figure(growth);
    const size = { ...growth, value: Math.abs(growth.value) };
    return messages.format(growth.value < 0 ? 'record.loss_narrowed' : 'record.loss_widened', { growth: size });
  }
  if (change.turned === 'positive') return messages.format(of === 'profit' ? 'record.turned_profitable' : 'record.turned_positive');
  if (change.turned === 'negative') return messages.format(of === 'profit' ? 'record.turned_loss_making' : 'record.turned_negative');
  return messages.format('common.not_available');
}
