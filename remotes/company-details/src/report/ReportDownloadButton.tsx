import { useState } from 'react';
import { selectAuthStatus, upgradeDialogOpened, useAppDispatch, useAppSelector } from 'shared-types/shell';
import { selectChosenLanguage } from '../i18n/chosenLanguage';
import { downloadReport, saveFile } from './downloadReport';
import { DOWNLOAD_REPORT, PREPARING_REPORT, REPORT_FAILED, REPORT_RESEARCH_FIRST } from './messages';
import styles from './report.module.css';

/**
 * 'Download PDF report' (docs/premium-report.md): for signed-in users; a user without the 1-year
 * plan gets the upgrade dialog the limits open. The report is in the language the page is read in.
 */
export function ReportDownloadButton({ companyId }: { companyId: string }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const language = useAppSelector(selectChosenLanguage);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (!signedIn) return null;

  const onClick = async () => {
    setBusy(true);
    setNote(null);
    const outcome = await downloadReport(companyId, language);
    setBusy(false);
    if (outcome.kind === 'file') saveFile(outcome.blob, outcome.fileName);
    else if (outcome.kind === 'upgrade') dispatch(upgradeDialogOpened({ message: null }));
    else setNote(outcome.kind === 'research_first' ? REPORT_RESEARCH_FIRST : REPORT_FAILED);
  };
  return (
    <div className={styles.report}>
      <button type="button" className={styles.button} onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
        {busy ? PREPARING_REPORT : DOWNLOAD_REPORT}
      </button>
      {note !== null && (
        <p role="alert" className={styles.note}>
          {note}
        </p>
      )}
    </div>
  );
}
