import { type Figure, type Reason, type ReasonParam } from 'shared-types/api';

/** Reading a v2 reason's parameters in the v1 renderers: a figure's value, a string id, a flag. */

const isFigure = (p: ReasonParam | undefined): p is Figure => typeof p === 'object' && p !== null && !Array.isArray(p);

/** The figure parameter `key`, or undefined. */
export const figureParam = (r: Reason | undefined, key: string): Figure | undefined => {
  const p = r?.params?.[key];
  return isFigure(p) ? p : undefined;
};

/** The value of figure parameter `key`; null when absent or unknown (the formatters print 'n/a'). */
export const numberParam = (r: Reason | undefined, key: string): number | null => figureParam(r, key)?.value ?? null;

export const stringParam = (r: Reason | undefined, key: string): string => {
  const p = r?.params?.[key];
  return typeof p === 'string' ? p : '';
};

export const countParam = (r: Reason | undefined, key: string): number => {
  const p = r?.params?.[key];
  return typeof p === 'number' ? p : 0;
};

export const flagParam = (r: Reason | undefined, key: string): boolean => r?.params?.[key] === true;

/** A figure's value, null when the figure is absent or unknown. */
export const valueOf = (f: Figure | undefined): number | null => f?.value ?? null;

/** The part of a code after `prefix.`: 'value.model.justified_pe.in' → 'justified_pe.in'. */
export const codeAfter = (r: Reason | undefined, prefix: string): string => (r?.code.startsWith(`${prefix}.`) === true ? r.code.slice(prefix.length + 1) : '');
