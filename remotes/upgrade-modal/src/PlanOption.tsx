import { useId } from 'react';
import { formatRupees, type Plan, type PlanId } from 'shared-types/api';
import { formatDuration, MOST_POPULAR } from './messages';
import styles from './UpgradeModal.module.css';

interface PlanOptionProps {
  plan: Plan;
  groupName: string;
  checked: boolean;
  disabled: boolean;
  onSelect: (id: PlanId) => void;
}

/**
 * One plan as a radio card: the plan name labels the radio (its label stretches
 * over the whole card, so a click anywhere picks it); the badge, price and
 * features describe it.
 */
export function PlanOption({ plan, groupName, checked, disabled, onSelect }: PlanOptionProps) {
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
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
