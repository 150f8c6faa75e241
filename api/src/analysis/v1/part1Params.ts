import { type Figure, type Reason } from 'shared-types/api';

/** Reading a v2 reason's parameters back for the v1 text (docs/decisions/0005-payload-v2-and-message-catalogue.md). */

type Params = Reason['params'];

const isFigure = (v: unknown): v is Figure => typeof v === 'object' && v !== null && !Array.isArray(v) && 'unit' in v;

/** A figure's value, or a plain number's; null when absent or unknown. */
export function valueOf(params: Params, key: string): number | null {
  const v = params?.[key];
  if (isFigure(v)) return v.value;
  return typeof v === 'number' ? v : null;
}

export function textOf(params: Params, key: string): string {
  const v = params?.[key];
  return typeof v === 'string' ? v : '';
}

export function listOf(params: Params, key: string): string[] {
  const v = params?.[key];
  return Array.isArray(v) ? v : [];
}

/** A fiscal-year id 'FY2025' as its year. */
export const yearOf = (fy: string): number => Number(fy.replace(/^FY/, ''));
