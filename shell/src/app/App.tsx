import { selectAuthStatus, useAppSelector } from 'shared-types/shell';
import { useAccountActions } from '../auth/useAccountActions';
import { LandingPage } from './LandingPage';
import styles from './App.module.css';

/**
 * The landing page with its account actions wired. The full-screen
 * 'Loading...' shows only while the auth state is unknown: with the page
 * served by the API that is only while a provider session is exchanged after
 * the sign-in redirect (docs/performance.md, "Pre-rendered landing").
 */
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
    <LandingPage accountProps={accountProps}>
      {signInDialog}
      {accountDialog}
    </LandingPage>
  );
}
