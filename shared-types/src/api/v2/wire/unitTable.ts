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
}

/** The table as generated: each unit with its places and its reason parameters. */
export interface GeneratedUnits {
  readonly version: string;
  readonly places: Readonly<Record<string, readonly string[]>>;
  readonly params: Readonly<Record<string, readonly string[]>>;
}

function byName(byUnit: Readonly<Record<string, readonly string[]>>): Map<string, Unit> {
  const out = new Map<string, Unit>();
  for (const [unit, names] of Object.entries(byUnit)) {
    if (!isUnit(unit)) continue; // a unit this build does not know: its figures stay whole
    for (const name of names) out.set(name, unit);
  }
  return out;
}

export const unitTableOf = (generated: GeneratedUnits): UnitTable => ({
  version: generated.version,
  places: byName(generated.places),
  params: byName(generated.params),
});

/** No place declared: every figure is written whole, readable by a client with any table. */
export const NO_UNITS: UnitTable = { version: 'none', places: new Map(), params: new Map() };

export const childPlace = (place: string, key: string): string => (place === '' ? key : `${place}.${key}`);
/** What tells an array's items apart where their figures' units differ: a risk factor's threshold, a guided metric. */
const ITEM_KEYS = ['id', 'metric'] as const;

/** An array item's place: `[]`, or `[<id>]` for an item with a string id (else metric), so each may declare its own units. */
export function itemPlace(place: string, item: unknown): string {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    for (const key of ITEM_KEYS) {
      const name = (item as Record<string, unknown>)[key];
      if (typeof name === 'string') return `${place}[${name}]`;
    }
  }
  return `${place}[]`;
}
export const paramName = (code: string, name: string): string => `${code}:${name}`;
