import { useEffect, useRef } from 'react';
import { SECTION_REMOTES } from 'shared-types/api';
import { selectResearchResult, useAppSelector } from 'shared-types/shell';
import { isRemoteNeeded } from '../remotes/remoteDemand';
import { RemotePlaceholder } from '../remotes/RemotePlaceholder';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { SCREEN_PATH } from './addressSync';
import { CompanyHeading } from './CompanyHeading';
import { SCREEN_ALL_LABEL, SCREEN_LINK_LINE } from './screenLink';
import { useOnCompanyPage } from './useOnCompanyPage';
import { usePageMoment } from './usePageMoment';
import styles from './App.module.css';

/** The one remote a first visit can see: it keeps its place on the page before it loads. */
const FIRST_SEEN = 'search';
/** What a company page shows at once: each keeps its place before it loads (docs/company-page.md). */
const ON_COMPANY_PAGE: readonly string[] = [FIRST_SEEN, 'company_details'];

/**
 * #research: every part of it is a federated remote, so each squad can ship on
 * its own schedule and a remote that is down only blanks its own slot. The
 * slots follow remotes/remotes.json, which lists the remotes in page order (a remote that is a
 * page of its own, the screener, is not one of them);
 * each loads only when it is needed (remoteDemand.ts), and all of them at once
 * on a company page (docs/company-page.md).
 */
export function ResearchSection() {
  const section = useRef<HTMLElement>(null);
  const moment = usePageMoment(section);
  const onCompanyPage = useOnCompanyPage();
  // The remotes' places are held while the company page shows its public view (App.module.css); a research has its own heights.
  const researchIdle = useAppSelector(selectResearchResult).status === 'idle';
  useEffect(() => {
    // Opened at a company's address, the page starts at its research; a page the browser has already
    // scrolled (a reload restoring the position) is left where it is. Run once the page is on a
    // company's address, so the position is the company page's, never the landing's.
    if (onCompanyPage && window.scrollY === 0) section.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [onCompanyPage]);
  return (
    <section
      ref={section}
      id="research"
      className={styles.research}
      aria-label="Research"
      data-company-page={onCompanyPage ? (researchIdle ? 'public' : 'research') : undefined}
    >
      <div className={styles.researchInner}>
        {onCompanyPage && <CompanyHeading />}
        {SECTION_REMOTES.map(({ name }) => {
          if (isRemoteNeeded(name, moment)) return <RemoteSlot key={name} name={name} />;
          const shown = name === FIRST_SEEN || (onCompanyPage && ON_COMPANY_PAGE.includes(name));
          return shown ? <RemotePlaceholder key={name} name={name} /> : null;
        })}
        {/* Not on a company page: its folded height has a budget (docs/company-page.md); the account menu links there. */}
        {!onCompanyPage && (
          <p className={styles.screenLink}>
            <a href={SCREEN_PATH}>{SCREEN_ALL_LABEL}</a> <span>{SCREEN_LINK_LINE}</span>
          </p>
        )}
      </div>
    </section>
  );
}
