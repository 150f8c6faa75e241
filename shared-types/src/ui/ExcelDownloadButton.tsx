import { EXCEL_BUTTON, EXCEL_FAILED, EXCEL_FEATURE, premiumFeature } from 'shared-types/api';
import { useAttachmentDownload } from './attachmentDownload';

interface Props {
  /** The server's .xlsx route, with the page's query. */
  url: string;
  /** Used only when the server names no file. */
  fallbackName: string;
  /** The button's accessible name: what it downloads. */
  label: string;
  className?: string;
  /** A free user's 403 `premium_required`: the caller opens the upgrade dialog with the server's message. */
  onPremiumRequired: (message: string | null) => void;
}

/**
 * 'Excel (.xlsx)' beside a CSV download (docs/statements.md and docs/screener.md,
 * 'Excel downloads'): fetches the workbook and saves it under the server's name.
 */
export function ExcelDownloadButton({ url, fallbackName, label, className, onPremiumRequired }: Props) {
  const { busy, failed, download } = useAttachmentDownload((refusal) => {
    if (refusal.status !== 403 || refusal.code !== premiumFeature(EXCEL_FEATURE).refusal) return false;
    onPremiumRequired(refusal.message);
    return true;
  });
  return (
    <>
      <button type="button" className={className} aria-label={label} aria-busy={busy} disabled={busy} onClick={() => void download(url, fallbackName)}>
        {EXCEL_BUTTON}
      </button>
      {failed && <span role="alert">{EXCEL_FAILED}</span>}
    </>
  );
}
