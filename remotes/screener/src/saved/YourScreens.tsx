import { useId, useState } from 'react';
import { type SavedScreen } from 'shared-types/api';
import { useDeleteScreenMutation, useGetSavedScreensQuery } from './savedScreensApi';
import {
  CANCEL_DELETE,
  CONFIRM_DELETE,
  confirmDeleteQuestion,
  DELETE_FAILED,
  deletedAnnouncement,
  deleteLabel,
  LOADING_SCREENS,
  NO_SCREENS,
  savedCount,
  SCREENS_FAILED,
  TRY_AGAIN,
  YOUR_SCREENS_TITLE,
} from './savedMessages';
import styles from './SavedScreens.module.css';

export interface YourScreensProps {
  userId: string;
  onOpen: (query: string) => void;
  /** Puts a message in the panel's status region. */
  announce: (message: string) => void;
}

/** The signed-in user's own screens: open one, or delete it after a confirm step. */
export function YourScreens({ userId, onOpen, announce }: YourScreensProps) {
  const titleId = useId();
  const saved = useGetSavedScreensQuery(userId);
  const [deleteScreen, deleting] = useDeleteScreenMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);

  async function confirmDelete(screen: SavedScreen) {
    setDeleteFailed(false);
    try {
      await deleteScreen(screen.id).unwrap();
      setConfirming(null);
      announce(deletedAnnouncement(screen.name));
    } catch {
      setDeleteFailed(true);
    }
  }

  let body;
  if (saved.data) {
    const { screens, limit } = saved.data;
    body = (
      <>
        {/* Premium users have no limit (null): no count to show. */}
        {limit !== null && <p className={styles.count}>{savedCount(screens.length, limit)}</p>}
        {screens.length === 0 ? (
          <p className={styles.hint}>{NO_SCREENS}</p>
        ) : (
          <ul className={styles.list}>
            {screens.map((screen) => (
              <li key={screen.id} className={styles.item}>
                <div className={styles.row}>
                  <button type="button" className={styles.linkButton} onClick={() => onOpen(screen.query)}>
                    {screen.name}
                  </button>
                  {confirming !== screen.id && (
                    <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(screen.id)}>
                      {deleteLabel(screen.name)}
                    </button>
                  )}
                </div>
                <code className={styles.query}>{screen.query}</code>
                {confirming === screen.id && (
                  <div role="group" aria-label={deleteLabel(screen.name)} className={styles.row}>
                    <span>{confirmDeleteQuestion(screen.name)}</span>
                    <button type="button" className={styles.primaryButton} disabled={deleting.isLoading} onClick={() => void confirmDelete(screen)}>
                      {CONFIRM_DELETE}
                    </button>
                    {/* The safe choice takes focus, so Enter on a stray keypress keeps the screen. */}
                    <button type="button" className={styles.secondaryButton} autoFocus onClick={() => setConfirming(null)}>
                      {CANCEL_DELETE}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {deleteFailed && (
          <p role="alert" className={styles.problem}>
            {DELETE_FAILED}
          </p>
        )}
      </>
    );
  } else if (saved.isError) {
    body = (
      <div role="alert" className={styles.problem}>
        <span>{SCREENS_FAILED}</span>
        <button type="button" className={styles.secondaryButton} onClick={() => void saved.refetch()}>
          {TRY_AGAIN}
        </button>
      </div>
    );
  } else {
    body = (
      <p className={styles.hint} aria-busy="true">
        {LOADING_SCREENS}
      </p>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {YOUR_SCREENS_TITLE}
      </h3>
      {body}
    </section>
  );
}
