import { useEffect, useId, useRef, type ReactNode } from 'react';
import { type PaymentReceipt, formatIndianDay, formatRupees } from 'shared-types/api';
import dialogStyles from '../ui/ModalDialog.module.css';
import { useGetPaymentReceiptQuery } from './accountApi';
import styles from './Payments.module.css';
import { LoadedQuery } from './LoadedQuery';
import {
  AMOUNT,
  BACK_TO_PAYMENTS,
  BILLED_TO,
  gstText,
  ISSUED_BY,
  ISSUED_ON,
  methodText,
  PAYMENT_METHOD,
  PAYMENT_REFERENCE,
  PERIOD,
  periodText,
  PLAN,
  PRINT_LABEL,
  RECEIPT_FAILED,
  RECEIPT_LABEL,
  RECEIPT_LOADING,
  RECEIPT_NUMBER,
  receiptStatusText,
  REFUNDED,
  refundAmountText,
  refundGstLineText,
  STATUS,
  TEST_MODE_RECEIPT,
} from './paymentMessages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The receipt as printed: everything a tax or expense record needs, and nothing else. */
function ReceiptDocument({ receipt, headingId }: { receipt: PaymentReceipt; headingId: string }) {
  return (
    <article className={styles.receipt} aria-labelledby={headingId}>
      <dl className={styles.rows}>
        <Row label={RECEIPT_NUMBER}>{receipt.receipt_number}</Row>
        <Row label={ISSUED_ON}>{formatIndianDay(receipt.issued_at)}</Row>
        <Row label={ISSUED_BY}>
          <span className={styles.line}>{receipt.seller.name}</span>
          {receipt.seller.address && <span className={styles.line}>{receipt.seller.address}</span>}
          {receipt.seller.support_email && <span className={styles.line}>{receipt.seller.support_email}</span>}
        </Row>
        <Row label={BILLED_TO}>
          {receipt.billed_to.name && <span className={styles.line}>{receipt.billed_to.name}</span>}
          <span className={styles.line}>{receipt.billed_to.email}</span>
        </Row>
        <Row label={PLAN}>{receipt.plan_name}</Row>
        <Row label={PERIOD}>{periodText(receipt.period_start, receipt.period_end)}</Row>
        <Row label={AMOUNT}>{formatRupees(receipt.amount_inr)}</Row>
        <Row label={STATUS}>{receiptStatusText(receipt)}</Row>
        {receipt.refund && <Row label={REFUNDED}>{refundAmountText(receipt.refund.amount_inr, receipt.refund.refunded_at)}</Row>}
        <Row label={PAYMENT_REFERENCE}>{receipt.payment_reference}</Row>
        {receipt.method && <Row label={PAYMENT_METHOD}>{methodText(receipt.method)}</Row>}
      </dl>
      {receipt.gst && <p className={styles.fine}>{gstText(receipt.gst)}</p>}
      {receipt.refund?.gst && <p className={styles.fine}>{refundGstLineText(receipt.refund.gst)}</p>}
      <p className={styles.fine}>{receipt.renewal}</p>
      {receipt.is_test && <p className={styles.testNotice}>{TEST_MODE_RECEIPT}</p>}
    </article>
  );
}

export interface PaymentReceiptViewProps {
  paymentId: string;
  onBack: () => void;
}

/** One payment's receipt, in place of the list, with Print (the page prints the receipt alone). */
export function PaymentReceiptView({ paymentId, onBack }: PaymentReceiptViewProps) {
  const receipt = useGetPaymentReceiptQuery(paymentId, { refetchOnMountOrArgChange: true });
  const viewRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    // The Receipt button that was pressed is hidden with the list: focus moves to what replaced it,
    // a group named by the receipt's heading (shown while the receipt loads too).
    viewRef.current?.focus();
  }, []);

  return (
    <div ref={viewRef} role="group" aria-labelledby={headingId} tabIndex={-1}>
      <h3 id={headingId} className={styles.receiptTitle}>
        {RECEIPT_LABEL}
      </h3>
      <LoadedQuery query={receipt} loading={RECEIPT_LOADING} failed={RECEIPT_FAILED} log="Could not load the receipt">
        {(data) => <ReceiptDocument receipt={data} headingId={headingId} />}
      </LoadedQuery>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.secondary} onClick={onBack}>
          {BACK_TO_PAYMENTS}
        </button>
        {receipt.data && (
          <button type="button" className={dialogStyles.primary} onClick={() => window.print()}>
            {PRINT_LABEL}
          </button>
        )}
      </div>
    </div>
  );
}
