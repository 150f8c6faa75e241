import { useId } from 'react';
import { READY_MADE_SCREENS } from 'shared-types/api';
import { READY_MADE_TITLE } from './savedMessages';
import styles from './SavedScreens.module.css';

/** The ready-made screens every visitor sees, signed in or not: each opens its query. */
export function ReadyMadeScreens({ onOpen }: { onOpen: (query: string) => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {READY_MADE_TITLE}
      </h3>
      <ul className={styles.list}>
        {READY_MADE_SCREENS.map((screen) => (
          <li key={screen.id} className={styles.item}>
            <button type="button" className={styles.linkButton} onClick={() => onOpen(screen.query)}>
              {screen.name}
            </button>
            <p className={styles.about}>{screen.about}</p>
            <code className={styles.query}>{screen.query}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
