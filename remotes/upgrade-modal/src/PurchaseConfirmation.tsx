import { useEffect, useRef } from 'react';
import { PLANS, type Plan, type PlanId, type UpgradeResponse } from 'shared-types/api';
import { CONTINUE_LABEL, purchaseConfirmedText, TEST_MODE_PAID } from './messages';
import styles from './UpgradeModal.module.css';

export interface PurchaseConfirmationProps {
  /** The server's answer to the purchase: the plan bought and when premium now ends. */
  answer: UpgradeResponse;
  /** The catalogue the dialog offered (the bundled one until the server's arrived). */
  plans: Readonly<Record<PlanId, Plan>> | undefined;
  id: string;
  onContinue: () => void;
}

/**
 * What the dialog shows once the plan is granted: the plan and its end date, as
 * a status the screen reader announces, and 'Continue' (focused) to close it.
 * The research the limit refused is resumed by the shell meanwhile.
 */
export function PurchaseConfirmation({ answer, plans, id, onContinue }: PurchaseConfirmationProps) {
  const continueRef = useRef<HTMLButtonElement>(null);
  // The purchase button is gone: focus what comes next.
  useEffect(() => continueRef.current?.focus(), []);
  const plan = (plans ?? PLANS)[answer.subscription.tier];
  return (
    <>
      <div id={id} role="status" className={styles.confirmation}>
        <p>{purchaseConfirmedText(plan, answer.subscription.ends_at)}</p>
        {answer.test_mode && <p className={styles.testMode}>{TEST_MODE_PAID}</p>}
      </div>
      <div className={styles.actions}>
        <button ref={continueRef} type="button" className={styles.primary} onClick={onContinue}>
          {CONTINUE_LABEL}
        </button>
      </div>
    </>
  );
}
