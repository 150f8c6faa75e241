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

/** A reason code as the catalogue writes them: dotted, lower case ('risk.leverage.high'). */
const REASON_CODE = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** A reason the wire writes [code] or [code, params]: nothing but a dotted code and its parameters. */
export function isCompactReason(node: JsonObject): node is { code: string; params?: JsonObject } {
  const keys = Object.keys(node);
  return (
    typeof node.code === 'string' &&
    REASON_CODE.test(node.code) &&
    keys.every((key) => key === 'code' || key === 'params') &&
    (node.params === undefined || isObject(node.params))
  );
}

/** An array the wire reads as a reason: [code] or [code, params]. The encoder escapes any other array of that shape. */
export const readsAsReason = (node: Json[]): node is [string] | [string, JsonObject] =>
  typeof node[0] === 'string' && REASON_CODE.test(node[0]) && (node.length === 1 || (node.length === 2 && isObject(node[1])));

/**
 * Written in place of a value that would read as a compact form (a plain number where a figure is
 * declared, an array of the shape of a reason) or as an escape: `{"$": value}`, read back verbatim.
 */
export const ESCAPE = '$';
export const isEscaped = (node: unknown): node is { $: Json } => isObject(node) && Object.keys(node).length === 1 && ESCAPE in node;
