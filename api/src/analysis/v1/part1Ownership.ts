import { type Figure, type GovernanceV2, type ShareholdingV2 } from 'shared-types/api';
import { formatCrore, formatPct, formatPoints } from '../format';
import { shareActionsText } from './shareActionText';

/**
 * Part 1's Key Insights lines on ownership in the v1 words, from the v2 data: the share count
 * over three years, the latest dividend, and the shareholding patterns (api/src/analysis/README.md,
 * 'Shareholding'). Frozen v1 wording (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

type Holding = NonNullable<ShareholdingV2['promoter']>;

function change(t: Holding): string {
  const earlier = t.earlier;
  if (earlier === undefined || t.direction === undefined) return 'only one pattern is on record, so there is no trend yet';
  if (t.direction === 'steady') return `steady against ${formatPct(earlier.value)} on ${earlier.period ?? ''}`;
  const moved = t.latest.value === null || earlier.value === null ? null : t.latest.value - earlier.value;
  return `${t.direction} ${formatPoints(moved)} from ${formatPct(earlier.value)} on ${earlier.period ?? ''}`;
}

function promoterLine(s: ShareholdingV2): string {
  const p = s.promoter;
  if (p === undefined) return `Promoter holding: not stated in the shareholding pattern of ${s.as_of}.`;
  if (p.latest.value === 0) return `Promoter holding: no promoter group holds shares (pattern of ${p.latest.period ?? ''}); the company is widely held.`;
  const why =
    p.direction === 'down'
      ? ' A falling promoter stake is worth a look: read the filings for sales, dilution by a share issue, or a move to a holding company.'
      : '';
  return `Promoter holding: ${formatPct(p.latest.value)} of shares on ${p.latest.period ?? ''}, ${change(p)}.${why}`;
}

function pledgeLine(s: ShareholdingV2): string | null {
  const p = s.pledge;
  if (s.promoter?.latest.value === 0) return null;
  if (p === undefined) return `Pledged promoter shares: the shareholding pattern of ${s.as_of} does not say, so pledges are not assessed.`;
  const asOf = p.share.period ?? '';
  const share = `${formatPct(p.share.value)} of the promoter group's shares pledged or encumbered (${asOf})`;
  switch (p.level) {
    case 'none':
      return `Pledged promoter shares: none (${asOf}).`;
    case 'low':
      return `Pledged promoter shares: ${share}, under the ${formatPct(p.concern_above.value, 0)} level at which it becomes a concern.`;
    case 'concern':
      return `Pledged promoter shares: ${share} — a concern (above ${formatPct(p.concern_above.value, 0)}): the promoter has borrowed against the stake, and a fall in the price can force a sale.`;
    default:
      return `Pledged promoter shares: ${share} — a red flag (above ${formatPct(p.red_flag_above.value, 0)}): a fall in the price can force lenders to sell the pledged shares and loosen the promoter's control.`;
  }
}

function institutionsLine(s: ShareholdingV2): string | null {
  const i = s.institutions;
  if (i === undefined) return null;
  const part = (word: string, f: Figure | undefined): string[] => (f === undefined ? [] : [`${word} ${formatPct(f.value)}`]);
  const parts = [...part('foreign', i.foreign), ...part('domestic', i.domestic)];
  return `Institutional holding (${parts.join(', ')}): ${formatPct(i.latest.value)} of shares on ${i.latest.period ?? ''}, ${change(i)}.`;
}

/** The lines on the shareholding patterns; one saying what is missing when none was imported. */
export function shareholdingLines(s: ShareholdingV2 | undefined): string[] {
  if (s === undefined)
    return ['Shareholding: no shareholding pattern has been imported, so promoter holding, pledged shares and institutional holding are not assessed.'];
  return [promoterLine(s), pledgeLine(s), institutionsLine(s)].filter((line): line is string => line !== null);
}

export function shareChangeLine(s: NonNullable<GovernanceV2['share_change']>): string {
  const c = s.change.value ?? 0;
  const moved = Math.abs(c) < 0.005 ? 'were unchanged' : `${c > 0 ? 'rose' : 'fell'} ${formatPct(Math.abs(c))}`;
  const why = s.corporate_actions === undefined ? '' : ` (${shareActionsText(s.corporate_actions)})`;
  const verdict =
    s.verdict === 'material_dilution'
      ? ': material dilution of existing holders'
      : s.verdict === 'corporate_action'
        ? ', a corporate action rather than dilution'
        : '';
  return `Shares outstanding ${moved} over ${s.change.period ?? ''}${why}${verdict}.`;
}

export function dividendLine(d: NonNullable<GovernanceV2['dividends']>): string {
  return `${d.payout.period ?? ''} dividends were ${formatPct(d.payout.value, 0)} of net profit (${formatCrore(d.amount.value)}).`;
}
