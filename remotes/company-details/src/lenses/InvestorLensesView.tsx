import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { type ReceivedInvestorLens } from 'shared-types/api';
import { LENS_TAB_LABEL } from './lensMessages';
import { LensPanel } from './LensPanel';
import { lensName } from './lensWords';
import { type PeerRank } from './peerRank';
import { tabKeyMove } from '../shared/tabKeys';
import styles from './lenses.module.css';
import tabStyles from '../shared/Tabs.module.css';

export interface InvestorLensesViewProps {
  lenses: readonly ReceivedInvestorLens[];
  /** The user's preferred lens; 'standard' or one not in the payload opens the first tab. */
  initialLens?: string;
  peerRank: PeerRank | null;
}

/**
 * One tab per lens (the WAI-ARIA tabs pattern): the selected tab is the only one
 * in the tab order, arrow keys, Home and End move between tabs and select them.
 */
export function InvestorLensesView({ lenses, initialLens, peerRank }: InvestorLensesViewProps) {
  const baseId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (lenses.length === 0) return null;
  const preferred = lenses.findIndex((l) => l.id === initialLens);
  const selected = picked !== null && picked < lenses.length ? picked : Math.max(0, preferred);
  const lens = lenses[selected] as ReceivedInvestorLens;
  const tabId = (i: number): string => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyMove(event.key, selected, lenses.length);
    if (next === undefined) return;
    event.preventDefault();
    setPicked(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.lenses}>
      <div role="tablist" aria-label="Investor lenses" className={styles.tablist} onKeyDown={onKeyDown}>
        {lenses.map((l, i) => (
          <button
            key={`${l.id}-${i}`}
            ref={(el) => {
              tabs.current[i] = el;
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
            {LENS_TAB_LABEL[l.id] ?? lensName(l)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className={styles.panel}>
        <LensPanel lens={lens} peerRank={peerRank} />
      </div>
    </div>
  );
}
