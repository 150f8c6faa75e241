import styles from './CompanyDetailsPage.module.css';
import placeholder from './shared/Shimmer.module.css';

/**
 * The shape of the result while it loads. Screen readers hear 'Loading company
 * details...' from the page's status line; the blocks themselves are decoration.
 */
export function LoadingState() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="company-details-loading">
      <div className={styles.skeletonCards} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={`${placeholder.shimmer} ${styles.skeletonCard}`} />
        ))}
      </div>
      <div className={`${placeholder.shimmer} ${styles.skeletonChart}`} aria-hidden="true" />
    </div>
  );
}
