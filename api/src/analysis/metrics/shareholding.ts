import { type ShareholdingPoint } from '../types';

/**
 * Who owns the company, from the shareholding patterns it filed with the
 * exchange (api/src/analysis/README.md, 'Shareholding'): the promoter group's
 * holding and its trend over a year, the share of it pledged, and the
 * institutions' holding and its trend. Percents here are fractions (0.575).
 */

/** Pledged share of the promoter group's own holding: above 10% a concern, above 25% a red flag. */
export const PLEDGE_CONCERN = 0.1;
export const PLEDGE_RED_FLAG = 0.25;
/** A holding that moved less than one percentage point over the year is steady. */
export const STEADY_POINTS = 0.01;

export type PledgeLevel = 'none' | 'low' | 'concern' | 'red_flag';

/** A holding on two dates: the latest pattern and the one about a year before (else the earliest). */
export interface HoldingTrend {
  latest: number;
  latestAsOf: string;
  earlier: number | null;
  earlierAsOf: string | null;
  direction: 'up' | 'down' | 'steady' | null;
}

export interface Shareholding {
  asOf: string;
  promoter: HoldingTrend | null;
  /** Fraction of the promoter group's shares pledged or encumbered, on the latest pattern that states it. */
  pledge: { share: number; asOf: string; level: PledgeLevel } | null;
  /** Foreign plus domestic institutions. */
  institutions: (HoldingTrend & { foreign: number | null; domestic: number | null }) | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / DAY_MS;

function trend(points: readonly ShareholdingPoint[], pick: (p: ShareholdingPoint) => number | null): HoldingTrend | null {
  const known = points.filter((p) => pick(p) !== null);
  const last = known.at(-1);
  if (last === undefined) return null;
  // The pattern nearest a year before the latest, at least nine months before it; the earliest when none is that old.
  const yearBefore = known.filter((p) => daysBetween(p.asOf, last.asOf) >= 270);
  const earlier =
    yearBefore.length > 0
      ? yearBefore.reduce((best, p) => (Math.abs(daysBetween(p.asOf, last.asOf) - 365) < Math.abs(daysBetween(best.asOf, last.asOf) - 365) ? p : best))
      : known.length > 1
        ? known[0]
        : undefined;
  const latest = (pick(last) as number) / 100;
  const before = earlier === undefined ? null : (pick(earlier) as number) / 100;
  const direction = before === null ? null : Math.abs(latest - before) < STEADY_POINTS ? 'steady' : latest > before ? 'up' : 'down';
  return { latest, latestAsOf: last.asOf, earlier: before, earlierAsOf: earlier?.asOf ?? null, direction };
}

export function pledgeLevel(share: number): PledgeLevel {
  if (share > PLEDGE_RED_FLAG) return 'red_flag';
  if (share > PLEDGE_CONCERN) return 'concern';
  return share > 0 ? 'low' : 'none';
}

const institutional = (p: ShareholdingPoint): number | null => (p.fiiPct === null && p.diiPct === null ? null : (p.fiiPct ?? 0) + (p.diiPct ?? 0));

/** The reading of the patterns, or null when none was imported. */
export function readShareholding(points: readonly ShareholdingPoint[]): Shareholding | null {
  const sorted = [...points].sort((a, b) => a.asOf.localeCompare(b.asOf));
  const last = sorted.at(-1);
  if (last === undefined) return null;
  const pledged = sorted.filter((p) => p.promoterPledgedPct !== null).at(-1);
  const institutions = trend(sorted, institutional);
  const latestInstitutional = sorted.filter((p) => institutional(p) !== null).at(-1);
  return {
    asOf: last.asOf,
    promoter: trend(sorted, (p) => p.promoterPct),
    pledge:
      pledged === undefined
        ? null
        : { share: (pledged.promoterPledgedPct as number) / 100, asOf: pledged.asOf, level: pledgeLevel((pledged.promoterPledgedPct as number) / 100) },
    institutions:
      institutions === null || latestInstitutional === undefined
        ? null
        : {
            ...institutions,
            foreign: latestInstitutional.fiiPct === null ? null : latestInstitutional.fiiPct / 100,
            domestic: latestInstitutional.diiPct === null ? null : latestInstitutional.diiPct / 100,
          },
  };
}
