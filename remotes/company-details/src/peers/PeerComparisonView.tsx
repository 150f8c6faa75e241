import { Fragment, useId, useState } from 'react';
import { type PeerComparison, type PeerMetrics, type PeerNumbers } from 'shared-types/api';
import { ScrollTable } from '../shared/ScrollTable';
import { hidePeersText, peerMedianRow, showAllPeersText } from '../messages';
import {
  formatCrore,
  formatFraction,
  formatLeverage,
  formatMultiple,
  formatPeerPrice,
  formatPeerScore,
  leverageLabel,
  ordinal,
  returnLabel,
  type CellText,
} from './peerFormat';
import { FoldedPart } from '../reading/FoldedPart';
import { PeerConfirm, PeerName, usePeerOpener } from './PeerName';
import styles from './PeerComparison.module.css';
import views from '../shared/views.module.css';

type MetricKey = 'price' | 'market_cap_crore' | 'pe' | 'pb' | 'return_on_capital' | 'sales_cagr_5y' | 'leverage' | 'score';

interface Column {
  key: MetricKey;
  label: (company: PeerMetrics) => string;
  cell: (metrics: Pick<PeerMetrics, 'return_on_capital_kind' | 'leverage_kind'> & Partial<Record<MetricKey, number | null>>) => CellText;
  /** Which way is better, said beside the percentile; null: neither. */
  better: (company: PeerMetrics) => 'higher' | 'lower' | null;
}

const COLUMNS: readonly Column[] = [
  { key: 'price', label: () => 'Price', cell: (m) => formatPeerPrice(m.price), better: () => null },
  { key: 'market_cap_crore', label: () => 'Market cap', cell: (m) => formatCrore(m.market_cap_crore), better: () => 'higher' },
  { key: 'pe', label: () => 'P/E', cell: (m) => formatMultiple(m.pe), better: () => 'lower' },
  { key: 'pb', label: () => 'P/B', cell: (m) => formatMultiple(m.pb), better: () => 'lower' },
  { key: 'return_on_capital', label: (c) => returnLabel(c.return_on_capital_kind), cell: (m) => formatFraction(m.return_on_capital), better: () => 'higher' },
  { key: 'sales_cagr_5y', label: () => 'Sales CAGR 5y', cell: (m) => formatFraction(m.sales_cagr_5y), better: () => 'higher' },
  {
    key: 'leverage',
    label: (c) => leverageLabel(c.leverage_kind),
    cell: (m) => formatLeverage(m.leverage, m.leverage_kind),
    better: (c) => (c.leverage_kind === 'capital_cushion' ? 'higher' : 'lower'),
  },
  { key: 'score', label: () => 'Score', cell: (m) => formatPeerScore(m.score), better: () => 'higher' },
];

function Cell({ text, note }: { text: CellText; note?: string }) {
  return (
    <td className={styles.cell}>
      {text === null ? (
        <>
          <span aria-hidden="true">–</span>
          <span className="visually-hidden">Not available</span>
        </>
      ) : (
        text
      )}
      {note !== undefined && text !== null && <span className={styles.kindNote}> ({note})</span>}
    </td>
  );
}

/** A peer's cell says so when its measure differs from the company's (a lender's ROE among ROCEs). */
function kindNote(column: Column, peer: PeerMetrics, company: PeerMetrics): string | undefined {
  if (column.key === 'return_on_capital' && peer.return_on_capital_kind !== company.return_on_capital_kind) return returnLabel(peer.return_on_capital_kind);
  if (column.key === 'leverage' && peer.leverage_kind !== company.leverage_kind) return leverageLabel(peer.leverage_kind).toLowerCase();
  return undefined;
}

/** Whether the company has a percentile or a magic formula rank to show. */
function hasStanding({ company }: PeerComparison): boolean {
  return company.magic_formula_rank !== null || COLUMNS.some((column) => typeof company.percentiles[column.key] === 'number');
}

function PercentileLines({ section }: { section: PeerComparison }) {
  const { company } = section;
  const percentiles: PeerNumbers = company.percentiles;
  const lines = COLUMNS.flatMap((column) => {
    const value = percentiles[column.key];
    if (typeof value !== 'number') return [];
    const better = column.better(company.metrics);
    return [
      <li key={column.key}>
        <span className={styles.percentileLabel}>{column.label(company.metrics)}</span>: {ordinal(value)} percentile
        {better === null ? '' : ` (${better} is better)`}
        <span className={styles.percentileBar} aria-hidden="true">
          <span style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
        </span>
      </li>,
    ];
  });
  if (lines.length === 0 && company.magic_formula_rank === null) return null;
  return (
    <div className={styles.percentiles}>
      <h4 className={views.heading5}>
        {company.name} in {section.group_name}
      </h4>
      <ul className={styles.percentileList}>{lines}</ul>
      {company.magic_formula_rank !== null && company.magic_formula_of !== null && (
        <p className={views.text}>
          Magic formula rank (Greenblatt: earnings yield + return on capital): {company.magic_formula_rank} of {company.magic_formula_of}
        </p>
      )}
    </div>
  );
}

/** Peers shown before 'Show all n peers': the nearest few, folded by position (issue 30 item 6). */
export const PEERS_SHOWN = 3;

/**
 * The peer table (company highlighted, its nearest peers, the group's medians) and the
 * company's percentiles. Peers after the first few stay in the table, hidden, until
 * 'Show all n peers' (docs/company-page.md 'Reading the page').
 */
export function PeerComparisonView({ section }: { section: PeerComparison }) {
  const { company } = section;
  const { freeLeftFor, open } = usePeerOpener();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [allShown, setAllShown] = useState(false);
  const restId = useId();
  const basisText =
    section.basis === 'sector'
      ? `Peers in the ${section.group_name} sector (fewer than 3 share the company's industry), nearest in size first.`
      : `Peers in ${section.group_name}, nearest in market capitalisation first.`;
  if (section.peers.length === 0) {
    return <p className={views.empty}>{section.note ?? `No peers in ${section.group_name}.`}</p>;
  }
  const caption = `${company.name} against its peers in ${section.group_name}`;
  const folded = Math.max(0, section.peers.length - PEERS_SHOWN);
  const peerRows = (peers: readonly PeerComparison['peers'][number][]) =>
    peers.map((peer) => {
      const freeLeft = freeLeftFor(peer);
      const shown = freeLeft !== null && confirming === peer.id;
      return (
        <Fragment key={peer.id}>
          <tr>
            <th scope="row" className={styles.sticky}>
              <PeerName
                peer={peer}
                freeLeft={freeLeft}
                confirming={shown}
                onPress={() => (freeLeft === null ? open(peer) : setConfirming(shown ? null : peer.id))}
              />
            </th>
            {COLUMNS.map((column) => (
              <Cell key={column.key} text={column.cell(peer.metrics)} note={kindNote(column, peer.metrics, company.metrics)} />
            ))}
          </tr>
          {shown && (
            <tr>
              <td colSpan={COLUMNS.length + 1} className={styles.confirmCell}>
                <PeerConfirm
                  peer={peer}
                  freeLeft={freeLeft}
                  onOpen={() => {
                    setConfirming(null);
                    open(peer);
                  }}
                  onCancel={() => setConfirming(null)}
                />
              </td>
            </tr>
          )}
        </Fragment>
      );
    });

  return (
    <div className={styles.peers}>
      <p className={views.muted}>{basisText}</p>
      <ScrollTable caption={caption}>
        <thead>
          <tr>
            <th scope="col" className={styles.sticky}>
              Company
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label(company.metrics)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className={styles.self} aria-current="true">
            <th scope="row" className={styles.sticky}>
              {company.name}
            </th>
            {COLUMNS.map((column) => (
              <Cell key={column.key} text={column.cell(company.metrics)} />
            ))}
          </tr>
          {peerRows(section.peers.slice(0, PEERS_SHOWN))}
        </tbody>
        {folded > 0 && (
          <tbody id={restId} hidden={!allShown}>
            {peerRows(section.peers.slice(PEERS_SHOWN))}
          </tbody>
        )}
        <tbody>
          <tr className={styles.median}>
            <th scope="row" className={styles.sticky}>
              {peerMedianRow(section.basis)}
            </th>
            {COLUMNS.map((column) => (
              <Cell
                key={column.key}
                text={column.cell({
                  ...section.medians,
                  return_on_capital_kind: company.metrics.return_on_capital_kind,
                  leverage_kind: company.metrics.leverage_kind,
                })}
              />
            ))}
          </tr>
        </tbody>
      </ScrollTable>
      {folded > 0 && (
        <button type="button" className={styles.showAll} aria-expanded={allShown} aria-controls={restId} onClick={() => setAllShown(!allShown)}>
          {allShown ? hidePeersText : showAllPeersText(section.peers.length)}
        </button>
      )}
      {section.note !== null && <p className={views.muted}>{section.note}</p>}
      {/* The company's standing among its peers is the table's working, folded like the Parts'. */}
      {hasStanding(section) && <FoldedPart lead={null} working={<PercentileLines section={section} />} />}
    </div>
  );
}
