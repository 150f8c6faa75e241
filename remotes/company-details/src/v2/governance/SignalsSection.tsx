import { GOVERNANCE_SIGNAL_AREA, type GovernanceSignal, type GovernanceV2 } from 'shared-types/api';
import type { MessageId, Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Subsection } from '../../shared/Subsection';
import { Sentences, WordChip, type ChipWord } from './Chip';
import { englishLang } from '../../i18n/englishLang';
import { PartTable } from './PartTable';
import chips from './chips.module.css';
import { OwnershipFacts } from './OwnershipFacts';
import { notDilutionSentence } from './shareActionWords';

const OUTCOME: Readonly<Record<string, ChipWord>> = {
  ok: { id: 'governance.outcome.ok', tone: 'good' },
  concern: { id: 'governance.outcome.concern', tone: 'bad' },
  not_assessed: { id: 'governance.outcome.not_assessed', tone: 'neutral' },
};

const COLUMNS: readonly MessageId[] = ['v2.governance.signals.signal', 'v2.governance.signals.area', 'v2.governance.signals.outcome'];

export function signalName(id: string, messages: Messages): string {
  const code = `governance.signal.${id}.name`;
  return messages.has(code) ? messages.format(code) : messages.format('v2.governance.signal.other');
}

function areaName(id: string, messages: Messages): string {
  const area = Object.hasOwn(GOVERNANCE_SIGNAL_AREA, id) ? GOVERNANCE_SIGNAL_AREA[id as keyof typeof GOVERNANCE_SIGNAL_AREA] : undefined;
  return messages.format(area === undefined ? 'common.not_available' : `governance.area.${area}`);
}

/** A signal's reason worded, with the share count by year and the corporate actions set aside where it has them. */
function signalSentence(signal: GovernanceSignal, messages: Messages): string {
  const parts = [`${signalName(signal.id, messages)}: ${messages.format(signal.reason.code, signal.reason.params)}`];
  if (signal.series !== undefined && signal.series.length > 0) {
    const years = signal.series.map((f) => messages.format('v2.governance.in_year', { fy: f.period ?? '', text: messages.figure(f) }));
    parts.push(`${messages.format('governance.share_count.series')}: ${years.join(', ')}.`);
  }
  const actions = notDilutionSentence(signal.corporate_actions, messages);
  return actions === null ? parts.join(' ') : `${parts.join(' ')} ${actions}`;
}

/** What the signals add up to, and what the data cannot show. */
function summarySentences(governance: GovernanceV2, messages: Messages): string[] {
  const assessed = governance.signals.filter((s) => s.outcome !== 'not_assessed');
  const concerns = assessed.filter((s) => s.outcome === 'concern').map((s) => signalName(s.id, messages).toLowerCase());
  const summary =
    assessed.length === 0
      ? messages.format('governance.signals.none_assessed')
      : messages.format('governance.signals.summary', {
          checked: assessed.length,
          names: assessed.map((s) => signalName(s.id, messages).toLowerCase()),
          concerns: concerns.length,
          concern_names: concerns,
        });
  return [summary, messages.format(governance.shareholding === undefined ? 'governance.cannot_see' : 'governance.cannot_see_with_patterns')];
}

/**
 * Part 1's governance signals: a small table of each signal's area and outcome (a chip), then the
 * shareholding and dividend facts; each signal's figures and threshold are sentences under the working.
 */
export function SignalsSection({
  governance,
  workingId,
  ownershipWorkingId,
  open,
}: {
  governance: GovernanceV2;
  workingId: string;
  ownershipWorkingId: string;
  open: boolean;
}) {
  const words = useWords();
  const messages = useMessages();
  const signals = governance.signals;
  return (
    <Subsection title={words('v2.governance.signals.title')}>
      {signals.length === 0 ? (
        <p className={chips.muted}>{words('v2.governance.signals.none')}</p>
      ) : (
        <PartTable caption="v2.governance.signals.caption" columns={COLUMNS}>
          {signals.map((signal, index) => (
            <tr key={index}>
              <th scope="row" lang={englishLang(messages.locale, signalName(signal.id, messages))}>
                {signalName(signal.id, messages)}
              </th>
              <td>{areaName(signal.id, messages)}</td>
              <td>
                <WordChip words={OUTCOME} value={signal.outcome} fallback="v2.governance.outcome.other" />
              </td>
            </tr>
          ))}
        </PartTable>
      )}
      <Sentences id={workingId} open={open} sentences={[...signals.map((s) => signalSentence(s, messages)), ...summarySentences(governance, messages)]} />
      <OwnershipFacts governance={governance} workingId={ownershipWorkingId} open={open} />
    </Subsection>
  );
}
