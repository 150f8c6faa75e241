import { LYNCH_CATEGORY_RULES, type ReceivedInvestorLens, type ReceivedLensCriterion } from 'shared-types/api';
import { FoldedPart } from '../reading/FoldedPart';
import { ScrollTable } from '../shared/ScrollTable';
import { LENS_TAB_LABEL, OUTCOME_LABEL, RANK_NOT_AVAILABLE } from './lensMessages';
import { type PeerRank } from './peerRank';
import { criterionLabel, criterionThreshold, lensCounts, lensName, lensSource, lensSummary, text, type LensCounts } from './lensWords';
import sectionStyles from '../sections/sections.module.css';
import styles from './lenses.module.css';

const OUTCOME_CLASS: Readonly<Record<string, string | undefined>> = {
  pass: styles.pass,
  fail: sectionStyles.badgeFlagged,
  not_assessable: sectionStyles.badgeNotAssessed,
};
/** A mark beside the word, for a quick scan; the word carries the meaning. */
const OUTCOME_MARK: Readonly<Record<string, string>> = { pass: '✓', fail: '✗', not_assessable: '–' };

function OutcomeBadge({ outcome }: { outcome: string }) {
  const tone = Object.hasOwn(OUTCOME_CLASS, outcome) ? OUTCOME_CLASS[outcome] : undefined;
  const label = Object.hasOwn(OUTCOME_LABEL, outcome) ? OUTCOME_LABEL[outcome] : outcome;
  return (
    <span className={tone === undefined ? sectionStyles.badge : `${sectionStyles.badge} ${tone}`} data-outcome={outcome}>
      {Object.hasOwn(OUTCOME_MARK, outcome) && <span aria-hidden="true">{OUTCOME_MARK[outcome]} </span>}
      {label}
    </span>
  );
}

/** Greenblatt's rank comes from the peer comparison, not from the per-company engine. */
function withPeerRank(c: ReceivedLensCriterion, lensId: string, rank: PeerRank | null): ReceivedLensCriterion {
  if (lensId !== 'greenblatt' || c.id !== 'industry_rank') return c;
  if (rank === null) return { ...c, figure: RANK_NOT_AVAILABLE };
  const figure = rank.of === null ? `${rank.rank}` : `${rank.rank} of ${rank.of}`;
  return { ...c, figure, value: rank.rank, outcome: 'ranked', note: 'from the peer comparison; shown, not counted in the summary' };
}

function Counts({ counts }: { counts: LensCounts }) {
  const items: Array<[string, number]> = [
    ['Passed', counts.passed],
    ['Failed', counts.failed],
    ['Not assessable', counts.notAssessable],
  ];
  return (
    <dl className={styles.counts}>
      {items.map(([label, n]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{n}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Lynch's category, when the lens carries one. */
function Category({ extra }: { extra: ReceivedInvestorLens['extra'] }) {
  const label = text(extra?.category_label);
  const reason = text(extra?.category_reason);
  if (label === null && reason === null) return null;
  return (
    <div className={styles.category}>
      <p>
        <strong>Category: {label ?? 'not determined'}</strong>
        {reason !== null && <> ({reason})</>}
      </p>
      <p className={styles.muted}>{LYNCH_CATEGORY_RULES}</p>
    </div>
  );
}

/**
 * One lens: its source, a summary and counts worked out from its criteria, then the criteria
 * table (the outcome next to the criterion, so a phone shows both without scrolling) folded
 * as the lens's working, by structure (docs/company-page.md 'Reading the page').
 */
export function LensPanel({ lens, peerRank }: { lens: ReceivedInvestorLens; peerRank: PeerRank | null }) {
  const name = lensName(lens);
  const source = lensSource(lens);
  const criteria = lens.criteria.map((c) => withPeerRank(c, lens.id, peerRank));
  const counts = lensCounts(criteria);
  const lead = (
    <>
      <h4 className={styles.lensName}>{name}</h4>
      {/* The source, the summary and its counts share a line where there is room (docs/company-page.md 'Reading the page'). */}
      <div className={styles.tally}>
        {source !== null && <p className={styles.muted}>Source: {source}</p>}
        <p className={styles.summary}>{lensSummary(counts)}</p>
        <Counts counts={counts} />
      </div>
      <Category extra={lens.extra} />
    </>
  );
  if (criteria.length === 0) {
    return (
      <div className={styles.panelBody}>
        {lead}
        <p className={styles.muted}>No criteria.</p>
      </div>
    );
  }
  return (
    <div className={styles.panelBody}>
      <FoldedPart
        buttonBesideTitle
        lead={lead}
        working={
          <ScrollTable caption={`${LENS_TAB_LABEL[lens.id] ?? name} criteria`}>
            <thead>
              <tr>
                <th scope="col" className={styles.sticky}>
                  Criterion
                </th>
                <th scope="col">Outcome</th>
                <th scope="col">Company&apos;s figure</th>
                <th scope="col">Threshold</th>
              </tr>
            </thead>
            <tbody>
              {criteria.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className={styles.sticky}>
                    {criterionLabel(lens.id, c)}
                  </th>
                  <td>
                    <OutcomeBadge outcome={c.outcome} />
                  </td>
                  <td>
                    {c.figure ?? 'n/a'}
                    {text(c.note) !== null && <span className={styles.note}>Note: {c.note}</span>}
                  </td>
                  <td>{criterionThreshold(lens.id, c) ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        }
      />
    </div>
  );
}
