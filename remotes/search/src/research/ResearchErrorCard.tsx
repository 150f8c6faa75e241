import { useId } from 'react';
import { ERROR_CARD_TITLE } from '../messages';
import styles from './ResearchErrorCard.module.css';

interface ResearchErrorCardProps {
  companyName: string;
  message: string;
  onRetry: () => void;
}

/** A failed company research (docs/product-rules.md: 'Other errors'). */
export function ResearchErrorCard({ companyName, message, onRetry }: ResearchErrorCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} role="alert" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {ERROR_CARD_TITLE}
      </h3>
      <p className={styles.message}>{message}</p>
      <p className={styles.company}>Company: {companyName}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
