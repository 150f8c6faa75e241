import type { MessageId } from 'shared-types/messages';
import { useWords } from '../../i18n/MessagesProvider';
import { credibilityTone, type CredibilityTone } from '../../sections/guidanceSummary';
import styles from './governance.module.css';

const TONE: Readonly<Record<CredibilityTone, { word: MessageId; className: string | undefined }>> = {
  green: { word: 'v2.governance.credibility.tone.green', className: styles.barGreen },
  yellow: { word: 'v2.governance.credibility.tone.yellow', className: styles.barYellow },
  red: { word: 'v2.governance.credibility.tone.red', className: styles.barRed },
};

/**
 * Management credibility as a bar with its number ('91/100'): a meter for assistive technology,
 * coloured by the spec's bands (green at 80 or more, yellow at 60 or more, red below) and with the
 * band's word beside it, so the colour is never the only sign.
 */
export function CredibilityMeter({ score }: { score: number }) {
  const words = useWords();
  const clamped = Math.min(100, Math.max(0, score));
  const tone = TONE[credibilityTone(clamped)];
  return (
    <div className={styles.meterRow}>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-label={words('v2.governance.credibility.bar', { score: clamped })}
        className={styles.meter}
      >
        <div className={`${styles.meterFill} ${tone.className ?? ''}`} style={{ width: `${clamped}%` }} />
      </div>
      <span className={styles.meterValue}>{words('part.4.score_out_of', { score: clamped })}</span>
      <span className={styles.meterWord}>{words(tone.word)}</span>
    </div>
  );
}
