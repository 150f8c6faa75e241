import { useId } from 'react';
import { formatRupees, type Plan, type PlanId } from 'shared-types/api';
import { formatDuration, GST_INCLUDED, MOST_POPULAR, perMonthText } from './messages';
import styles from './UpgradeModal.module.css';

interface PlanOptionProps {
  plan: Plan;
  groupName: string;
  checked: boolean;
  disabled: boolean;
  /** The seller has a GSTIN: the price includes 18% GST. */
  gstIncluded: boolean;
  onSelect: (id: PlanId) => void;
}

/**
 * One plan as a radio card: the plan name labels the radio (its label stretches
 * over the whole card, so a click anywhere picks it); the badge, price (whole and
 * a month, with the GST note when the server has a GSTIN) and feature lines
 * describe it. What stands behind each line is said once, under the plans (WhatYouGet).
 */
export function PlanOption({ plan, groupName, checked, disabled, gstIncluded, onSelect }: PlanOptionProps) {
  const inputId = useId();
  const popularId = useId();
  const detailsId = useId();
  return (
    <div className={styles.plan} data-checked={checked}>
      <div className={styles.planHead}>
        <input
          id={inputId}
          type="radio"
          className={styles.radio}
          name={groupName}
          value={plan.id}
          checked={checked}
          disabled={disabled}
          onChange={() => onSelect(plan.id)}
          aria-describedby={plan.mostPopular ? `${popularId} ${detailsId}` : detailsId}
        />
        <label htmlFor={inputId} className={styles.planName}>
          {plan.name}
        </label>
        {plan.mostPopular && (
          <span id={popularId} className={styles.popular}>
            {MOST_POPULAR}
          </span>
        )}
      </div>
      <div id={detailsId}>
        <p className={styles.price}>
          <strong className={styles.amount}>{formatRupees(plan.priceInr)}</strong> {formatDuration(plan)}
        </p>
        {/* One row where it fits, so the GST note costs the dialog no height. */}
        <p className={styles.perMonth}>
          <strong>{perMonthText(plan)}</strong>
          {gstIncluded && (
            <>
              {' '}
              <span className={styles.gst}>{GST_INCLUDED}</span>
            </>
          )}
        </p>
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
