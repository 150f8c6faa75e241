import { FIGURE_SIGNIFICANT_DIGITS, type Figure, type Unit, type Reason, type ReasonParam } from 'shared-types/api';

/**
 * How the engine writes a v2 figure: the value to FIGURE_SIGNIFICANT_DIGITS (shared-types), so
 * the payload carries no binary noise and display rounding is never done twice, and
 * null for anything unknown or not finite.
 */
export function figure(value: number | null | undefined, unit: Unit, period?: string | null): Figure {
  const known = value !== null && value !== undefined && Number.isFinite(value);
  // `+ 0` turns -0 into 0: a reader must never see '-0'.
  const rounded = known ? Number(value.toPrecision(FIGURE_SIGNIFICANT_DIGITS)) + 0 : null;
  return period === null || period === undefined ? { value: rounded, unit } : { value: rounded, unit, period };
}

/** A reason code with its parameters; parameters that are undefined are left out. */
export function reason(code: string, params?: Record<string, ReasonParam | undefined>): Reason {
  if (params === undefined) return { code };
  const kept = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, ReasonParam>;
  return Object.keys(kept).length === 0 ? { code } : { code, params: kept };
}
