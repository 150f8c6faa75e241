import type { ReceivedAnalysisMeta, ReceivedCompanyDetails } from 'shared-types/api';
import { useWords } from '../i18n/MessagesProvider';
import { textOf } from '../shared/parseFieldValue';
import { formatLocalDate, parseLocalDate } from '../summary/formatters';
import summaryStyles from '../summary/summary.module.css';
import styles from './glance.module.css';

/** 'Price as of 30 Jun 2025 (Exchange close (bhavcopy))', or 'on or after' when the date is only a lower bound. */
export function priceLine(details: ReceivedCompanyDetails, meta: ReceivedAnalysisMeta | null): string | null {
  const source = meta?.price_source;
  const asOf = parseLocalDate(source?.as_of) ? source?.as_of : details.last_updated;
  if (!parseLocalDate(asOf)) return null;
  const label = textOf(source?.label);
  return `Price as of ${source?.approximate === true ? 'on or after ' : ''}${formatLocalDate(asOf)}${label ? ` (${label})` : ''}`;
}

/**
 * The data's as-of dates and sources. The sources fold behind a disclosure: the summary's
 * data note lists them too, and unfolded they made this the tallest card of the row (issue 30 item 6).
 */
export function DataPart({ details, meta }: { details: ReceivedCompanyDetails; meta: ReceivedAnalysisMeta | null }) {
  const price = priceLine(details, meta);
  const statements = parseLocalDate(meta?.statements_period_end) ? `Statements to ${formatLocalDate(meta?.statements_period_end)}` : null;
  const sources = (meta?.data_sources ?? []).map((s) => textOf(s.description)).filter((s) => s !== null);
  const demo = meta?.is_demo === true;
  const dates = [price, statements].filter((l) => l !== null);
  const words = useWords();
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{words('heading.data')}</h4>
      {demo && (
        <p className={styles.badgeLine}>
          <span className={summaryStyles.demoBadge}>{words('common.demo_data')}</span>
        </p>
      )}
      {dates.length === 0 && sources.length === 0 ? (
        <p className={styles.note}>{words('view.glance.data_not_available')}</p>
      ) : (
        <ul className={styles.dataLines}>
          {dates.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {sources.length > 0 && (
            <li>
              <details className={styles.sources}>
                <summary>{words('common.sources', { count: sources.length })}</summary>
                {`Source: ${sources.join('; ')}`}
              </details>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
