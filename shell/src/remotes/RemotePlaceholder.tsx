import { type RemoteName } from 'shared-types/api';
import { remoteModule } from 'shared-types/shell';
import styles from './RemoteSlot.module.css';

/**
 * Where a remote will appear, before it is requested: in the pre-rendered
 * page and until the visitor nears it. Without script it never loads, and
 * says what it needs.
 */
export function RemotePlaceholder({ name }: { name: RemoteName }) {
  const { label } = remoteModule(name);
  return (
    <div className={`${styles.slot} ${styles.placeholder}`} data-remote={name} data-remote-status="waiting">
      <p className={styles.loading}>{label} loads with the page&apos;s script.</p>
    </div>
  );
}
