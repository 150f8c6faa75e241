import { useEffect, useRef } from 'react';
import { REMOTES } from 'shared-types/api';
import { isRemoteNeeded } from '../remotes/remoteDemand';
import { RemotePlaceholder } from '../remotes/RemotePlaceholder';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useOnCompanyPage } from './useOnCompanyPage';
import { usePageMoment } from './usePageMoment';
import styles from './App.module.css';

/** The one remote a first visit can see: it keeps its place on the page before it loads. */
const FIRST_SEEN = 'search';

/**
 * #research: every part of it is a federated remote, so each squad can ship on
 * its own schedule and a remote that is down only blanks its own slot. The
 * slots follow remotes/remotes.json, which lists the remotes in page order;
 * each loads only when it is needed (remoteDemand.ts), and all of them at once
 * on a company page (docs/company-page.md).
 */
export function ResearchSection() {
  const section = useRef<HTMLElement>(null);
  const moment = usePageMoment(section);
  const onCompanyPage = useOnCompanyPage();
  useEffect(() => {
    // Opened at a company's address, the page starts at its research; a page the browser has already
    // scrolled (a reload restoring the position) is left where it is. Run once the company page's form
    // is in (after hydration, without the hero), so the position is not measured on the landing's.
    if (onCompanyPage && window.scrollY === 0) section.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [onCompanyPage]);
  return (
    <section ref={section} id="research" className={styles.research} aria-label="Research">
      <div className={styles.researchInner}>
        {REMOTES.map(({ name }) => {
          if (isRemoteNeeded(name, moment)) return <RemoteSlot key={name} name={name} />;
          return name === FIRST_SEEN ? <RemotePlaceholder key={name} name={name} /> : null;
        })}
      </div>
    </section>
  );
}
