import { useEffect, type KeyboardEvent, type RefObject } from 'react';

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
 * Keyboard rules of a modal dialog: Tab and Shift+Tab cycle inside it, Escape
 * asks to close. Call it from the dialog element's onKeyDown.
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
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Moves focus into the dialog when it opens (to its first tab stop, or the
 * dialog itself) and back to whatever had it before when it closes.
 */
export function useFocusOnOpen(dialogRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (tabStops(dialog)[0] ?? dialog).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef]);
}
