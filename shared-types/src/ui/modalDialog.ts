import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const isRadio = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio';

/**
 * The elements Tab stops at inside `container`, in order. Of a radio group the
 * browser stops only at the checked radio (or the first, when none is checked).
 */
export function tabStops(container: HTMLElement): HTMLElement[] {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  return focusable.filter((element) => {
    if (!isRadio(element) || element.name === '') return true;
    const group = focusable.filter((other): other is HTMLInputElement => isRadio(other) && other.name === element.name);
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/**
 * Keyboard rules of a modal dialog: Tab and Shift+Tab cycle inside it (also when
 * focus sits on the dialog itself or has escaped it), Escape asks to close.
 */
export function handleDialogKeys(event: KeyboardEvent<HTMLElement>, onEscape: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  const outside = active === dialog || !dialog.contains(active);
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalDialogOptions {
  /** Escape or a press on the backdrop; the caller decides whether the dialog may close now. */
  onClose: () => void;
  /** Gets focus when the dialog opens; otherwise the first tab stop, or the dialog itself. Read at open only. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * What every modal dialog of the product shares, for the shell and the remotes
 * alike: focus moves in when it opens and back to the opener when it closes, Tab
 * stays inside, Escape and a press on the backdrop ask to close. The caller
 * renders the markup (its own styles, title and labelling) and spreads the props.
 */
export function useModalDialog<T extends HTMLElement>({ onClose, initialFocusRef }: ModalDialogOptions) {
  const dialogRef = useRef<T>(null);
  const initialFocus = useRef(initialFocusRef);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const target = initialFocus.current?.current ?? (dialog ? (tabStops(dialog)[0] ?? dialog) : null);
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => handleDialogKeys(event, onClose);
  const onBackdropMouseDown = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return {
    dialogRef,
    backdropProps: { onMouseDown: onBackdropMouseDown },
    dialogProps: { ref: dialogRef, role: 'dialog', 'aria-modal': true, tabIndex: -1, onKeyDown } as const,
  };
}
