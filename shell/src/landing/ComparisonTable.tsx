import styles from './ComparisonTable.module.css';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** The advantages claimed over other AI platforms (docs/product-rules.md). */
const ROWS: readonly string[] = [
  'No social media bias',
  'Personalised company analysis like super investors',
  'Management quality checks',
  'Analysis of 1000+ companies with minimal fees and community',
  'Fast personalised features',
  'Peer company checks',
];

function renderMark(yes: boolean) {
  return (
    <>
      <span className={yes ? styles.yes : styles.no} aria-hidden="true">
        {yes ? '✓' : '✗'}
      </span>
      <VisuallyHidden>{yes ? 'Yes' : 'No'}</VisuallyHidden>
    </>
  );
}

/** Conviction compared with other AI platforms, as a real data table. */
export function ComparisonTable() {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>How Conviction compares with other AI platforms</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.featureHead}>
              Feature
            </th>
            <th scope="col" className={styles.ours}>
              Conviction
            </th>
            <th scope="col">Other AI platforms</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row" className={styles.feature}>
                {row}
              </th>
              <td className={styles.ours}>{renderMark(true)}</td>
              <td>{renderMark(false)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
