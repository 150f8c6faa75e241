import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from 'shared-types/ui';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps {
  title: ReactNode;
  /** Escape or a press on the backdrop; the caller decides whether the dialog may close now. */
  onClose: () => void;
  /** Gets focus when the dialog opens; the dialog itself does otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The id of the element that describes the dialog (announced after the title). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * The shell's accessible modal dialog: labelled by its title, focus moves in and
 * back to whatever opened it, Tab stays inside, Escape closes.
 */
export function ModalDialog({ title, onClose, initialFocusRef, describedBy, children }: ModalDialogProps) {
  const titleId = useId();
  const { backdropProps, dialogProps } = useModalDialog<HTMLDivElement>({ onClose, initialFocusRef });

  return createPortal(
    <div className={styles.backdrop} {...backdropProps}>
      <div {...dialogProps} className={styles.dialog} aria-labelledby={titleId} aria-describedby={describedBy}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
