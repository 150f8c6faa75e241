import { useId } from 'react';
import { type Plan } from 'shared-types/api';
import { onlyWithText, WHAT_YOU_GET } from './messages';
import styles from './UpgradeModal.module.css';
import { whatYouGet } from './whatYouGet';

/** Under the plans: each plan line with the catalogue's entries behind it, said once for both plans. */
export function WhatYouGet({ plans }: { plans: readonly Plan[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.whatYouGet}>
      <h3 id={headingId} className={styles.whatYouGetTitle}>
        {WHAT_YOU_GET}
      </h3>
      <ul className={styles.lines}>
        {whatYouGet(plans).map(({ line, features, onlyIn }) => (
          <li key={line} data-line={line}>
            <span className={styles.line}>{line}</span>
            {onlyIn.length > 0 && <span className={styles.onlyIn}>{onlyWithText(onlyIn.map((plan) => plan.name))}</span>}
            <ul className={styles.lineFeatures}>
              {features.map((feature) => (
                <li key={feature.id} data-feature={feature.id}>
                  {feature.premium}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
