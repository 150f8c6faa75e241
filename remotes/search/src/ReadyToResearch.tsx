import styles from './SearchPage.module.css';

/** The empty state before any company has been researched. */
export function ReadyToResearch() {
  return (
    <section className={styles.empty} aria-labelledby="ready-to-research">
      <h3 id="ready-to-research" className={styles.emptyTitle}>
        Ready to Research?
      </h3>
      <ul className={styles.emptyList}>
        <li>An investment score out of 100, explained pillar by pillar.</li>
        <li>Management’s past guidance checked against what they actually delivered.</li>
        <li>Owner’s earnings, margin of safety and 3–10 year hold scenarios, with every figure traceable.</li>
      </ul>
    </section>
  );
}
