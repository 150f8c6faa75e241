import { type ReactNode } from 'react';
import { type HeaderProps } from '../header/Header';
import { Header } from '../header/Header';
import { Footer } from '../landing/Footer';
import { Hero } from '../landing/Hero';
import { HowItWorks } from '../landing/HowItWorks';
import { selectScreenSearch, useAppSelector } from 'shared-types/shell';
import { LegalPage } from '../legal/LegalPage';
import { useLegalPage } from '../legal/legalRoute';
import { ResearchSection } from './ResearchSection';
import { ScreenSection } from './ScreenSection';
import { useOnCompanyPage } from './useOnCompanyPage';
import styles from './App.module.css';

/**
 * The landing page's markup, rendered the same way by the build (into
 * index.html, see prerender/renderLanding.tsx) and by the browser, which
 * hydrates it. `children` are the page's dialogs, closed in the pre-rendered page.
 * A company page (`/company/<key>`) has the header, the research section and the
 * footer only: the hero and How it works belong to `/`, where the header's links
 * lead (issue 30 item 6). The build pre-renders it as a page of its own (the
 * company template, docs/company-page.md "The served page"), so each address
 * hydrates the HTML it was served. The screener's page (`/screen`) has the header, the screener
 * and the footer; the server serves it with #root empty, so it is rendered, not hydrated. The Terms
 * and Privacy pages (`/terms`, `/privacy`) are the header, the page's text and the footer, each
 * pre-rendered by the build (docs/legal-pages.md).
 */
export function LandingPage({ accountProps, children }: { accountProps: HeaderProps; children?: ReactNode }) {
  const onCompanyPage = useOnCompanyPage();
  const onScreenPage = useAppSelector(selectScreenSearch) !== null;
  const legalPage = useLegalPage();
  return (
    <div className={styles.page} id="top">
      <Header {...accountProps} />
      <main className={styles.main}>
        {legalPage !== null ? (
          <LegalPage page={legalPage} />
        ) : onScreenPage ? (
          <ScreenSection />
        ) : (
          <>
            {!onCompanyPage && <Hero />}
            {!onCompanyPage && <HowItWorks />}
            <ResearchSection />
          </>
        )}
      </main>
      <Footer />
      {children}
    </div>
  );
}
