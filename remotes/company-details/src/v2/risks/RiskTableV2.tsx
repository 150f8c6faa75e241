import { riskMessageParams, type RiskFactorV2 } from 'shared-types/api';
import type { MessageId, Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import sections from '../../sections/sections.module.css';
import { ScrollTable } from '../../shared/ScrollTable';
import { Chip, WordChip, type ChipWord } from '../governance/Chip';
import chips from '../governance/chips.module.css';
import { englishLang } from '../../i18n/englishLang';
import { notDilutionSentence } from '../governance/shareActionWords';
import { riskDataPeriod, riskDataPhrases } from './riskData';
import styles from './risks.module.css';

const COLUMNS: readonly MessageId[] = ['view.risks.factor', 'view.risks.assessment', 'view.risks.data', 'view.risks.justification'];

/** The spec's words for an outcome (YES, NO, N/A) and their tone; an outcome a newer server sends is neutral. */
const ASSESSMENT: Readonly<Record<string, ChipWord>> = {
  flag: { id: 'v2.risks.assessment.flag', tone: 'bad' },
  clear: { id: 'v2.risks.assessment.clear', tone: 'good' },
  not_assessed: { id: 'v2.risks.assessment.not_assessed', tone: 'neutral' },
  not_applicable: { id: 'v2.risks.assessment.not_applicable', tone: 'neutral' },
};

const NOT_WEIGHED: Readonly<Record<string, MessageId>> = { not_assessed: 'outcome.not_assessed', not_applicable: 'outcome.not_applicable' };

/** A factor's name ('High leverage (debt to equity)'); one a newer server adds is named generically, never by its id. */
export function riskFactorName(id: string, messages: Messages): string {
  const code = `risk.${id}.name`;
  return messages.has(code) ? messages.format(code) : messages.format('v2.risks.factor.other');
}

/** The Justification: the reason worded with the factor's figures, and the corporate actions set aside. */
function justification(factor: RiskFactorV2, messages: Messages): string {
  const reason = messages.format(factor.reason.code, riskMessageParams(factor));
  const actions = notDilutionSentence(factor.corporate_actions, messages);
  return actions === null ? reason : `${reason} ${actions}`;
}

function AssessmentCell({ factor }: { factor: RiskFactorV2 }) {
  const words = useWords();
  return (
    <span className={styles.assessment}>
      <WordChip words={ASSESSMENT} value={factor.outcome} fallback="v2.risks.assessment.other" />
      {factor.severe === true && factor.outcome === 'flag' && <Chip tone="bad">{words('v2.risks.severe')}</Chip>}
    </span>
  );
}

function DataCell({ factor }: { factor: RiskFactorV2 }) {
  const messages = useMessages();
  const words = useWords();
  const notWeighed = Object.hasOwn(NOT_WEIGHED, factor.outcome) ? NOT_WEIGHED[factor.outcome] : undefined;
  if (notWeighed !== undefined) return <span className={chips.muted}>{words(notWeighed)}</span>;
  const phrases = riskDataPhrases(factor, messages);
  const period = riskDataPeriod(factor);
  if (phrases.length === 0) return <span className={chips.muted}>{words('common.not_available')}</span>;
  return (
    <>
      {phrases.join(' · ')}
      {period !== undefined && <span className={`${chips.small} ${styles.period}`}>{period}</span>}
    </>
  );
}

/**
 * Part 2's table: Risk Factor, Assessment (a chip with the spec's YES, NO or N/A), Data (the
 * factor's figures against its threshold) and Justification, the reason worded, shown only with
 * the working. Explicit roles keep it a table when a phone's CSS stacks each row as a card.
 */
export function RiskTableV2({ factors, id, withJustification }: { factors: readonly RiskFactorV2[]; id: string; withJustification: boolean }) {
  const words = useWords();
  const messages = useMessages();
  return (
    <div id={id}>
      <ScrollTable caption={words('view.risks.caption')} tableClassName={sections.stackedTable}>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column, index) => (
              <th key={column} scope="col" role="columnheader" hidden={index === 3 && !withJustification}>
                {words(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {factors.map((factor, index) => (
            <tr key={`${factor.id}-${index}`} role="row" data-outcome={factor.outcome}>
              <th scope="row" role="rowheader" data-label={words('view.risks.factor')} lang={englishLang(messages.locale, riskFactorName(factor.id, messages))}>
                {riskFactorName(factor.id, messages)}
              </th>
              <td role="cell" data-label={words('view.risks.assessment')}>
                <AssessmentCell factor={factor} />
              </td>
              <td role="cell" data-label={words('view.risks.data')}>
                <DataCell factor={factor} />
              </td>
              <td
                role="cell"
                data-label={words('view.risks.justification')}
                hidden={!withJustification}
                lang={englishLang(messages.locale, justification(factor, messages))}
              >
                {justification(factor, messages)}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
