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

/** A section's empty state ('No scenarios data available', …). */
export function EmptyState({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}
