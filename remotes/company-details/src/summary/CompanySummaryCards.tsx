import type { PersonalScore, ReceivedAnalysisMeta, ReceivedCompanyDetails } from 'shared-types/api';
import { SCORE_FIELD } from 'shared-types/api/fields';
import { useWords } from '../i18n/MessagesProvider';
import { PersonalScoreLine } from '../personal/PersonalScoreLine';
import { textOf } from '../shared/parseFieldValue';
import { formatLocalDate, formatPrice, formatScore, parseLocalDate } from './formatters';
import { notRatedText } from './notRatedText';
import styles from './summary.module.css';

export interface CompanySummaryCardsProps {
  details: ReceivedCompanyDetails;
  /** Null when analysis_meta is missing or unreadable. */
  meta: ReceivedAnalysisMeta | null;
  /** The name picked in the search, when the payload has none. */
  fallbackName: string;
  /** The signed-in user's own score with their pillar weights, shown beside the standard one; null for none. */
  personal?: PersonalScore | null;
}

/**
 * 'Screener export' when the price's date is only a lower bound: an export
 * carries no download date, so its price is dated by its latest period and
 * the card says 'on or after' that day. Null for a price on its own date.
 */
function approximateSource(meta: ReceivedAnalysisMeta | null): string | null {
  const source = meta?.price_source;
  return source?.approximate === true ? (textOf(source.label) ?? 'Screener export') : null;
}

/** "84% of the score's points assessable": how much of the score rests on data; null when unknown. */
export function coverageText(meta: ReceivedAnalysisMeta | null): string | null {
  const coverage = meta?.score_coverage;
  if (coverage === null || coverage === undefined) return null;
  return `${Math.round(coverage * 100)}% of the score's points assessable`;
}

/** Company name, current price, last updated and investment score. */
export function CompanySummaryCards({ details, meta, fallbackName, personal = null }: CompanySummaryCardsProps) {
  const name = textOf(details.company_name) ?? fallbackName;
  const code = textOf(details.company_code);
  const updated = parseLocalDate(details.last_updated);
  // 'investment score' is the older name of the same field.
  const score = formatScore(details[SCORE_FIELD] ?? details['investment score']);
  const reason = score === null ? notRatedText(meta) : null;
  const roughly = updated ? approximateSource(meta) : null;
  const coverage = score === null ? null : coverageText(meta);
  const words = useWords();

  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <h3 className={styles.label}>{words('view.summary.company_name')}</h3>
        <p className={styles.value}>{name}</p>
        <p className={styles.extra}>
          {code && <span className={styles.code}>{code}</span>}
          {meta?.is_demo === true && <span className={styles.demoBadge}>{words('common.demo_data')}</span>}
        </p>
      </li>
      <li className={styles.card}>
        <h3 className={styles.label}>{words('view.summary.current_price')}</h3>
        <p className={styles.value}>{formatPrice(details.current_price)}</p>
      </li>
      <li className={styles.card}>
        <h3 className={styles.label}>{words('view.summary.last_updated')}</h3>
        <p className={styles.value}>
          {roughly && 'on or after '}
          {updated ? <time dateTime={String(details.last_updated).trim()}>{formatLocalDate(details.last_updated)}</time> : formatLocalDate(null)}
          {roughly && ` (${roughly})`}
        </p>
      </li>
      <li className={styles.card}>
        <h3 className={styles.label}>{words('view.summary.investment_score')}</h3>
        <p className={styles.value}>
          <span>{score ?? words('not_rated.label')}</span>
          {coverage && <span className={styles.coverage}> · {coverage}</span>}
        </p>
        {reason && <p className={styles.reason}>{reason}</p>}
        {personal && <PersonalScoreLine personal={personal} />}
      </li>
    </ul>
  );
}
