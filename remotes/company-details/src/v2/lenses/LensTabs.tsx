import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyMove } from '../../shared/tabKeys';
import styles from '../../lenses/lenses.module.css';
import tabStyles from '../../shared/Tabs.module.css';

export interface LensTabsProps {
  /** The tab list's accessible name. */
  label: string;
  /** Each tab's text, in order. */
  tabs: readonly string[];
  /** The tab shown first (the reader's lens); out of range opens the first. */
  initial: number;
  /** The selected tab's panel. */
  panel: (index: number) => ReactNode;
}

/**
 * The lens tabs (the WAI-ARIA tabs pattern), as v1's InvestorLensesView has them, with the tab
 * names and panel given: the selected tab is the only one in the tab order; arrow keys, Home and
 * End move between tabs and select them.
 */
export function LensTabs({ label, tabs, initial, panel }: LensTabsProps) {
  const baseId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = picked !== null && picked < tabs.length ? picked : initial >= 0 && initial < tabs.length ? initial : 0;
  const tabId = (i: number): string => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyMove(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setPicked(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.lenses}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((text, i) => (
          <button
            key={`${text}-${i}`}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId}
            tabIndex={i === selected ? 0 : -1}
            className={tabStyles.tab}
            onClick={() => setPicked(i)}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className={styles.panel}>
        {panel(selected)}
      </div>
    </div>
  );
}
