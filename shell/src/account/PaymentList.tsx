import { useEffect, useId, useRef } from 'react';
import { type AccountPayment, formatIndianDay, formatRupees } from 'shared-types/api';
import dialogStyles from '../ui/ModalDialog.module.css';
import { useGetAccountPaymentsQuery } from './accountApi';
import styles from './Payments.module.css';
import { LoadedList } from './LoadedQuery';
import {
  PAYMENTS_EMPTY,
  PAYMENTS_FAILED,
  PAYMENTS_LABEL,
  PAYMENTS_LOADING,
  RECEIPT_LABEL,
  refundedOnText,
  statusText,
  TEST_MODE_BADGE,
  untilText,
} from './paymentMessages';

interface PaymentItemProps {
  payment: AccountPayment;
  onReceipt: (paymentId: string) => void;
  /** Focus goes back to this item's Receipt button when its receipt is left. */
  focused: boolean;
}

function PaymentItem({ payment, onReceipt, focused }: PaymentItemProps) {
  const summaryId = useId();
  const dateId = useId();
  const receiptRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) receiptRef.current?.focus();
  }, [focused]);

  const period = payment.status === 'paid' && payment.period_end ? untilText(payment.period_end) : null;
  return (
    <li className={styles.payment}>
      <div id={summaryId} className={styles.summary}>
        <span className={styles.plan}>{payment.plan_name}</span>
        <span className={styles.amount}>{formatRupees(payment.amount_inr)}</span>
      </div>
      <div className={styles.details}>
        <span id={dateId}>{formatIndianDay(payment.paid_at ?? payment.created_at)}</span>
        <span className={styles.status} data-status={payment.status}>
          {statusText(payment.status)}
        </span>
        {payment.is_test && <span className={styles.testMode}>{TEST_MODE_BADGE}</span>}
        {period && <span>{period}</span>}
        {payment.refunded_inr > 0 && payment.last_refunded_at && <span>{refundedOnText(payment.refunded_inr, payment.last_refunded_at)}</span>}
      </div>
      {payment.has_receipt && (
        <button
          ref={receiptRef}
          type="button"
          className={`${dialogStyles.secondary} ${styles.receiptButton}`}
          aria-describedby={`${summaryId} ${dateId}`}
          onClick={() => onReceipt(payment.id)}
        >
          {RECEIPT_LABEL}
        </button>
      )}
    </li>
  );
}

export interface PaymentListProps {
  onReceipt: (paymentId: string) => void;
  /** The payment whose receipt was just left: its Receipt button gets focus back. */
  returnTo: string | null;
}

/** The user's payments, newest first, each paid or refunded one with its receipt. */
export function PaymentList({ onReceipt, returnTo }: PaymentListProps) {
  const payments = useGetAccountPaymentsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <LoadedList
      query={payments}
      loading={PAYMENTS_LOADING}
      failed={PAYMENTS_FAILED}
      log="Could not load the payments"
      items={(data) => data.payments}
      empty={PAYMENTS_EMPTY}
      label={PAYMENTS_LABEL}
      className={styles.payments}
      renderItem={(payment) => <PaymentItem key={payment.id} payment={payment} onReceipt={onReceipt} focused={payment.id === returnTo} />}
    />
  );
}
