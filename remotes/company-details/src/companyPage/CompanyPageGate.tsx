import { useEffect, useRef, type ReactNode } from 'react';
import { type CompanyPublic } from 'shared-types/api';
import {
  researchRequested,
  selectAccessSummary,
  selectAccessSummaryStatus,
  selectAuthStatus,
  selectCompanyPageKey,
  useAppDispatch,
  useAppSelector,
  type ResearchResult,
  type SelectedCompany,
} from 'shared-types/shell';
import { isCompanyNotFound, useGetCompanyPublicQuery } from './companyPageApi';
import { COMPANY_PAGE_FAILED, LOADING_COMPANY, NO_COMPANY_HINT, noCompanyMatchesText, TRY_AGAIN } from './messages';
import { pageAccess } from './pageAccess';
import { PublicView } from './PublicView';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './companyPage.module.css';

/** The pick a research of this company starts from, its address key included. */
function selectedOf({ company }: CompanyPublic): SelectedCompany {
  return { id: company.id, name: company.name, code: company.nse_symbol ?? company.bse_code ?? '', key: company.key };
}

/**
 * The research view, not the page's own, is what shows: the research on screen is this page's
 * company, or any research is in flight (one started from the search box on another company's
 * page: the address follows it when it succeeds, and researching this page's company now would
 * cancel it).
 */
function researchIsFor(result: ResearchResult, pageKey: string, view: CompanyPublic | undefined): boolean {
  if (result.status === 'loading') return true;
  if (result.status !== 'shown') return false;
  return result.company.key === pageKey || (view !== undefined && result.company.id === view.company.id);
}

/**
 * The company page (`/company/<key>`, docs/company-page.md): with no key in the address this
 * is the result view as before. With one, the research of that company shows when it is on
 * screen; otherwise the public view, asked of the public endpoint, with what this person may
 * do next. A premium user, or one who researched the company before, gets the research at
 * once, once per company a visit (a failed one is not retried in a loop).
 */
export function CompanyPageGate({ result, children }: { result: ResearchResult; children: ReactNode }) {
  const pageKey = useAppSelector(selectCompanyPageKey);
  if (pageKey === null) return children;
  return (
    <CompanyPage pageKey={pageKey} result={result}>
      {children}
    </CompanyPage>
  );
}

function CompanyPage({ pageKey, result, children }: { pageKey: string; result: ResearchResult; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const publicView = useGetCompanyPublicQuery(pageKey);
  const view = publicView.data;
  const auth = useAppSelector(selectAuthStatus);
  const summaryStatus = useAppSelector(selectAccessSummaryStatus);
  const summary = useAppSelector(selectAccessSummary);
  const access = view === undefined ? 'wait' : pageAccess(auth, summaryStatus, summary, view.company.id);
  const showsResearch = researchIsFor(result, pageKey, view);
  const autoResearched = useRef(new Set<string>());
  useDocumentTitle(view?.company.name ?? null);

  useEffect(() => {
    // Not over an error either: the search remote is showing it, and it would be replaced.
    if (view === undefined || access !== 'research' || showsResearch || result.status === 'error' || autoResearched.current.has(view.company.id)) return;
    autoResearched.current.add(view.company.id);
    dispatch(researchRequested({ company: selectedOf(view) }));
  }, [view, access, showsResearch, result.status, dispatch]);

  if (showsResearch) return children;
  if (publicView.isError && isCompanyNotFound(publicView.error)) {
    return (
      <div className={styles.alert} role="alert">
        <h2 className={styles.name}>{noCompanyMatchesText(pageKey)}</h2>
        <p className={styles.muted}>{NO_COMPANY_HINT}</p>
      </div>
    );
  }
  if (view === undefined && publicView.isError) {
    return (
      <p className={styles.alert} role="alert">
        {COMPANY_PAGE_FAILED}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void publicView.refetch()}>
          {TRY_AGAIN}
        </button>
      </p>
    );
  }
  if (view === undefined) return <p className={styles.muted}>{LOADING_COMPANY}</p>;
  return (
    <PublicView
      view={view}
      access={access}
      remaining={summary?.remaining_access ?? null}
      onResearch={() => dispatch(researchRequested({ company: selectedOf(view) }))}
    />
  );
}
