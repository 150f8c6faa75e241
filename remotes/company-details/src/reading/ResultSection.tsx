import { type ReactNode } from 'react';
import styles from './reading.module.css';

/** One of the result's sections: the anchor the section bar jumps to and watches. */
export function ResultSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.section} data-result-section="">
      {children}
    </div>
  );
}
