import { type ResearchV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import { PersonalScoreLine } from '../../personal/PersonalScoreLine';
import sectionStyles from '../../sections/sections.module.css';
import styles from '../../summary/summary.module.css';
import { Said } from './EnglishInside';
import { notRatedWords } from './notRated';
import { priceDate } from './priceDate';
import { usePersonalScoreV2 } from './usePersonalScoreV2';
import { pointsText, wholePercent, wordsIf } from './words';

export interface SummaryCardsV2Props {
  document: ResearchV2;
  /** The name picked in the search, when the answer has none. */
  fallbackName: string;
}

/**
 * The spec's four cards from the v2 answer: 'Company Name', 'Current Price', 'Last Updated' (the
 * price's date) and 'Investment Score' (n/100, its band and coverage, or 'Not rated' and why), with
 * the signed-in user's own score beside the standard one. v1's card styles (summary/summary.module.css).
 */
export function SummaryCardsV2({ document, fallbackName }: SummaryCardsV2Props) {
  const messages = useMessages();
  const english = messages.locale === 'en' ? undefined : 'en';
  const { company, summary } = document;
  const personal = usePersonalScoreV2(document);
  const notAvailable = messages.format('v2.summary.not_available');
  const price = summary.price?.value === null || summary.price === undefined ? null : messages.figure(summary.price);
  const dated = priceDate(messages, document);
  const notRated = notRatedWords(messages, summary);
  const band = summary.band === undefined ? null : wordsIf(messages, `score.band.${summary.band}`);

  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <h3 className={styles.label}>{messages.format('view.summary.company_name')}</h3>
        {/* The name and symbol are data as stored: English inside a Hindi view (WCAG 3.1.2). */}
        <p className={styles.value} lang={english}>
          {company.name === '' ? fallbackName : company.name}
        </p>
        <p className={styles.extra}>
          {company.symbol !== '' && (
            <span className={styles.code} lang={english}>
              {company.symbol}
            </span>
          )}
          {company.is_demo && <span className={styles.demoBadge}>{messages.format('common.demo_data')}</span>}
        </p>
      </li>
      <li className={styles.card}>
        <h3 className={styles.label}>{messages.format('view.summary.current_price')}</h3>
        <p className={styles.value}>{price ?? notAvailable}</p>
      </li>
      <li className={styles.card}>
        <h3 className={styles.label}>{messages.format('view.summary.last_updated')}</h3>
        <p className={styles.value}>
          {dated === null ? notAvailable : <time dateTime={dated.iso}>{dated.text}</time>}
          {dated?.source && document.meta.price?.approximate === true && <span lang={dated.source.english ? english : undefined}> ({dated.source.text})</span>}
        </p>
      </li>
      <li className={styles.card}>
        <h3 className={styles.label}>{messages.format('view.summary.investment_score')}</h3>
        <p className={styles.value}>
          <span>
            {summary.score === null
              ? messages.format('not_rated.label')
              : messages.format('part.4.score_out_of', { score: pointsText(messages, summary.score) })}
          </span>
          {summary.score !== null && summary.coverage !== null && (
            <span className={styles.coverage}> · {messages.format('v2.summary.coverage', { coverage: wholePercent(messages, summary.coverage) })}</span>
          )}
        </p>
        {summary.score !== null && band !== null && (
          <p className={styles.extra}>
            <span className={sectionStyles.badge}>{band}</span>
          </p>
        )}
        {notRated && (
          <p className={styles.reason}>
            <Said text={notRated.short} />
          </p>
        )}
        {/* Its words are English until the personal line is worded by the catalogue. */}
        {personal && (
          <div lang={english}>
            <PersonalScoreLine personal={personal} />
          </div>
        )}
      </li>
    </ul>
  );
}
