import { selectAuthStatus, useAppSelector } from 'shared-types/shell';
import { PAGE_TITLE, SIGN_IN_TO_SCREEN } from './messages';
import { Screener } from './screen/Screener';
import styles from './ScreenerPage.module.css';

/**
 * The screener's page (exposed as screener/ScreenerPage), shown by the shell at
 * `/screen` (docs/screener.md, 'The page'). The API screens for signed-in users only,
 * so nobody else sets off a call.
 */
export default function ScreenerPage() {
  const status = useAppSelector(selectAuthStatus);
  return (
    <section className={styles.page} aria-labelledby="screener-title">
      <h1 id="screener-title" className={styles.title}>
        {PAGE_TITLE}
      </h1>
      {status === 'signedIn' && <Screener />}
      {status === 'signedOut' && <p className={styles.signIn}>{SIGN_IN_TO_SCREEN}</p>}
    </section>
  );
}
