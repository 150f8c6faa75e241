import { type Figure, type Unit, type Reason, type ReasonParam } from 'shared-types/api';

/**
 * How the engine writes a v2 figure: the value at full precision, null for anything unknown or not
 * finite. Rounding happens once, where a figure is shown: rounded here first, a value just below a
 * half step would be rounded twice (book value 67.335 shown as 67.33 where v1 says 67.34), and v1,
 * rendered from stored v2, would no longer be byte for byte what v1 clients were sent
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
export function figure(value: number | null | undefined, unit: Unit, period?: string | null): Figure {
  const known = value !== null && value !== undefined && Number.isFinite(value);
  // `+ 0` turns -0 into 0: a reader must never see '-0'.
  const kept = known ? value + 0 : null;
  return period === null || period === undefined ? { value: kept, unit } : { value: kept, unit, period };
}

/** A reason code with its parameters; parameters that are undefined are left out. */
export function reason(code: string, params?: Record<string, ReasonParam | undefined>): Reason {
  if (params === undefined) return { code };
  const kept = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, ReasonParam>;
  return Object.keys(kept).length === 0 ? { code } : { code, params: kept };
}
