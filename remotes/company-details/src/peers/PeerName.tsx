import { useId, useState } from 'react';
import { type PeerRow } from 'shared-types/api';
import { researchRequested, selectAccessSummary, useAppDispatch, useAppSelector } from 'shared-types/shell';
import { opensNewResearch } from '../messages';
import styles from './PeerComparison.module.css';

/**
 * A peer's name: a button that opens its research like any other pick. A free
 * user who has not researched this peer yet is told first that it counts
 * ('Opens a new research: N free left') and confirms; premium users and peers
 * already researched open at once.
 */
export function PeerName({ peer }: { peer: PeerRow }) {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectAccessSummary);
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  const accessed =
    summary?.companies !== undefined
      ? summary.companies.some((company) => company.id === peer.id)
      : (summary?.company_names.split(', ').includes(peer.name) ?? false);
  const freeLeft = summary !== null && !summary.is_premium && summary.remaining_access >= 0 && !accessed ? summary.remaining_access : null;
  const open = (): void => {
    setConfirming(false);
    dispatch(researchRequested({ company: { id: peer.id, name: peer.name, code: peer.code } }));
  };

  return (
    <span className={styles.peerName}>
      <button
        type="button"
        className={styles.linkButton}
        aria-describedby={freeLeft === null ? undefined : hintId}
        aria-expanded={freeLeft === null ? undefined : confirming}
        onClick={() => (freeLeft === null ? open() : setConfirming((shown) => !shown))}
      >
        {peer.name}
      </button>
      {freeLeft !== null && (
        <span id={hintId} className="visually-hidden">
          {opensNewResearch(freeLeft)}
        </span>
      )}
      {confirming && freeLeft !== null && (
        <span className={styles.confirm} role="group" aria-label={`Open ${peer.name}`}>
          <span>{opensNewResearch(freeLeft)}</span>
          <span className={styles.confirmActions}>
            <button type="button" className={styles.confirmOpen} onClick={open}>
              Open
            </button>
            <button type="button" className={styles.confirmCancel} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </span>
        </span>
      )}
    </span>
  );
}
