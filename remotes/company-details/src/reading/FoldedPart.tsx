import { useId, useState, type ReactNode } from 'react';
import { useWords } from '../i18n/MessagesProvider';
import styles from './reading.module.css';

export interface FoldedPartProps {
  /**
   * What the Part opens on: its first section by the payload's structure
   * (docs/company-page.md). A function gets whether the working is shown, for a
   * lead that folds part of itself (Part 2's Justification column).
   */
  lead: ReactNode | ((open: boolean) => ReactNode);
  /** The Part's other sections, folded until asked for; null when it has none. */
  working: ReactNode | null;
  /** The id of what the lead folds of itself, when it does: the button controls it too. */
  leadFoldId?: string;
  /** On wide screens, the button at the end of the lead's first element (its title), not on a row of its own. */
  buttonBesideTitle?: boolean;
}

/**
 * A Part that opens on its first section, with 'Show the working' for the rest.
 * The folded sections stay in the page (hidden), so their text is in the DOM for
 * tests and for the section bar's jumps; a button with aria-expanded and
 * aria-controls tells assistive technology what it opens.
 */
export function FoldedPart({ lead, working, leadFoldId, buttonBesideTitle = false }: FoldedPartProps) {
  const [open, setOpen] = useState(false);
  const words = useWords();
  const id = useId();
  const controls = [leadFoldId, working === null ? undefined : id].filter((value) => value !== undefined).join(' ');
  return (
    // The data attributes let a card put the button on its title row on wide screens (shared/SectionCard.module.css).
    <div className={buttonBesideTitle ? `${styles.folded} ${styles.besideTitle}` : styles.folded} data-folded-part="">
      {typeof lead === 'function' ? lead(open) : lead}
      {controls !== '' && (
        <button
          type="button"
          className={styles.workingButton}
          data-working-button=""
          aria-expanded={open}
          aria-controls={controls}
          onClick={() => setOpen((was) => !was)}
        >
          {words(open ? 'working.hide' : 'working.show')}
        </button>
      )}
      {working !== null && (
        <div id={id} className={styles.working} hidden={!open}>
          {working}
        </div>
      )}
    </div>
  );
}
