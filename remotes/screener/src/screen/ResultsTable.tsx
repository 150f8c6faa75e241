import { parseScreenQuery, screenFigureById, type ScreenResults, type ScreenRow, type ScreenUnit, type ScreenValue } from 'shared-types/api';
import {
  COLUMN_COMPARE,
  COLUMN_NAME,
  COLUMN_PRICE,
  COLUMN_SCORE,
  COMPARE_LIMIT_REACHED,
  COMPARE_UI_MAX,
  RESULTS_LABEL,
  UNKNOWN_VALUE,
  compareLabel,
  compareSelectedLabel,
  resultsCaption,
} from '../messages';
import { figureHeading, formatValue } from './formatValue';
import { type ScreenAddress } from './screenAddress';
import styles from './ResultsTable.module.css';

export interface OpenedCompany {
  id: string;
  name: string;
  code: string;
}

export interface ResultsTableProps {
  results: ScreenResults;
  address: ScreenAddress;
  /** Changes the address (the sort, the compare list); the page dispatches it to the shell. */
  onAddressChange: (change: Partial<ScreenAddress>) => void;
  onOpenCompany: (company: OpenedCompany) => void;
  /** 'Compare selected': the ids are already in the address; the page shows the comparison. */
  onCompareSelected: (ids: string[]) => void;
}

interface Column {
  /** The sort key the API takes: 'name' or a figure id. */
  sort: string;
  heading: string;
  unit: ScreenUnit;
  value: (row: ScreenRow) => ScreenValue | undefined;
}

type Direction = 'asc' | 'desc';

/** Name, Price and Score, then the figures the answer names (Price and Score only once). */
function columnsOf(figures: readonly string[]): Column[] {
  const fixed: Column[] = [
    { sort: 'price', heading: `${COLUMN_PRICE} (₹)`, unit: 'rupees', value: (row) => row.price },
    { sort: 'score', heading: COLUMN_SCORE, unit: 'points', value: (row) => row.score },
  ];
  const named = figures
    .filter((id) => id !== 'price' && id !== 'score')
    .map((id): Column => ({ sort: id, heading: figureHeading(id), unit: screenFigureById(id)?.unit ?? 'points', value: (row) => row.values[id] }));
  return [...fixed, ...named];
}

/** The order the rows are in: the address's, else the server's default (the ranking's, else score best first). */
function currentOrder(address: ScreenAddress, query: string): { by: string; dir: Direction } {
  const parsed = parseScreenQuery(query);
  const byDefault = parsed.ok && parsed.query.top ? { by: parsed.query.top.by, dir: parsed.query.top.direction } : { by: 'score', dir: 'desc' as Direction };
  if (address.sort === undefined) return address.dir === undefined ? byDefault : { by: byDefault.by, dir: address.dir };
  return { by: address.sort, dir: address.dir ?? defaultDirection(address.sort) };
}

/** As the API: names A to Z, figures highest first. */
function defaultDirection(sort: string): Direction {
  return sort === 'name' ? 'asc' : 'desc';
}

function Value({ value, unit }: { value: ScreenValue | undefined; unit: ScreenUnit }) {
  if (value === null || value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{UNKNOWN_VALUE}</span>
      </>
    );
  }
  return <>{formatValue(value, unit)}</>;
}

/** One page of matches; every header sorts through the address, and each row can be opened or picked to compare. */
export function ResultsTable({ results, address, onAddressChange, onOpenCompany, onCompareSelected }: ResultsTableProps) {
  const columns = columnsOf(results.figures);
  const order = currentOrder(address, results.query);
  const picked = address.compare;
  const full = picked.length >= COMPARE_UI_MAX;

  const sortBy = (sort: string) => {
    const dir = order.by === sort ? (order.dir === 'asc' ? 'desc' : 'asc') : defaultDirection(sort);
    onAddressChange({ sort, dir, page: 1 });
  };

  const togglePicked = (id: string) => {
    onAddressChange({ compare: picked.includes(id) ? picked.filter((other) => other !== id) : [...picked, id] });
  };

  const header = (sort: string, heading: string, className?: string) => {
    const sorted = order.by === sort;
    return (
      <th key={sort} scope="col" className={className} aria-sort={sorted ? (order.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className={styles.sort} onClick={() => sortBy(sort)}>
          {heading}
          <span aria-hidden="true" className={styles.arrow}>
            {sorted ? (order.dir === 'asc' ? '▲' : '▼') : ''}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className={styles.results}>
      {picked.length >= 2 && (
        <div className={styles.compareBar}>
          <button type="button" className={styles.compareButton} onClick={() => onCompareSelected(picked)}>
            {compareSelectedLabel(picked.length)}
          </button>
          {full && <p className={styles.note}>{COMPARE_LIMIT_REACHED}</p>}
        </div>
      )}
      {/* Wide tables scroll sideways on phones; the box is focusable and named so a keyboard can scroll it. */}
      <div className={styles.scroll} role="region" aria-label={RESULTS_LABEL} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{resultsCaption(results.total)}</caption>
          {results.rows.length > 0 && (
            <thead>
              <tr>
                <th scope="col" className={styles.pick}>
                  {COLUMN_COMPARE}
                </th>
                {header('name', COLUMN_NAME, styles.nameHeading)}
                {columns.map((column) => header(column.sort, column.heading, styles.number))}
              </tr>
            </thead>
          )}
          <tbody>
            {results.rows.map((row) => {
              const isPicked = picked.includes(row.company_id);
              return (
                <tr key={row.company_id}>
                  <td className={styles.pick}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      aria-label={compareLabel(row.name)}
                      checked={isPicked}
                      disabled={!isPicked && full}
                      onChange={() => togglePicked(row.company_id)}
                    />
                  </td>
                  <th scope="row" className={styles.name}>
                    <button type="button" className={styles.open} onClick={() => onOpenCompany({ id: row.company_id, name: row.name, code: row.code })}>
                      {row.name}
                    </button>
                    {row.code !== '' && <span className={styles.code}>{row.code}</span>}
                  </th>
                  {columns.map((column) => (
                    <td key={column.sort} className={styles.number}>
                      <Value value={column.value(row)} unit={column.unit} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
