import { researchRequested, stockListStatus, useAppDispatch, useGetStocksQuery } from 'shared-types/shell';
import { type AccessSummary } from 'shared-types/api';
import { accessedCompanies } from './matchCompanies';
import { NO_COMPANIES_YET, notClickableReason, researchAgainTitle } from './messages';
import styles from './AccessedCompaniesPanel.module.css';

/**
 * The companies the user has researched, free or premium (spec amendment 4:
 * premium users keep their list). A listed company is re-researched
 * in one click: the shell runs the research whether or not the search remote
 * is mounted. A name missing from the stock list is shown, but cannot be picked.
 */
export function AccessedCompanyList({ summary }: { summary: Pick<AccessSummary, 'companies' | 'company_names'> }) {
  const dispatch = useAppDispatch();
  const stocks = useGetStocksQuery();
  const companies = accessedCompanies(summary, stocks.data ?? []);
  const stocksStatus = stockListStatus(stocks);

  if (companies.length === 0) return <p className={styles.muted}>{NO_COMPANIES_YET}</p>;
  return (
    <ul className={styles.list}>
      {companies.map((company, index) => (
        <li key={company.stock ? company.stock.id : `${index}-${company.name}`}>
          {company.stock ? (
            <button
              type="button"
              className={styles.company}
              title={researchAgainTitle(company.name)}
              onClick={() => {
                const { id, name, code } = company.stock;
                // The address key, when the summary sent one, lets the shell name the company's page.
                const key = company.key === undefined ? {} : { key: company.key };
                dispatch(researchRequested({ company: { id, name, code, ...key } }));
              }}
            >
              {company.name}
            </button>
          ) : (
            <span className={styles.unavailable} title={notClickableReason(stocksStatus)}>
              {company.name}
              <span className="visually-hidden"> ({notClickableReason(stocksStatus)})</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
