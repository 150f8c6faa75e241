import { useId, type ReactNode } from 'react';
import styles from './views.module.css';

export type HeadingLevel = 4 | 5 | 6;

export function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles[`heading${level}`]}>
      {children}
    </Tag>
  );
}

/** A titled part of a section card, e.g. '1. Overall Investigation'. */
export function Subsection({ title, level = 4, children, className }: { title: string; level?: HeadingLevel; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={className ?? styles.subsection} aria-labelledby={id}>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
