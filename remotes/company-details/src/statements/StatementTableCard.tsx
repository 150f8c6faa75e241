import { useId, useState } from 'react';
import { type StatementBasis, type StatementTable } from 'shared-types/api';
import { getApiBase, upgradeDialogOpened, useAppDispatch } from 'shared-types/shell';
import { ExcelDownloadButton } from 'shared-types/ui';
import { ScrollTable } from '../shared/ScrollTable';
import { ColumnSource } from './ColumnSource';
import { rowFormatter } from './formatStatementValue';
import { foldedRows } from './coreRows';
import {
  downloadLabel,
  EXCEL_DOWNLOAD_LABEL,
  LINE_ITEM,
  noPeriods,
  NOT_REPORTED,
  NOT_REPORTED_MARK,
  SCROLL_HINT,
  SHOW_MAIN_ROWS,
  showAllRows,
} from './messages';
import { csvFileName, downloadCsv, fileSlug, statementsExcelUrl, tableCsv } from './statementsCsv';
import styles from './statements.module.css';

interface Props {
  table: StatementTable;
  companyId: string;
  companyName: string;
  basis: StatementBasis | null;
}

/**
 * One statement: its heading, its CSV button and the Excel download of all the statements, then periods as columns (newest right) in a box that
 * scrolls sideways. A long table opens on its core line items; 'Show all n rows' unhides the rest
 * in place (docs/company-page.md 'Reading the page').
 */
export function StatementTableCard({ table, companyId, companyName, basis }: Props) {
  const dispatch = useAppDispatch();
  const empty = table.columns.length === 0 || table.rows.length === 0;
  const [allRows, setAllRows] = useState(false);
  const bodyId = useId();
  const folded = foldedRows(
    table.id,
    table.rows.map((row) => row.key),
  );
  const folds = folded.some(Boolean);
  return (
    // Not a region of its own: the scroll box below is one, named like the table.
    <div className={styles.table}>
      {/* 'Show all n rows' in the head, before the rows it opens, not on a row of its own under them (docs/company-page.md). */}
      <div className={styles.tableHead}>
        <h4 className={styles.tableTitle}>{table.title}</h4>
        {!empty && (
          <div className={styles.tableActions}>
            {folds && (
              <button type="button" className={styles.moreRows} aria-expanded={allRows} aria-controls={bodyId} onClick={() => setAllRows(!allRows)}>
                {allRows ? SHOW_MAIN_ROWS : showAllRows(table.rows.length)}
              </button>
            )}
            <button
              type="button"
              className={styles.download}
              aria-label={downloadLabel(table.title)}
              onClick={() => downloadCsv(csvFileName(companyName, table, basis), tableCsv(table))}
            >
              CSV
            </button>
            <ExcelDownloadButton
              url={`${getApiBase()}${statementsExcelUrl(companyId, basis)}`}
              fallbackName={`${fileSlug(companyName)}-statements.xlsx`}
              label={EXCEL_DOWNLOAD_LABEL}
              className={styles.download}
              onPremiumRequired={(message) => dispatch(upgradeDialogOpened({ message }))}
            />
          </div>
        )}
      </div>
      {empty ? (
        <p className={styles.note}>{noPeriods(table.title)}</p>
      ) : (
        <>
          {/* Shown by the style sheet on narrow screens only, where the columns do not fit. */}
          <p className={styles.scrollHint} aria-hidden="true">
            {SCROLL_HINT}
          </p>
          <ScrollTable caption={table.title}>
            <thead>
              <tr>
                <th scope="col" className={styles.sticky}>
                  {LINE_ITEM}
                </th>
                {table.columns.map((column) => (
                  <ColumnSource key={column.date + column.label} column={column} />
                ))}
              </tr>
            </thead>
            <tbody id={bodyId}>
              {table.rows.map((row, rowIndex) => {
                const format = rowFormatter(row.values, row.unit);
                return (
                  <tr key={row.key} hidden={folded[rowIndex] && !allRows}>
                    <th scope="row" className={styles.sticky}>
                      {row.label}
                    </th>
                    {row.values.map((value, index) => {
                      const text = format(value);
                      return (
                        <td key={index} className={styles.number}>
                          {text ?? (
                            <>
                              <span aria-hidden="true">{NOT_REPORTED_MARK}</span>
                              <span className="visually-hidden">{NOT_REPORTED}</span>
                            </>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        </>
      )}
    </div>
  );
}
