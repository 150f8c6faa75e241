import { useId } from 'react';
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
  const tone = score === null ? null : credibilityTone(score);
  return (
    <section className={styles.summaryBox} aria-labelledby={id}>
      <Heading level={level} id={id}>
        Summary
      </Heading>
      <dl className={styles.summaryFacts}>
        <div>
          <dt>Key themes</dt>
          <dd>
            {themes === null ? (
              <span className={styles.mutedText}>Not stated</span>
            ) : themes.length === 0 ? (
              <span className={styles.mutedText}>None detected</span>
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
          <dt>Credibility score</dt>
          <dd>
            {tone === null ? (
              <span className={styles.mutedText}>Not stated</span>
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
