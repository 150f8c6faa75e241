import { useId } from 'react';
import { type PeerRow } from 'shared-types/api';
import { researchRequested, selectAccessSummary, useAppDispatch, useAppSelector } from 'shared-types/shell';
import { opensNewResearch } from '../messages';
import styles from './PeerComparison.module.css';

/**
 * Opening a peer's research, like any other pick: `freeLeft` is the free
 * researches left of a free user who has not researched this peer yet (they are
 * told before it opens), null for premium users, peers already researched and
 * visitors (it opens at once).
 */
export function usePeerOpener(): { freeLeftFor: (peer: PeerRow) => number | null; open: (peer: PeerRow) => void } {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectAccessSummary);
  const freeLeftFor = (peer: PeerRow): number | null => {
    if (summary === null || summary.is_premium || summary.remaining_access < 0) return null;
    const accessed =
      summary.companies !== undefined ? summary.companies.some((company) => company.id === peer.id) : summary.company_names.split(', ').includes(peer.name);
    return accessed ? null : summary.remaining_access;
  };
  const open = (peer: PeerRow): void => {
    dispatch(researchRequested({ company: { id: peer.id, name: peer.name, code: peer.code } }));
  };
  return { freeLeftFor, open };
}

/** A peer's name: a button; for a free user it toggles the confirm row and carries its text as its description. */
export function PeerName({ peer, freeLeft, confirming, onPress }: { peer: PeerRow; freeLeft: number | null; confirming: boolean; onPress: () => void }) {
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        aria-describedby={freeLeft === null ? undefined : hintId}
        aria-expanded={freeLeft === null ? undefined : confirming}
        onClick={onPress}
      >
        {peer.name}
      </button>
      {freeLeft !== null && (
        <span id={hintId} className="visually-hidden">
          {opensNewResearch(freeLeft)}
        </span>
      )}
    </>
  );
}

/** 'Opens a new research: N free left' with Open and Cancel, in a row of its own under the peer. */
export function PeerConfirm({ peer, freeLeft, onOpen, onCancel }: { peer: PeerRow; freeLeft: number; onOpen: () => void; onCancel: () => void }) {
  return (
    <div className={styles.confirm} role="group" aria-label={`Open ${peer.name}`}>
      <span>{opensNewResearch(freeLeft)}</span>
      <span className={styles.confirmActions}>
        <button type="button" className={styles.confirmOpen} onClick={onOpen}>
          Open
        </button>
        <button type="button" className={styles.confirmCancel} onClick={onCancel}>
          Cancel
        </button>
      </span>
    </div>
  );
}
