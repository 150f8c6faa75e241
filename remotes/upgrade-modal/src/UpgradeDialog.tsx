import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PLAN_IDS, PLANS, type PlanId, type UpgradeResponse } from 'shared-types/api';
import { premiumGranted, upgradeDialogClosed, useAppDispatch } from 'shared-types/shell';
import { useModalDialog } from 'shared-types/ui';
import {
  CANCEL_ANYTIME,
  CANCEL_LABEL,
  DEFAULT_DESCRIPTION,
  DIALOG_TITLE,
  PLANS_LABEL,
  SECURE_PAYMENT,
  TEST_MODE_NOTICE,
  UPGRADE_LABEL,
  UPGRADING_LABEL,
} from './messages';
import { PlanOption } from './PlanOption';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import { useGetPlansQuery } from './upgradeApi';
import styles from './UpgradeModal.module.css';
import { usePurchasePlan } from './usePurchasePlan';
import { WhatYouGet } from './WhatYouGet';

export interface UpgradeDialogProps {
  /** Why the dialog opened (the server's limit message), if anyone said. */
  message: string | null;
  userId: string | null;
}

/**
 * The open 'Upgrade to Premium' dialog. Mounted afresh on every opening, so the
 * default plan and a clean error state come back each time.
 */
export function UpgradeDialog({ message, userId }: UpgradeDialogProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const messageId = useId();
  const testModeId = useId();
  const plansLabelId = useId();
  const groupName = useId();
  const upgradeButtonRef = useRef<HTMLButtonElement>(null);

  // The server's catalogue when it has answered (it is what gets charged), the bundled one until then.
  const { data: catalogue } = useGetPlansQuery();
  const plans = PLAN_IDS.map((id) => (catalogue?.plans ?? PLANS)[id]);
  const [selected, setSelected] = useState<PlanId>(() => plans.find((plan) => plan.defaultSelection)?.id ?? PLAN_IDS[0]);
  const { purchase, pending } = usePurchasePlan(catalogue?.test_mode);
  const [error, setError] = useState<string | null>(null);
  const [granted, setGranted] = useState<UpgradeResponse | null>(null);

  const { dialogRef, backdropProps, dialogProps } = useModalDialog<HTMLDivElement>({ onClose: close });
  // After a failure the button is enabled again: put focus back on it for a retry.
  useEffect(() => {
    if (error) upgradeButtonRef.current?.focus();
  }, [error]);

  function close() {
    // A payment in flight decides the outcome; the dialog closes itself on success.
    if (!pending) dispatch(upgradeDialogClosed());
  }

  async function submit() {
    if (pending) return;
    setError(null);
    // The focused button is about to be disabled: keep focus inside the dialog.
    dialogRef.current?.focus();
    const result = await purchase({ subscription_tier: selected, ...(userId ? { user_id: userId } : {}) });
    if (!result) return;
    if (!result.granted) {
      setError(result.message);
      return;
    }
    // A granted plan refetches the access summary (usePurchasePlan); the shell resumes the
    // research the limit refused; the dialog stays open to confirm what was bought.
    setGranted(result.answer);
    dispatch(premiumGranted());
  }

  const testMode = catalogue?.test_mode === true;
  const describedBy = granted ? messageId : [messageId, testMode ? testModeId : null].filter(Boolean).join(' ');

  return createPortal(
    <div className={styles.backdrop} {...backdropProps}>
      <div {...dialogProps} className={styles.dialog} aria-labelledby={titleId} aria-describedby={describedBy}>
        <h2 id={titleId} className={styles.title}>
          {DIALOG_TITLE}
        </h2>
        {granted ? (
          <PurchaseConfirmation answer={granted} plans={catalogue?.plans} id={messageId} onContinue={close} />
        ) : (
          <>
            <p id={messageId} className={message ? styles.message : styles.intro}>
              {message ?? DEFAULT_DESCRIPTION}
            </p>
            {testMode && (
              <p id={testModeId} className={styles.testMode}>
                {TEST_MODE_NOTICE}
              </p>
            )}
            <p id={plansLabelId} className={styles.plansLabel}>
              {PLANS_LABEL}
            </p>
            <div role="radiogroup" aria-labelledby={plansLabelId} className={styles.plans}>
              {plans.map((plan) => (
                <PlanOption
                  key={plan.id}
                  plan={plan}
                  groupName={groupName}
                  checked={plan.id === selected}
                  disabled={pending}
                  gstIncluded={catalogue?.gst_included === true}
                  onSelect={setSelected}
                />
              ))}
            </div>
            <WhatYouGet plans={plans} />
            <ul className={styles.assurances}>
              <li>{CANCEL_ANYTIME}</li>
              <li>{SECURE_PAYMENT}</li>
            </ul>
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={close} disabled={pending}>
                {CANCEL_LABEL}
              </button>
              <button ref={upgradeButtonRef} type="button" className={styles.primary} onClick={() => void submit()} disabled={pending}>
                {pending ? UPGRADING_LABEL : UPGRADE_LABEL}
              </button>
            </div>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
