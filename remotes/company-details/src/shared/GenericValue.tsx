import { isBlank, isRecord, parseFieldValue, textOf } from './parseFieldValue';
import { readableKey } from './readableTitle';
import { TextBlock } from './TextBlock';
import styles from './views.module.css';

// Deeper than this, the rest is shown as compact JSON text rather than nested lists.
const MAX_DEPTH = 4;

function compactJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * Any value of unexpected shape, rendered safely: text as paragraphs, lists
 * as lists, objects as label/value pairs. Nothing is ever read as markup.
 */
export function GenericValue({ value, depth = 0 }: { value: unknown; depth?: number }) {
  const parsed = parseFieldValue(value);
  if (isBlank(parsed)) return <p className={styles.muted}>Not available</p>;
  const text = textOf(parsed);
  if (text !== null) return <TextBlock text={text} />;
  if (depth >= MAX_DEPTH) return <TextBlock text={compactJson(parsed)} />;
  if (Array.isArray(parsed)) {
    const items = parsed.filter((item) => !isBlank(item));
    return (
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>{textOf(item) ?? <GenericValue value={item} depth={depth + 1} />}</li>
        ))}
      </ul>
    );
  }
  if (isRecord(parsed)) return <Pairs entries={Object.entries(parsed)} depth={depth} />;
  return <p className={styles.muted}>Not available</p>;
}

/** Label/value lines, e.g. IRR projections or historical comparisons. */
export function Pairs({ entries, depth = 0 }: { entries: readonly [string, unknown][]; depth?: number }) {
  return (
    <dl className={styles.pairs}>
      {entries.map(([key, value]) => (
        <div key={key} className={styles.pair}>
          <dt>{readableKey(key)}</dt>
          <dd>
            <GenericValue value={value} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
