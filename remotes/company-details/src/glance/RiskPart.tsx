import type { ReceivedAnalysisMeta } from 'shared-types/api';
import { readRiskFlags } from './glanceFigures';
import { RISK_FLAGS_NOT_AVAILABLE, RISK_HEADING } from './messages';
import styles from './glance.module.css';

const flags = (n: number): string => `${n} ${n === 1 ? 'flag' : 'flags'}`;

/** The Part 2 table counted: flags by severity, clear factors, factors not assessed, and the overall level. */
export function RiskPart({ meta }: { meta: ReceivedAnalysisMeta | null }) {
  const counts = readRiskFlags(meta);
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{RISK_HEADING}</h4>
      {counts === null ? (
        <p className={styles.note}>{RISK_FLAGS_NOT_AVAILABLE}</p>
      ) : (
        <>
          <p className={styles.big}>{flags(counts.severe + counts.other)}</p>
          <dl className={styles.counts}>
            <div className={counts.severe > 0 ? styles.severe : undefined}>
              <dt>Severe</dt>
              <dd>{counts.severe}</dd>
            </div>
            <div className={counts.other > 0 ? styles.flagged : undefined}>
              <dt>Other flags</dt>
              <dd>{counts.other}</dd>
            </div>
            <div>
              <dt>Clear</dt>
              <dd>{counts.clear}</dd>
            </div>
            <div>
              <dt>Not assessed</dt>
              <dd>{counts.not_assessed}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            {counts.level === null ? 'No overall level: too few factors could be assessed.' : `Overall operational risk: ${counts.level}.`}
          </p>
          <p className={styles.small}>Severe: distress or negative net worth, which alone make the risk High.</p>
        </>
      )}
    </div>
  );
}
