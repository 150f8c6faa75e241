import { useState } from 'react';
import styles from './Avatar.module.css';

interface AvatarProps {
  /** The profile picture, or null when the account has none. */
  pictureUrl: string | null;
  /** The name (or e-mail) shown next to the avatar; its first letter is the fallback. */
  name: string;
}

function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/**
 * The user's picture, or their initial when there is no picture or it fails to
 * load. Decorative: the name is always shown beside it.
 */
export function Avatar({ pictureUrl, name }: AvatarProps) {
  // Remember which URL failed, so a new picture gets a fresh attempt.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (pictureUrl && pictureUrl !== failedUrl) {
    return (
      <img className={styles.avatar} src={pictureUrl} alt="" width={32} height={32} referrerPolicy="no-referrer" onError={() => setFailedUrl(pictureUrl)} />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
