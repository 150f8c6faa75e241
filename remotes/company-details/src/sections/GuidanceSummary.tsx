import { useId } from 'react';
import { useWords } from '../i18n/MessagesProvider';
import { Heading, type HeadingLevel } from '../shared/Subsection';
import { credibilityTone, type CredibilityTone } from './guidanceSummary';
import styles from './sections.module.css';

const TONE_CLASS: Record<CredibilityTone, string | undefined> = {
  green: styles.toneGreen,
  yellow: styles.toneYellow,
  red: styles.toneRed,
};

/** Key themes detected in the guidance (null: the payload states none), and the credibility score coloured by its band. */
export function GuidanceSummary({ themes, score, level }: { themes: readonly string[] | null; score: number | null; level: HeadingLevel }) {
  const id = useId();
  const words = useWords();
  const tone = score === null ? null : credibilityTone(score);
  return (
    <section className={styles.summaryBox} aria-labelledby={id}>
      <Heading level={level} id={id}>
        {words('view.guidance.summary')}
      </Heading>
      <dl className={styles.summaryFacts}>
        <div>
          <dt>{words('view.guidance.key_themes')}</dt>
          <dd>
            {themes === null ? (
              <span className={styles.mutedText}>{words('view.guidance.not_stated')}</span>
            ) : themes.length === 0 ? (
              <span className={styles.mutedText}>{words('view.guidance.none_detected')}</span>
            ) : (
              <ul className={styles.chips}>
                {themes.map((theme) => (
                  <li key={theme} className={styles.chip}>
                    {theme}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{words('view.guidance.credibility_score')}</dt>
          <dd>
            {tone === null ? (
              <span className={styles.mutedText}>{words('view.guidance.not_stated')}</span>
            ) : (
              <span className={`${styles.score} ${TONE_CLASS[tone] ?? ''}`} data-tone={tone}>
                {score}/100
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
