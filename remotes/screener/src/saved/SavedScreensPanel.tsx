import { useId, useState } from 'react';
import { selectAuthStatus, selectUserId, useAppSelector } from 'shared-types/shell';
import { ReadyMadeScreens } from './ReadyMadeScreens';
import { SaveScreenForm } from './SaveScreenForm';
import { PANEL_TITLE } from './savedMessages';
import { YourScreens } from './YourScreens';
import styles from './SavedScreens.module.css';

/**
 * The screener's saved screens (issue 33): the ready-made ones for everyone;
 * signed in, the user's own list and a form that saves the current query.
 */
export function SavedScreensPanel({ query, onOpen }: { query: string; onOpen: (query: string) => void }) {
  const titleId = useId();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const userId = useAppSelector(selectUserId);
  // One live region for saves and deletes: it stays mounted, so each new message is read out.
  const [announcement, setAnnouncement] = useState('');

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {PANEL_TITLE}
      </h2>
      <ReadyMadeScreens onOpen={onOpen} />
      {signedIn && userId !== null && (
        <>
          <YourScreens userId={userId} onOpen={onOpen} announce={setAnnouncement} />
          <SaveScreenForm query={query} announce={setAnnouncement} />
        </>
      )}
      <p role="status" className={styles.hint}>
        {announcement}
      </p>
    </section>
  );
}
