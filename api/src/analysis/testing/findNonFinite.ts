/**
 * Recursive payload check for the tests: lists the path of every number that is
 * NaN or ±Infinity, every undefined, and every string that shows a formatting
 * slip ('NaN', 'Infinity', 'undefined', '[object Object]').
 */

const BAD_TEXT = /\bNaN\b|Infinity|\bundefined\b|\[object Object\]/;

export function findNonFinite(value: unknown, path = '$'): string[] {
  if (value === undefined) return [`${path}: undefined`];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path}: ${String(value)}`];
  if (typeof value === 'string') return BAD_TEXT.test(value) ? [`${path}: "${value.slice(0, 120)}"`] : [];
  if (value === null || typeof value !== 'object') return [];
  const out: string[] = [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...findNonFinite(item, `${path}[${i}]`)));
  else for (const [key, item] of Object.entries(value)) out.push(...findNonFinite(item, `${path}.${key}`));
  return out;
}
