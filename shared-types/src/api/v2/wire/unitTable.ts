import { type Unit } from '../figure';
import { isUnit } from '../figureDisplay';

/**
 * Where the wire writes a figure as a bare number (docs/research-answer-v2.md): the unit each
 * place of the document declares, and each reason code's parameter. A place is the path of
 * object keys from the answer's root, `[]` for an array's items ('value.owner_earnings.result',
 * 'governance.signals[share_count].series[]': an item with a string id, or metric, is named by it); a reason parameter is `<code>:<name>`. The wire names the table
 * it was written with, since a bare number means nothing without it.
 */
export interface UnitTable {
  readonly version: string;
  readonly places: ReadonlyMap<string, Unit>;
  readonly params: ReadonlyMap<string, Unit>;
  /** Each key of the answer the wire writes short ('outcome' → 'A'), and back (docs/research-answer-v2.md, 'Keys'). */
  readonly shortKeys: ReadonlyMap<string, string>;
  readonly longKeys: ReadonlyMap<string, string>;
}

/** The table as generated: each unit with its places and its reason parameters, and the keys written short, most frequent first. */
export interface GeneratedUnits {
  readonly version: string;
  readonly places: Readonly<Record<string, readonly string[]>>;
  readonly params: Readonly<Record<string, readonly string[]>>;
  readonly keys?: readonly string[];
}

/** What a short key looks like: one or two capital letters. No key of the answer is one, and the encoder escapes an object with such a key. */
export const SHORT_KEY = /^[A-Z]{1,2}$/;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** How many keys the table can write short: A–Z, then AA–ZZ. */
export const SHORT_KEY_COUNT = LETTERS.length + LETTERS.length * LETTERS.length;

/** The short key of the `index`th key: A … Z, AA … ZZ. */
export function shortKeyAt(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= SHORT_KEY_COUNT) throw new RangeError(`no short key for index ${index}`);
  if (index < LETTERS.length) return LETTERS[index]!;
  const rest = index - LETTERS.length;
  return LETTERS[Math.floor(rest / LETTERS.length)]! + LETTERS[rest % LETTERS.length]!;
}

function byName(byUnit: Readonly<Record<string, readonly string[]>>): Map<string, Unit> {
  const out = new Map<string, Unit>();
  for (const [unit, names] of Object.entries(byUnit)) {
    if (!isUnit(unit)) continue; // a unit this build does not know: its figures stay whole
    for (const name of names) out.set(name, unit);
  }
  return out;
}

export function unitTableOf(generated: GeneratedUnits): UnitTable {
  const keys = (generated.keys ?? []).slice(0, SHORT_KEY_COUNT);
  return {
    version: generated.version,
    places: byName(generated.places),
    params: byName(generated.params),
    shortKeys: new Map(keys.map((key, index) => [key, shortKeyAt(index)])),
    longKeys: new Map(keys.map((key, index) => [shortKeyAt(index), key])),
  };
}

/** No place declared and no key written short: every figure whole, readable by a client with any table. */
export const NO_UNITS: UnitTable = { version: 'none', places: new Map(), params: new Map(), shortKeys: new Map(), longKeys: new Map() };

export const childPlace = (place: string, key: string): string => (place === '' ? key : `${place}.${key}`);
/** What tells an array's items apart where their figures' units differ: a risk factor's threshold, a guided metric. */
const ITEM_KEYS = ['id', 'metric'] as const;

/**
 * An array item's place: `[]`, or `[<id>]` for an item with a string id (else metric), so each may
 * declare its own units. `keyOf` gives the key the item writes them under (short on the wire).
 */
export function itemPlace(place: string, item: unknown, keyOf: (key: string) => string = (key) => key): string {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    for (const key of ITEM_KEYS) {
      const fields = item as Record<string, unknown>;
      const name = fields[keyOf(key)] ?? fields[key];
      if (typeof name === 'string') return `${place}[${name}]`;
    }
  }
  return `${place}[]`;
}
export const paramName = (code: string, name: string): string => `${code}:${name}`;
