import { RemoteSlot } from '../remotes/RemoteSlot';
import styles from './App.module.css';

/**
 * #research: every part of it is a federated remote, so each squad can ship on
 * its own schedule and a remote that is down only blanks its own slot.
 */
export function ResearchSection() {
  return (
    <section id="research" className={styles.research} aria-label="Research">
      <div className={styles.researchInner}>
        <RemoteSlot name="search" />
        <RemoteSlot name="accessed_companies" />
        <RemoteSlot name="company_details" />
        <RemoteSlot name="upgrade_modal" />
      </div>
    </section>
  );
}
