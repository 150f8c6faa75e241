import { lazy, Suspense, useEffect, useState } from 'react';
import { selectResearchResult, useAppSelector, type Language, type ResearchResult } from 'shared-types/shell';
import { CompanyPageGate } from './companyPage/CompanyPageGate';
import { PriceSection } from './companyPage/PriceSection';
import { selectChosenLanguage } from './i18n/chosenLanguage';
import { LoadingState } from './LoadingState';
import { STATUS_WORDS } from './messages';
import styles from './CompanyDetailsPage.module.css';

/**
 * The research's view (summary, statements, peers, lenses, the Parts) is most of this remote's code:
 * in its own chunk, a visitor's public view (docs/company-page.md) neither loads nor evaluates it, which
 * kept the remote's start-up one long task on a slow phone (docs/performance.md, "The company page").
 * A research asks for it when it starts, so it is usually in by the time the answer is.
 */
const loadResearchView = () => import('./ResearchView');
const ResearchView = lazy(loadResearchView);

/** What the polite status line says: loading, then the result being ready. */
function statusMessage(result: ResearchResult, language: Language): string {
  if (result.status === 'loading') return STATUS_WORDS[language].loading;
  if (result.status === 'shown') return STATUS_WORDS[language].ready(result.company.name);
  return '';
}

function focusIsOnNothing(): boolean {
  return typeof document !== 'undefined' && (document.activeElement === null || document.activeElement === document.body);
}

/**
 * The 'Company Details' result view (exposed as company_details/CompanyDetailsPage).
 * The shell's research listener runs the request and the search remote shows
 * errors and the empty state; this view shows the loading state and the result. The status line stays
 * mounted so screen readers announce each change.
 */
export default function CompanyDetailsPage() {
  const result = useAppSelector(selectResearchResult);
  const language = useAppSelector(selectChosenLanguage);
  // A result that follows a loading state is a research that just completed: the view then takes the
  // reader to it. So is one already there when this remote mounts (it loads on demand and can lose the
  // race with a quick answer) if focus is on nothing, as after pressing the button that was then disabled.
  // (React's 'storing information from previous renders' pattern: set while rendering, applied before commit.)
  const researching = result.status !== 'idle';
  useEffect(() => {
    if (researching) void loadResearchView();
  }, [researching]);
  const [lastStatus, setLastStatus] = useState(result.status);
  const [arriving, setArriving] = useState(() => result.status === 'shown' && focusIsOnNothing());
  if (lastStatus !== result.status) {
    setLastStatus(result.status);
    setArriving(lastStatus === 'loading' && result.status === 'shown');
  }
  return (
    <div className={styles.page} data-status={result.status}>
      <p className="visually-hidden" role="status" aria-live="polite" lang={language === 'en' ? undefined : language}>
        {statusMessage(result, language)}
      </p>
      <CompanyPageGate result={result}>
        {result.status === 'loading' && <LoadingState />}
        {result.status === 'shown' && (
          <Suspense fallback={<LoadingState />}>
            <ResearchView
              key={result.company.id}
              result={result}
              arriving={arriving}
              price={<PriceSection lookupKey={result.company.key ?? result.company.id} />}
            />
          </Suspense>
        )}
      </CompanyPageGate>
    </div>
  );
}
