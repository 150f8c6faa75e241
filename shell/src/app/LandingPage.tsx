import { type ReactNode } from 'react';
import { type HeaderProps } from '../header/Header';
import { Header } from '../header/Header';
import { Footer } from '../landing/Footer';
import { Hero } from '../landing/Hero';
import { HowItWorks } from '../landing/HowItWorks';
import { ResearchSection } from './ResearchSection';
import styles from './App.module.css';

/**
 * The landing page's markup, rendered the same way by the build (into
 * index.html, see prerender/renderLanding.tsx) and by the browser, which
 * hydrates it. `children` are the page's dialogs, closed in the pre-rendered page.
 */
export function LandingPage({ accountProps, children }: { accountProps: HeaderProps; children?: ReactNode }) {
  return (
    <div className={styles.page} id="top">
      <Header {...accountProps} />
      <main className={styles.main}>
        <Hero />
        <HowItWorks />
        <ResearchSection />
      </main>
      <Footer />
      {children}
    </div>
  );
}
