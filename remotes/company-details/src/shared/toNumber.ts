/**
 * A number from the payload: finite numbers as they are, numeric text read as
 * a decimal (thousands separators ignored). Empty, null, undefined, 'NA' and
 * anything else are unknown (null).
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  if (text === '' || text.toUpperCase() === 'NA') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
