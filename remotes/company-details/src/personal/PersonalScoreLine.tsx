import { type PersonalScore } from 'shared-types/api';
import styles from './PersonalScoreLine.module.css';

export const PERSONAL_SCORE_LABEL = 'Your score (your pillar weights)';

/** Beside the standard score: the user's own, labelled as theirs, or why there is none. */
export function PersonalScoreLine({ personal }: { personal: PersonalScore }) {
  return (
    <p className={styles.personal} data-testid="personal-score">
      <span className={styles.label}>{PERSONAL_SCORE_LABEL}: </span>
      {personal.status === 'scored' ? (
        <>
          <strong>{Math.round(personal.score)}/100</strong>
          <span className={styles.coverage}> · {Math.round(personal.coverage * 100)}% of your points assessable</span>
        </>
      ) : (
        <span>not given. {personal.reason}</span>
      )}
    </p>
  );
}
