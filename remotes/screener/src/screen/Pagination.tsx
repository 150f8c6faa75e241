import { useId } from 'react';
import { SCREEN_PAGE_SIZES, type ScreenPageSize } from 'shared-types/api';
import { upgradeDialogOpened, useAppDispatch } from 'shared-types/shell';
import { ExcelDownloadButton } from 'shared-types/ui';
import { DOWNLOAD_CSV, DOWNLOAD_EXCEL, NEXT_PAGE, PAGES_LABEL, PREVIOUS_PAGE, ROWS_PER_PAGE, pageOfPages, shownRange } from '../messages';
import { type ScreenAddress } from './screenAddress';
import styles from './Pagination.module.css';

export interface PaginationProps {
  total: number;
  page: number;
  size: ScreenPageSize;
  /** Changes the page or the page size through the address. */
  onAddressChange: (change: Partial<ScreenAddress>) => void;
  /** The CSV of every match in the current order (screenCsvUrl). */
  csvHref: string;
  /** The same as a workbook (screenExcelUrl): premium only, a free user is offered the upgrade. */
  excelHref: string;
}

/** Rows per page, previous and next, where we are, and the CSV and the workbook of every match. */
export function Pagination({ total, page, size, onAddressChange, csvHref, excelHref }: PaginationProps) {
  const sizeId = useId();
  const dispatch = useAppDispatch();
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);

  return (
    <nav className={styles.pagination} aria-label={PAGES_LABEL}>
      <div className={styles.size}>
        <label htmlFor={sizeId}>{ROWS_PER_PAGE}</label>
        <select
          id={sizeId}
          className={styles.select}
          value={size}
          onChange={(event) => onAddressChange({ size: Number(event.target.value) as ScreenPageSize, page: 1 })}
        >
          {SCREEN_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.status}>
        <span>{pageOfPages(page, pages)}</span>
        {total > 0 && <span>{shownRange(first, Math.max(first, last), total)}</span>}
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onAddressChange({ page: Math.min(page - 1, pages) })}>
          {PREVIOUS_PAGE}
        </button>
        <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onAddressChange({ page: page + 1 })}>
          {NEXT_PAGE}
        </button>
      </div>
      {/* A plain link: the browser downloads the attachment with the session cookie, nothing is held in memory. */}
      <a className={styles.download} href={csvHref} download>
        {DOWNLOAD_CSV}
      </a>
      <ExcelDownloadButton
        url={excelHref}
        fallbackName="screen.xlsx"
        label={DOWNLOAD_EXCEL}
        className={styles.excel}
        onPremiumRequired={(message) => dispatch(upgradeDialogOpened({ message }))}
      />
    </nav>
  );
}
