import { SERVER_TOO_SLOW, SERVER_UNREACHABLE } from 'shared-types/shell';
import { asAccountFailure } from './accountApi';

/** Labels and messages of the account menu and its dialogs (issue 13). */
export const ACCOUNT_MENU_LABEL = 'Account';
export const SESSIONS_LABEL = 'Sessions';
export const EXPORT_LABEL = 'Export my data';
export const DELETE_LABEL = 'Delete account';
export const CLOSE_LABEL = 'Close';
export const CANCEL_LABEL = 'Cancel';
export const TRY_AGAIN_LABEL = 'Try again';

export const SESSIONS_DESCRIPTION = 'The browsers and devices where you are signed in to Conviction.';
export const SESSIONS_LOADING = 'Loading sessions...';
export const SESSIONS_EMPTY = 'No sessions are active.';
export const SESSIONS_FAILED = 'Could not load your sessions.';
export const THIS_DEVICE = 'This device';
export const SIGNED_IN_AT = 'Signed in';
export const LAST_ACTIVE = 'Last active';
export const SIGN_OUT_EVERYWHERE_LABEL = 'Sign out everywhere';
export const SIGNING_OUT_EVERYWHERE = 'Signing out everywhere...';
export const SIGN_OUT_EVERYWHERE_NOTE = 'Signs you out on every device, this one included.';
export const SIGN_OUT_EVERYWHERE_FAILED = 'Could not sign you out everywhere.';
export const SIGNED_OUT_EVERYWHERE_TITLE = 'Signed out everywhere';
export const SIGNED_OUT_EVERYWHERE = 'You are now signed out on every device, this one included.';

export const EXPORTING = 'Preparing your data...';
export const EXPORTED = 'Your data has been downloaded.';
export const EXPORT_FAILED = 'Could not export your data.';

export const DELETE_TITLE = 'Delete your account?';
export const DELETE_INTRO = 'This cannot be undone. Deleting your account:';
export const DELETE_REMOVES = [
  'deletes your personal data: your name, e-mail address and picture',
  'signs you out on every device and deletes your sessions',
  'deletes your research history: the companies you have looked at',
];
export const DELETE_KEEPS_SUBSCRIPTIONS =
  'Subscription and payment records are kept, no longer linked to you, because accounting law requires it. Premium time does not carry over to a new account.';
export const DELETE_KEEPS_USAGE = 'Your free-limit usage is remembered: signing in again with the same account does not give you a new set of free companies.';
export const DELETE_CONFIRM_LABEL = 'Type DELETE to confirm';
export const DELETE_CONFIRM_HINT = 'Type DELETE in capital letters to enable the button.';
export const DELETING = 'Deleting...';
export const DELETE_FAILED = 'Could not delete your account.';
export const DELETED_TITLE = 'Account deleted';
export const DELETED = 'Your account has been deleted, and you are signed out.';

/** The word the person types, and the API's `confirm` field. */
export const DELETE_CONFIRM_WORD = 'DELETE';

const SESSION_ENDED = 'Your session has ended. Sign in again and try once more.';

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 minute' : `${count} minutes`;
}

function times(limit: number): string {
  return limit === 1 ? 'once' : `${limit} times`;
}

/** On a 429 from the export: how often it may run, and when to try again. */
export function exportLimitMessage(limit: number | null, retryAfterSeconds: number | null): string {
  const allowed = limit === null ? 'You can export your data only a few times an hour' : `You can export ${times(limit)} an hour`;
  return retryAfterSeconds === null ? `${allowed}; please try again later.` : `${allowed}; try again in ${minutes(retryAfterSeconds)}.`;
}

/** What to say when an account call failed: `failed` names what did not happen, the rest says why or what to do. */
export function failureMessage(error: unknown, failed: string): string {
  const failure = asAccountFailure(error);
  if (!failure) return `${failed} Please try again.`;
  if (failure.status === 'timeout') return `${failed} ${SERVER_TOO_SLOW} Please try again.`;
  if (failure.status === 'unreachable') return `${failed} ${SERVER_UNREACHABLE}`;
  if (failure.status === 401) return `${failed} ${SESSION_ENDED}`;
  // A refusal the server explained (a 4xx with a message) is passed on; anything else is worth a retry.
  if (typeof failure.status === 'number' && failure.status < 500 && failure.message) return `${failed} ${failure.message}`;
  return `${failed} Please try again.`;
}

/** The export's message: the rate limit in plain numbers, else as any other failure. */
export function exportFailureMessage(error: unknown): string {
  const failure = asAccountFailure(error);
  if (failure?.status === 429) return exportLimitMessage(failure.limit, failure.retryAfterSeconds);
  return failureMessage(error, EXPORT_FAILED);
}

// Built on first use: start-up evaluates this module, and the page's first Intl
// formatter is a long task on a slow phone (docs/performance.md, "Start-up in stages").
let when: Intl.DateTimeFormat | undefined;

/** '12 Mar 2025, 5:30 pm' in the browser's time zone; an unreadable time is shown as sent. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  when ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return when.format(date);
}
