import { type RisksV2 } from 'shared-types/api';
import { useMessages } from '../../i18n/MessagesProvider';
import styles from '../../glance/glance.module.css';
import { EnglishInside, Said } from './EnglishInside';
import { wordsIf } from './words';

/** Part 2's factors counted: flags by severity, clear, not assessed. Not applicable factors are not counted. */
export function riskCounts(risks: RisksV2): { severe: number; other: number; clear: number; notAssessed: number } {
  const count = (test: (f: RisksV2['factors'][number]) => boolean) => risks.factors.filter(test).length;
  return {
    severe: count((f) => f.outcome === 'flag' && f.severe === true),
    other: count((f) => f.outcome === 'flag' && f.severe !== true),
    clear: count((f) => f.outcome === 'clear'),
    notAssessed: count((f) => f.outcome === 'not_assessed'),
  };
}

/** At a glance's risk flags: the counts, the overall level (or why there is none). */
export function RiskGlanceV2({ risks }: { risks: RisksV2 }) {
  const messages = useMessages();
  const counts = riskCounts(risks);
  const level = risks.level === null ? null : wordsIf(messages, `risk.level.${risks.level}`);
  const rows = [
    { label: messages.format('view.glance.severe'), n: counts.severe, tone: counts.severe > 0 ? styles.severe : undefined },
    { label: messages.format('view.glance.other_flags'), n: counts.other, tone: counts.other > 0 ? styles.flagged : undefined },
    { label: messages.format('view.glance.clear'), n: counts.clear, tone: undefined },
    { label: messages.format('view.glance.not_assessed'), n: counts.notAssessed, tone: undefined },
  ];
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{messages.format('heading.risk_flags')}</h4>
      {risks.overall !== undefined ? (
        <p className={styles.note}>
          <Said text={messages.format(risks.overall.code, risks.overall.params)} />
        </p>
      ) : (
        <>
          <p className={styles.big}>{messages.format('view.glance.flags', { count: counts.severe + counts.other })}</p>
          <dl className={styles.counts}>
            {rows.map((row) => (
              <div key={row.label} className={row.tone}>
                <dt>{row.label}</dt>
                <dd>{messages.figure({ value: row.n, unit: 'count' })}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>
            {risks.level === null ? (
              messages.format('view.glance.no_overall_level')
            ) : level !== null ? (
              messages.format('v2.summary.risk.level', { level })
            ) : (
              // A level a newer engine adds is shown as it is sent.
              <EnglishInside code="v2.summary.risk.level" name="level" english={risks.level} />
            )}
          </p>
          <p className={styles.small}>{messages.format('view.glance.severe_note')}</p>
        </>
      )}
    </div>
  );
}
