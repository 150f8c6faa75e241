import { textOf } from './parseFieldValue';
import styles from './views.module.css';

/**
 * Analysis text as text: one paragraph per line. React escapes it, so markup
 * in the payload shows literally and is never interpreted.
 */
export function TextBlock({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.text}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** A section's empty state ('No Part 1 data available', …). */
export function EmptyState({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}

/** A value that is not the object a view expects: its text if it has some, else the view's empty state. */
export function TextOrEmpty({ value, empty }: { value: unknown; empty: string }) {
  const text = textOf(value);
  return text ? <TextBlock text={text} /> : <EmptyState>{empty}</EmptyState>;
}
