import { useId, useState } from 'react';
import dialogStyles from '../ui/ModalDialog.module.css';
import { ModalDialog } from '../ui/ModalDialog';
import { CLOSE_LABEL } from './messages';
import { PaymentList } from './PaymentList';
import { PaymentReceiptView } from './PaymentReceiptView';
import { PAYMENTS_DESCRIPTION, PAYMENTS_LABEL } from './paymentMessages';

export interface PaymentsDialogProps {
  onClose: () => void;
}

type View = { receiptOf: string; returnTo: null } | { receiptOf: null; returnTo: string | null };

/**
 * The user's payment history and receipts (issue 18). A receipt replaces the
 * list in the same dialog; the list stays mounted, hidden, so going back finds
 * it as it was and focus returns to the Receipt button that was pressed.
 */
export function PaymentsDialog({ onClose }: PaymentsDialogProps) {
  const descriptionId = useId();
  const [view, setView] = useState<View>({ receiptOf: null, returnTo: null });
  const receiptOf = view.receiptOf;

  return (
    <ModalDialog title={PAYMENTS_LABEL} onClose={onClose} describedBy={descriptionId}>
      <div hidden={receiptOf !== null}>
        <p id={descriptionId} className={dialogStyles.note}>
          {PAYMENTS_DESCRIPTION}
        </p>
        <PaymentList onReceipt={(paymentId) => setView({ receiptOf: paymentId, returnTo: null })} returnTo={view.returnTo} />
        <div className={dialogStyles.actions}>
          <button type="button" className={dialogStyles.secondary} onClick={onClose}>
            {CLOSE_LABEL}
          </button>
        </div>
      </div>
      {receiptOf !== null && <PaymentReceiptView paymentId={receiptOf} onBack={() => setView({ receiptOf: null, returnTo: receiptOf })} />}
    </ModalDialog>
  );
}
