import { type ReactNode } from 'react';
import styles from './ScrollTable.module.css';

/**
 * A table that scrolls sideways inside its card on narrow screens. The scroll
 * box is focusable and named, so keyboard users can scroll it too.
 */
export function ScrollTable({ caption, children, tableClassName }: { caption: string; children: ReactNode; tableClassName?: string }) {
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={tableClassName ? `${styles.table} ${tableClassName}` : styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
