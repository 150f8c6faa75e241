import { selectResearchResult, selectUpgradeDialog, useAppSelector } from 'shared-types/shell';
import { RemoteSlot } from '../remotes/RemoteSlot';
import styles from './App.module.css';

export const openingCompanyText = (name: string) => `Opening ${name}…`;
export const openFailedText = (name: string, message: string) => `${name} could not be opened: ${message}`;

/**
 * The screener's page, `/screen` (docs/screener.md, 'The page'): the screener remote, which only
 * this address loads, and the upgrade dialog when a limit opens it. Opening a company from the
 * results is a research like any other: the shell runs it and moves to the company's page when it
 * is shown, so until then this line says what is happening.
 */
export function ScreenSection() {
  const result = useAppSelector(selectResearchResult);
  const upgradeOpen = useAppSelector(selectUpgradeDialog).open;
  return (
    <section id="screen" className={styles.research} aria-label="Screener">
      <div className={styles.researchInner}>
        <p role="status" className={styles.screenStatus}>
          {result.status === 'loading' && openingCompanyText(result.company.name)}
          {result.status === 'error' && openFailedText(result.company.name, result.message)}
        </p>
        <RemoteSlot name="screener" />
        {upgradeOpen && <RemoteSlot name="upgrade_modal" />}
      </div>
    </section>
  );
}
