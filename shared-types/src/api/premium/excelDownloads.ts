import * as z from 'zod/mini';
import { type PremiumFeatureId } from './premiumCatalogue';

/**
 * Excel downloads (docs/statements.md and docs/screener.md, 'Excel downloads'):
 * the catalogue's `excel_downloads` entry. The server refuses a free user with
 * 403 `premium_required`; the browser opens the upgrade dialog with the message.
 */
export const EXCEL_FEATURE = 'excel_downloads' satisfies PremiumFeatureId;
export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXCEL_PREMIUM_MESSAGE = 'Excel downloads come with Premium. CSV downloads stay free.';

/** A refusal of a premium feature: the catalogue entry's `refusal` code and the feature's id. */
export const PremiumRefusalSchema = z.object({
  error: z.string(),
  message: z.string(),
  feature: z.string(),
});
export type PremiumRefusal = z.infer<typeof PremiumRefusalSchema>;

/** The download button's text, beside each CSV download, and what it says when the download failed. */
export const EXCEL_BUTTON = 'Excel (.xlsx)';
export const EXCEL_FAILED = 'The Excel file could not be downloaded. Try again.';
