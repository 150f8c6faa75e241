import { type Context } from '../context/buildContext';
import { formatPct, formatPoints } from '../format';
import { CANNOT_SEE } from '../metrics/governanceSignals';
import { PLEDGE_CONCERN, PLEDGE_RED_FLAG, readShareholding, type HoldingTrend, type Shareholding } from '../metrics/shareholding';

/**
 * Part 1's reading of the shareholding patterns (api/src/analysis/README.md,
 * 'Shareholding'): promoter holding and its trend, the pledged share of it,
 * and the institutions' holding and its trend, each with its date.
 */

function change(t: HoldingTrend): string {
  if (t.earlier === null || t.earlierAsOf === null || t.direction === null) return 'only one pattern is on record, so there is no trend yet';
  if (t.direction === 'steady') return `steady against ${formatPct(t.earlier)} on ${t.earlierAsOf}`;
  return `${t.direction} ${formatPoints(t.latest - t.earlier)} from ${formatPct(t.earlier)} on ${t.earlierAsOf}`;
}

function promoterLine(s: Shareholding): string {
  const p = s.promoter;
  if (p === null) return `Promoter holding: not stated in the shareholding pattern of ${s.asOf}.`;
  if (p.latest === 0) return `Promoter holding: no promoter group holds shares (pattern of ${p.latestAsOf}); the company is widely held.`;
  const why =
    p.direction === 'down'
      ? ' A falling promoter stake is worth a look: read the filings for sales, dilution by a share issue, or a move to a holding company.'
      : '';
  return `Promoter holding: ${formatPct(p.latest)} of shares on ${p.latestAsOf}, ${change(p)}.${why}`;
}

function pledgeLine(s: Shareholding): string | null {
  const p = s.pledge;
  if (s.promoter?.latest === 0) return null;
  if (p === null) return `Pledged promoter shares: the shareholding pattern of ${s.asOf} does not say, so pledges are not assessed.`;
  const share = `${formatPct(p.share)} of the promoter group's shares pledged or encumbered (${p.asOf})`;
  switch (p.level) {
    case 'none':
      return `Pledged promoter shares: none (${p.asOf}).`;
    case 'low':
      return `Pledged promoter shares: ${share}, under the ${formatPct(PLEDGE_CONCERN, 0)} level at which it becomes a concern.`;
    case 'concern':
      return `Pledged promoter shares: ${share} — a concern (above ${formatPct(PLEDGE_CONCERN, 0)}): the promoter has borrowed against the stake, and a fall in the price can force a sale.`;
    case 'red_flag':
      return `Pledged promoter shares: ${share} — a red flag (above ${formatPct(PLEDGE_RED_FLAG, 0)}): a fall in the price can force lenders to sell the pledged shares and loosen the promoter's control.`;
  }
}

function institutionsLine(s: Shareholding): string | null {
  const i = s.institutions;
  if (i === null) return null;
  const parts = [i.foreign === null ? null : `foreign ${formatPct(i.foreign)}`, i.domestic === null ? null : `domestic ${formatPct(i.domestic)}`].filter(
    (part): part is string => part !== null,
  );
  return `Institutional holding (${parts.join(', ')}): ${formatPct(i.latest)} of shares on ${i.latestAsOf}, ${change(i)}.`;
}

/** The Key Insights lines on ownership; one line saying what is missing when no pattern was imported. */
export function shareholdingInsights(ctx: Context): string[] {
  const s = readShareholding(ctx.shareholding);
  if (s === null)
    return ['Shareholding: no shareholding pattern has been imported, so promoter holding, pledged shares and institutional holding are not assessed.'];
  return [promoterLine(s), pledgeLine(s), institutionsLine(s)].filter((line): line is string => line !== null);
}

/**
 * Part 1's governance summary with what the data cannot show brought up to
 * date: with a shareholding pattern, promoter holding and pledges are no longer among it.
 */
export function seenInFilings(text: string, ctx: Context): string {
  if (ctx.shareholding.length === 0) return text;
  return text.replace(
    CANNOT_SEE,
    'The imported statements and shareholding patterns cannot show related-party transactions or the auditor’s remarks; read the annual report for those.',
  );
}
