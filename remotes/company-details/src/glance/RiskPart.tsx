import type { ReceivedAnalysisMeta } from 'shared-types/api';
import { readRiskFlags } from './glanceFigures';
import { useWords } from '../i18n/MessagesProvider';
import styles from './glance.module.css';

/** The Part 2 table counted: flags by severity, clear factors, factors not assessed, and the overall level. */
export function RiskPart({ meta }: { meta: ReceivedAnalysisMeta | null }) {
  const counts = readRiskFlags(meta);
  const words = useWords();
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{words('heading.risk_flags')}</h4>
      {counts === null ? (
        <p className={styles.note}>{words('view.glance.risk_flags_not_available')}</p>
      ) : (
        <>
          <p className={styles.big}>{words('view.glance.flags', { count: counts.severe + counts.other })}</p>
          <dl className={styles.counts}>
            <div className={counts.severe > 0 ? styles.severe : undefined}>
              <dt>{words('view.glance.severe')}</dt>
              <dd>{counts.severe}</dd>
            </div>
            <div className={counts.other > 0 ? styles.flagged : undefined}>
              <dt>{words('view.glance.other_flags')}</dt>
              <dd>{counts.other}</dd>
            </div>
            <div>
              <dt>{words('view.glance.clear')}</dt>
              <dd>{counts.clear}</dd>
            </div>
            <div>
              <dt>{words('view.glance.not_assessed')}</dt>
              <dd>{counts.not_assessed}</dd>
            </div>
          </dl>
          <p className={styles.note}>{counts.level === null ? words('view.glance.no_overall_level') : `Overall operational risk: ${counts.level}.`}</p>
          <p className={styles.small}>{words('view.glance.severe_note')}</p>
        </>
      )}
    </div>
  );
}
