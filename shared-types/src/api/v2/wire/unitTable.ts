import { type Unit } from '../figure';
import { isUnit } from '../figureDisplay';

/**
 * Where the wire writes a figure as a bare number (docs/research-answer-v2.md): the unit each
 * place of the document declares, and each reason code's parameter. A place is the path of
 * object keys from the answer's root, `[]` for an array's items ('value.owner_earnings.result',
 * 'governance.signals[].series[]'); a reason parameter is `<code>:<name>`. The wire names the table
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
export const itemPlace = (place: string): string => `${place}[]`;
export const paramName = (code: string, name: string): string => `${code}:${name}`;
