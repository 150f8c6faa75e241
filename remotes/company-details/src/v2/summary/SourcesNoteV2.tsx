import { type ResearchV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import styles from '../../summary/summary.module.css';
import { classificationReason, missingLine, ttmLine } from './dataLines';
import { EnglishInside, MessageWithPart, Said } from './EnglishInside';

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
  const notes = ttm === null ? [] : [ttm, ...ttmNotes];
  const { kind, sector } = meta.classification;
  const why = classificationReason(messages, meta);
  const gaps = summary.missing.map((reason) => missingLine(messages, reason));
  return (
    <div className={styles.sources}>
      {sourceNotes.length > 0 && (
        <ul>
          {sourceNotes.map((note, index) => (
            <li key={index}>
              <Said text={note} />
            </li>
          ))}
        </ul>
      )}
      {/* One flowing paragraph of short sentences, as v1's note (docs/company-page.md 'Reading the page'). */}
      <p>
        {why === null ? (
          messages.format('v2.summary.data.analysed_as', { kind })
        ) : (
          <MessageWithPart code="v2.summary.data.analysed_as_because" params={{ kind }} name="reason" part={<Said text={why} />} />
        )}
        {sector !== undefined && sector !== '' && (
          <>
            {' '}
            <EnglishInside code="v2.summary.data.sector" name="sector" english={sector} />
          </>
        )}
        {notes.map((note, index) => (
          <span key={index}>
            {' '}
            <Said text={note} />
          </span>
        ))}
      </p>
      {gaps.length > 0 && (
        <details>
          <summary>{messages.format('v2.summary.data.not_in_data', { count: gaps.length })}</summary>
          <ul>
            {gaps.map((gap, index) => (
              <li key={index}>
                <Said text={gap} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
