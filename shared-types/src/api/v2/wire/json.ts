/** A JSON value: what the answer and its wire are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (node: unknown): node is JsonObject => typeof node === 'object' && node !== null && !Array.isArray(node);

/** A figure as the document writes it: exactly value, unit and, when it has one, period. */
export interface WholeFigure {
  value: number | null;
  unit: string;
  period?: string;
}

export function isWholeFigure(node: unknown): node is WholeFigure & JsonObject {
  if (!isObject(node) || typeof node.unit !== 'string' || !('value' in node)) return false;
  if (node.value !== null && typeof node.value !== 'number') return false;
  const keys = Object.keys(node).length;
  return 'period' in node ? typeof node.period === 'string' && keys === 3 : keys === 2;
}

/** A reason: a code, with parameters when its message has any. */
export const isReason = (node: JsonObject): node is JsonObject & { code: string } => typeof node.code === 'string';

/**
 * Written in place of a value a declared place cannot hold as its compact form (a plain number where
 * a figure is declared): `{"$": value}`, read back verbatim.
 */
export const ESCAPE = '$';
export const isEscaped = (node: unknown): node is { $: Json } => isObject(node) && Object.keys(node).length === 1 && ESCAPE in node;
