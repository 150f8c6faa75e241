import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyMove } from './tabKeys';
import styles from './Tabs.module.css';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * One panel at a time under a row of tabs (the WAI-ARIA tabs pattern: the selected
 * tab alone in the tab order, arrows, Home and End select). Every panel stays in
 * the DOM, the others `hidden`, so the page is shorter and nothing is lost
 * (docs/company-page.md 'Reading the page').
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const baseId = useId();
  const [picked, setPicked] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = Math.min(picked, tabs.length - 1);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyMove(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setPicked(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setPicked(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={i !== selected} className={styles.panel}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
