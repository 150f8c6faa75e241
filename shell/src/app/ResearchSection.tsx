import { REMOTES } from 'shared-types/api';
import { RemoteSlot } from '../remotes/RemoteSlot';
import styles from './App.module.css';

/**
 * #research: every part of it is a federated remote, so each squad can ship on
 * its own schedule and a remote that is down only blanks its own slot. The
 * slots follow remotes/remotes.json, which lists the remotes in page order.
 */
export function ResearchSection() {
  return (
    <section id="research" className={styles.research} aria-label="Research">
      <div className={styles.researchInner}>
        {REMOTES.map((remote) => (
          <RemoteSlot key={remote.name} name={remote.name} />
        ))}
      </div>
    </section>
  );
}
