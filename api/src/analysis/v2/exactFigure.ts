import { type Figure, type Unit } from 'shared-types/api';

/**
 * A v2 figure at full precision, for the figures v1's text is rendered from. figure() rounds to its
 * unit's decimals, and v1 rounds again when it shows the number: −117.3 / 20 = −5.865 is stored as
 * −5.86 and shown as −₹5.86 where v1 always said −₹5.87. Decision 0005 stores full precision and
 * rounds only where a figure is shown (docs/decisions/0005-payload-v2-and-message-catalogue.md);
 * JSON keeps a double exactly, so v1 rendered from stored v2 matches byte for byte.
 */
export function exactFigure(value: number | null | undefined, unit: Unit, period?: string | null): Figure {
  const known = value !== null && value !== undefined && Number.isFinite(value);
  // `+ 0` turns -0 into 0: a reader must never see '-0'.
  const kept = known ? value + 0 : null;
  return period === null || period === undefined ? { value: kept, unit } : { value: kept, unit, period };
}
