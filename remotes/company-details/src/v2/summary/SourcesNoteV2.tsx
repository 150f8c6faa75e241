import { type ResearchV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import styles from '../../summary/summary.module.css';
import { classificationLine, missingLine, ttmLine } from './dataLines';

/**
 * The small print under the summary, as v1's DataSourcesNote: what the sources say of themselves,
 * how the company was classified, which figures are trailing twelve months, and what the data lacks
 * (folded). The sources and their dates are At a glance's Data.
 */
export function SourcesNoteV2({ document }: { document: ResearchV2 }) {
  const messages = useMessages();
  const { meta, summary } = document;
  const sourceNotes = meta.sources.flatMap((source) => source.notes ?? []).map((note) => messages.format(note.code, note.params));
  const ttm = ttmLine(messages, meta);
  const ttmNotes = ttm === null ? [] : (meta.ttm?.notes ?? []).map((note) => messages.format(note.code, note.params));
  const notes = [classificationLine(messages, meta), ...(ttm === null ? [] : [ttm]), ...ttmNotes];
  const gaps = summary.missing.map((reason) => missingLine(messages, reason));
  return (
    <div className={styles.sources}>
      {sourceNotes.length > 0 && (
        <ul>
          {sourceNotes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      )}
      <p>{notes.join(' ')}</p>
      {gaps.length > 0 && (
        <details>
          <summary>{messages.format('v2.summary.data.not_in_data', { count: gaps.length })}</summary>
          <ul>
            {gaps.map((gap, index) => (
              <li key={index}>{gap}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
