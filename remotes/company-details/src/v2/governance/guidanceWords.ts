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

/**
 * How far a result landed from its guidance, in the catalogue's words: capex against its plan band,
 * a percent figure by the points missed or beaten, an amount by the crore and the share short.
 * Null when either figure is unknown.
 */
export function gapWords(c: Comparison, method: GovernanceV2['guidance']['credibility']['method'], messages: Messages): string | null {
  const guided = c.guided.value;
  const actual = c.actual.value;
  if (guided === null || actual === null) return null;
  const gap = actual - guided;
  const hit = c.outcome === 'delivered';
  const base = Math.max(Math.abs(guided), 1);
  if (c.metric === 'capex_crore') {
    const tolerance = method?.params?.capex_tolerance ?? null;
    const params = { deviation: { value: Math.abs(gap) / base, unit: 'fraction' } as Figure, side: gap >= 0 ? 'above' : 'below', tolerance };
    return messages.format(hit ? 'guidance.gap.on_plan' : 'guidance.gap.off_plan', params, { decimals: { deviation: 0, tolerance: 0 } });
  }
  if (gap === 0) return messages.format('guidance.gap.exact');
  const size: Figure = c.guided.unit === 'fraction' ? { value: Math.abs(gap) * 100, unit: 'percentage_points' } : { value: Math.abs(gap), unit: c.guided.unit };
  // A gap too small to show is in line (or a hair short), not 'beating it by 0.0'.
  if (messages.figure(size) === messages.figure({ ...size, value: 0 })) return messages.format(hit ? 'guidance.gap.in_line' : 'guidance.gap.hair_short');
  if (hit) return messages.format('guidance.gap.beat', { gap: size });
  if (c.guided.unit === 'fraction') return messages.format('guidance.gap.missed_points', { gap: size });
  return messages.format('guidance.gap.missed_amount', { gap: size, short: { value: -gap / base, unit: 'fraction' } }, { decimals: { short: 0 } });
}
