import { useId, useState } from 'react';
import { CANCELLATION_RULE, type CancellationQuote } from 'shared-types/api';
import dialogStyles from '../ui/ModalDialog.module.css';
import { ModalDialog } from '../ui/ModalDialog';
import { useCancelPremiumMutation, useGetCancellationQuoteQuery } from './accountApi';
import styles from './AccountDialogs.module.css';
import {
  CANCEL_FAILED,
  CANCEL_PREMIUM_LABEL,
  CANCEL_QUOTE_FAILED,
  CANCEL_QUOTE_LOADING,
  cancelButtonText,
  CANCELLED_TITLE,
  CANCELLING,
  KEEP_PREMIUM_LABEL,
  NOTHING_TO_REFUND,
  premiumEndText,
  REFUND_IN_HISTORY,
  refundedText,
  refundGstText,
  refundLineText,
  refundTotalText,
  TEST_MODE_REFUND,
} from './cancelPremiumMessages';
import { LoadedQuery } from './LoadedQuery';
import { logAccountError } from './log';
import { CLOSE_LABEL, failureMessage } from './messages';
import { DangerActions, DoneNotice } from './sessionEnding';

export interface CancelPremiumDialogProps {
  onClose: () => void;
}

/** The refunds of a quote or of a cancellation: one line per plan, the total and its GST. */
function RefundSummary({ quote }: { quote: CancellationQuote }) {
  return (
    <>
      <ul className={styles.consequences}>
        {quote.refunds.map((refund) => (
          <li key={refund.payment_id}>{refundLineText(refund)}</li>
        ))}
      </ul>
      <p className={styles.lead}>{refundTotalText(quote.total_inr)}</p>
      {quote.total_gst && <p className={dialogStyles.note}>{refundGstText(quote.total_gst)}</p>}
      {quote.refunds.some((refund) => refund.is_test) && <p className={dialogStyles.note}>{TEST_MODE_REFUND}</p>}
    </>
  );
}

/**
 * Cancelling premium (issue 34, 'Cancel anytime'): states the rule, shows what
 * each plan refunds and when premium ends, and cancels only when confirmed.
 * The access line follows (the mutation invalidates the access summary).
 */
export function CancelPremiumDialog({ onClose }: CancelPremiumDialogProps) {
  const ruleId = useId();
  const quote = useGetCancellationQuoteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancelPremium, cancellation] = useCancelPremiumMutation();
  const [error, setError] = useState<string | null>(null);
  const pending = cancellation.isLoading;

  async function confirm() {
    if (pending) return;
    setError(null);
    try {
      await cancelPremium().unwrap();
    } catch (failure) {
      logAccountError('Could not cancel premium', failure);
      setError(failureMessage(failure, CANCEL_FAILED));
    }
  }

  const close = () => {
    if (!pending) onClose();
  };

  if (cancellation.data) {
    const done = cancellation.data;
    return (
      <ModalDialog title={CANCELLED_TITLE} onClose={onClose} describedBy={ruleId}>
        <DoneNotice id={ruleId} lines={[refundedText(done.total_inr), REFUND_IN_HISTORY]} onClose={onClose} />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={CANCEL_PREMIUM_LABEL} onClose={close} describedBy={ruleId}>
      <p id={ruleId} className={dialogStyles.note}>
        {CANCELLATION_RULE}
      </p>
      <LoadedQuery query={quote} loading={CANCEL_QUOTE_LOADING} failed={CANCEL_QUOTE_FAILED} log="Could not load the cancellation quote">
        {(data) =>
          data.refunds.length === 0 ? (
            <>
              <p className={styles.lead}>{NOTHING_TO_REFUND}</p>
              <div className={dialogStyles.actions}>
                <button type="button" className={dialogStyles.secondary} onClick={onClose}>
                  {CLOSE_LABEL}
                </button>
              </div>
            </>
          ) : (
            <>
              <RefundSummary quote={data} />
              <p className={dialogStyles.note}>{premiumEndText(data)}</p>
              <DangerActions
                error={error}
                pending={pending}
                dismissLabel={KEEP_PREMIUM_LABEL}
                onDismiss={close}
                label={cancelButtonText(data.total_inr)}
                pendingLabel={CANCELLING}
                onAct={() => void confirm()}
              />
            </>
          )
        }
      </LoadedQuery>
    </ModalDialog>
  );
}
