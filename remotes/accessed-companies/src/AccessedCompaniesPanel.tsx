import { useEffect, useId, useState } from 'react';
import { selectAccessSummary, selectAccessSummaryResult, selectAccessSummaryStatus, useAppSelector } from 'shared-types/shell';
import { AccessedCompanyList } from './AccessedCompanyList';
import { premiumUntilText } from 'shared-types/api';
import { LOAD_FAILED_LOG, LOADING_TEXT, PANEL_TITLE, PREMIUM_BADGE, remainingText } from './messages';
import { UsageBar } from './UsageBar';
import styles from './AccessedCompaniesPanel.module.css';

/**
 * 'Your Accessed Companies' (exposed as accessed_companies/AccessedCompaniesPanel),
 * requirement 8: shown only with a user id, collapsible, a usage bar, and the
 * companies researched so far. Premium users see the badge and the day premium
 * ends above that list (spec amendment 4: they keep their history). The shell
 * keeps the access summary loaded; this panel only reads it.
 */
export default function AccessedCompaniesPanel() {
  const status = useAppSelector(selectAccessSummaryStatus);
  const summary = useAppSelector(selectAccessSummary);
  const loadError = useAppSelector((state) => selectAccessSummaryResult(state).error);
  const [expanded, setExpanded] = useState(true);
  const titleId = useId();
  const bodyId = useId();

  // Section 8: logged, never shown; the panel stays hidden.
  useEffect(() => {
    if (status === 'error') console.error(LOAD_FAILED_LOG, loadError);
  }, [status, loadError]);

  // 'none' means no user id: the panel appears only for a signed-in user.
  if (status === 'none' || status === 'error') return null;
  const loading = status === 'loading' || summary === null;

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId} className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((open) => !open)}>
          <span>{PANEL_TITLE}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className={styles.body} hidden={!expanded}>
        {loading ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span className="visually-hidden">{LOADING_TEXT}</span>
          </div>
        ) : (
          <>
            <UsageBar summary={summary} />
            {summary.remaining_access > 0 && <p className={styles.remaining}>{remainingText(summary.remaining_access)}</p>}
            {summary.is_premium && (
              <>
                <p className={styles.badge}>
                  <svg className={styles.crown} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M3 18h18l-1.5-10-4.5 4-3-7-3 7-4.5-4z" />
                  </svg>
                  <span>{PREMIUM_BADGE}</span>
                </p>
                {summary.premium_until && <p className={styles.muted}>{premiumUntilText(summary.premium_until)}</p>}
              </>
            )}
            <AccessedCompanyList summary={summary} />
          </>
        )}
      </div>
    </section>
  );
}
