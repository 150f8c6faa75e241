import { type ComparedCompany } from 'shared-types/api';
import { COMPARE_ROWS, formatFigure } from './compareFigures';
import { FIGURE_HEADING, removeLabel, TABLE_CAPTION, TABLE_SCROLL_LABEL } from './compareMessages';
import styles from './Compare.module.css';

export interface CompareTableProps {
  companies: readonly ComparedCompany[];
  onOpen: (company: ComparedCompany) => void;
  onRemove: (company: ComparedCompany) => void;
}

/** The figures side by side, one column per company. On a phone it scrolls sideways in a focusable box. */
export function CompareTable({ companies, onOpen, onRemove }: CompareTableProps) {
  return (
    <div className={styles.scroll} role="region" aria-label={TABLE_SCROLL_LABEL} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{TABLE_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">{FIGURE_HEADING}</th>
            {companies.map((company) => (
              <th key={company.company_id} scope="col">
                <div className={styles.company}>
                  <button type="button" className={styles.linkButton} onClick={() => onOpen(company)}>
                    {company.name}
                  </button>
                  <span className={styles.code}>{company.code}</span>
                  <button type="button" className={styles.secondaryButton} onClick={() => onRemove(company)}>
                    {removeLabel(company.name)}
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((figure) => (
            <tr key={figure.id}>
              <th scope="row" title={figure.definition}>
                {figure.name}
              </th>
              {companies.map((company) => (
                <td key={company.company_id}>{formatFigure(company.values[figure.id], figure)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
