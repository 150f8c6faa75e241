import { type ResearchV2 } from 'shared-types/api';
import styles from '../../glance/glance.module.css';
import { useMessages } from '../../i18n/MessagesProvider';
import summaryStyles from '../../summary/summary.module.css';
import { sourceWords } from './dataLines';
import { EnglishInside } from './EnglishInside';
import { priceDate } from './priceDate';
import { SourceText } from './SourceText';
import { dayText } from './words';

/**
 * At a glance's data: the price's date and source, the statements' end, and the sources folded
 * (the note below the summary lists them too).
 */
export function DataGlanceV2({ document }: { document: ResearchV2 }) {
  const messages = useMessages();
  const dated = priceDate(messages, document);
  const statementsEnd = dayText(messages, document.company.statements_period_end);
  const sources = document.meta.sources.map((source) => sourceWords(messages, source)).filter((words) => words !== null);
  const priceText = dated === null ? null : messages.format('v2.summary.data.price_as_of', { date: dated.text });
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{messages.format('heading.data')}</h4>
      {document.company.is_demo && (
        <p className={styles.badgeLine}>
          <span className={summaryStyles.demoBadge}>{messages.format('common.demo_data')}</span>
        </p>
      )}
      {dated === null && statementsEnd === null && sources.length === 0 ? (
        <p className={styles.note}>{messages.format('view.glance.data_not_available')}</p>
      ) : (
        <ul className={styles.dataLines}>
          {priceText !== null && dated !== null && (
            <li>
              {dated.source === null ? (
                priceText
              ) : dated.source.english ? (
                <EnglishInside code="v2.summary.dated_by" params={{ date: priceText }} name="source" english={dated.source.text} />
              ) : (
                messages.format('v2.summary.dated_by', { date: priceText, source: dated.source.text })
              )}
            </li>
          )}
          {statementsEnd !== null && <li>{messages.format('v2.summary.data.statements_to', { date: statementsEnd })}</li>}
          {sources.length > 0 && (
            <li>
              <details className={styles.sources}>
                <summary>{messages.format('common.sources', { count: sources.length })}</summary>
                <ul>
                  {sources.map((words, index) => (
                    <li key={index}>
                      <SourceText words={words} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
