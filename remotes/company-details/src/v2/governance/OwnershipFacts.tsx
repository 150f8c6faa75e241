import type { ReactNode } from 'react';
import type { Figure, GovernanceV2, ShareholdingV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Subsection } from '../../shared/Subsection';
import { Sentences, WordChip, type ChipWord } from './Chip';
import styles from './governance.module.css';
import { notDilutionSentence } from './shareActionWords';

type Holding = NonNullable<ShareholdingV2['promoter']>;

const MOVEMENT: Readonly<Record<string, ChipWord>> = {
  up: { id: 'v2.governance.movement.up', tone: 'plain' },
  down: { id: 'v2.governance.movement.down', tone: 'plain' },
  steady: { id: 'v2.governance.movement.steady', tone: 'plain' },
};
const PLEDGE: Readonly<Record<string, ChipWord>> = {
  none: { id: 'v2.governance.pledge.none', tone: 'good' },
  low: { id: 'v2.governance.pledge.low', tone: 'good' },
  concern: { id: 'v2.governance.pledge.concern', tone: 'warn' },
  red_flag: { id: 'v2.governance.pledge.red_flag', tone: 'bad' },
};
const VERDICT: Readonly<Record<string, ChipWord>> = {
  material_dilution: { id: 'v2.governance.share_change.material_dilution', tone: 'bad' },
  corporate_action: { id: 'v2.governance.share_change.corporate_action', tone: 'plain' },
};

const size = (figure: Figure): Figure => ({ ...figure, value: figure.value === null ? null : Math.abs(figure.value) });

/** The holding's trend against the earlier pattern, in a sentence. */
function trend(holding: Holding, messages: Messages): string {
  const earlier = holding.earlier;
  if (earlier === undefined) return messages.format('shareholding.trend.single');
  const params = { earlier, earlier_as_of: earlier.period ?? null };
  if (holding.direction === 'steady' || holding.latest.value === null || earlier.value === null) return messages.format('shareholding.trend.steady', params);
  const change: Figure = { value: Math.abs(holding.latest.value - earlier.value) * 100, unit: 'percentage_points' };
  return messages.format('shareholding.trend.moved', { ...params, direction: holding.direction ?? 'up', change });
}

/** The shareholding patterns, the share count and the dividend in the catalogue's sentences. */
function sentences(governance: GovernanceV2, messages: Messages): string[] {
  const lines: string[] = [];
  const s = governance.shareholding;
  if (s === undefined) lines.push(messages.format('shareholding.none'));
  else {
    if (s.promoter !== undefined) {
      lines.push(
        `${messages.format('shareholding.promoter', { latest: s.promoter.latest, as_of: s.promoter.latest.period ?? s.as_of })} ${trend(s.promoter, messages)}`,
      );
      if (s.promoter.direction === 'down') lines.push(messages.format('shareholding.promoter.falling'));
    } else lines.push(messages.format('shareholding.promoter.not_stated', { as_of: s.as_of }));
    const p = s.pledge;
    if (p === undefined) lines.push(messages.format('shareholding.pledge.not_stated', { as_of: s.as_of }));
    else if (messages.has(`shareholding.pledge.${p.level}`))
      lines.push(
        messages.format(`shareholding.pledge.${p.level}`, {
          share: p.share,
          as_of: p.share.period ?? s.as_of,
          concern_above: p.concern_above,
          red_flag_above: p.red_flag_above,
        }),
      );
    const i = s.institutions;
    if (i !== undefined)
      lines.push(
        `${messages.format('shareholding.institutions', { latest: i.latest, as_of: i.latest.period ?? s.as_of, foreign: i.foreign ?? null, domestic: i.domestic ?? null })} ${trend(i, messages)}`,
      );
  }
  const c = governance.share_change;
  if (c !== undefined) {
    const moved = c.change.value !== null && Math.abs(c.change.value) >= 0.005;
    const period = c.change.period ?? null;
    lines.push(
      moved
        ? messages.format('governance.share_change.moved', { direction: (c.change.value ?? 0) < 0 ? 'down' : 'up', change: size(c.change), period })
        : messages.format('governance.share_change.unchanged', { period }),
    );
    if (c.verdict !== undefined && messages.has(`governance.share_change.${c.verdict}`)) lines.push(messages.format(`governance.share_change.${c.verdict}`));
    const actions = notDilutionSentence(c.corporate_actions, messages);
    if (actions !== null) lines.push(actions);
  }
  const d = governance.dividends;
  if (d !== undefined) lines.push(messages.format('governance.dividends.payout', { fy: d.payout.period ?? null, payout: d.payout, amount: d.amount }));
  return lines;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Shareholding and dividends as facts: promoter holding and its direction, pledged promoter shares
 * with their level as a chip, institutional holding, the change in shares outstanding and the
 * dividend payout; the catalogue's sentences on each under the working.
 */
export function OwnershipFacts({ governance, workingId, open }: { governance: GovernanceV2; workingId: string; open: boolean }) {
  const words = useWords();
  const messages = useMessages();
  const s = governance.shareholding;
  const c = governance.share_change;
  const d = governance.dividends;
  return (
    <Subsection title={words('v2.governance.ownership.title')} level={5}>
      <dl className={styles.facts}>
        {s?.promoter !== undefined && (
          <Fact label={words('v2.governance.ownership.promoter')}>
            {messages.figure(s.promoter.latest)} <WordChip words={MOVEMENT} value={s.promoter.direction} />
          </Fact>
        )}
        {s?.pledge !== undefined && (
          <Fact label={words('v2.governance.ownership.pledge')}>
            {messages.figure(s.pledge.share)} <WordChip words={PLEDGE} value={s.pledge.level} />
          </Fact>
        )}
        {s?.institutions !== undefined && (
          <Fact label={words('v2.governance.ownership.institutions')}>
            {messages.figure(s.institutions.latest)} <WordChip words={MOVEMENT} value={s.institutions.direction} />
          </Fact>
        )}
        {c !== undefined && (
          <Fact label={words('v2.governance.ownership.share_change')}>
            {c.change.period === undefined ? messages.figure(c.change) : words('v2.governance.over', { figure: c.change, period: c.change.period })}{' '}
            <WordChip words={VERDICT} value={c.verdict} />
          </Fact>
        )}
        {d !== undefined && (
          <Fact label={words('v2.governance.ownership.dividend_payout')}>{words('v2.governance.payout', { payout: d.payout, amount: d.amount })}</Fact>
        )}
      </dl>
      {s !== undefined && <p className={styles.source}>{words('v2.governance.ownership.as_of', { as_of: s.as_of })}</p>}
      <Sentences id={workingId} open={open} sentences={sentences(governance, messages)} />
    </Subsection>
  );
}
