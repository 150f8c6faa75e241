import { useId, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { SECTION_RENDER_ERROR } from '../messages';
import styles from './SectionCard.module.css';

export interface SectionCardProps {
  title: string;
  children: ReactNode;
  /** A new value lets a section that failed try again. */
  resetKey?: unknown;
}

/**
 * One titled card. Its own error boundary means a section that throws while
 * rendering shows 'Error rendering this section' and every other card still renders.
 */
export function SectionCard({ title, children, resetKey }: SectionCardProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title}
      </h3>
      <ErrorBoundary resetKeys={[resetKey]} fallback={<SectionError />}>
        <div className={styles.body}>{children}</div>
      </ErrorBoundary>
    </section>
  );
}

export function SectionError() {
  return <p className={styles.error}>{SECTION_RENDER_ERROR}</p>;
}
