import { selectAuthStatus, useAppSelector } from 'shared-types/shell';
import { useAccountActions } from '../auth/useAccountActions';
import { Header } from '../header/Header';
import { Footer } from '../landing/Footer';
import { Hero } from '../landing/Hero';
import { HowItWorks } from '../landing/HowItWorks';
import { ResearchSection } from './ResearchSection';
import styles from './App.module.css';

/** The landing page: the shell's own chrome plus the research section where the remotes mount. */
export function App() {
  const authStatus = useAppSelector(selectAuthStatus);
  const { accountProps, signInDialog, accountDialog } = useAccountActions();
  if (authStatus === 'loading') {
    return (
      <div className={styles.fullScreenLoading} role="status">
        Loading...
      </div>
    );
  }
  return (
    <div className={styles.page} id="top">
      <Header {...accountProps} />
      <main className={styles.main}>
        <Hero />
        <HowItWorks />
        <ResearchSection />
      </main>
      <Footer />
      {signInDialog}
      {accountDialog}
    </div>
  );
}
