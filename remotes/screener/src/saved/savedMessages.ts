// User-facing texts of the saved-screens panel (issue 33).
import { FREE_SAVED_SCREENS } from 'shared-types/api';

export const PANEL_TITLE = 'Saved screens';
export const READY_MADE_TITLE = 'Ready-made screens';
export const YOUR_SCREENS_TITLE = 'Your screens';
export const SAVE_TITLE = 'Save this screen';
export const NAME_LABEL = 'Screen name';
export const SAVE_BUTTON = 'Save screen';
export const SAVING_BUTTON = 'Saving...';
export const NEEDS_QUERY = 'Type a query above to save it.';
export const NEEDS_NAME = 'Give the screen a name.';
export const LOADING_SCREENS = 'Loading your screens...';
export const NO_SCREENS = 'You have no saved screens yet.';
export const SCREENS_FAILED = 'Your screens could not load.';
export const TRY_AGAIN = 'Try again';
export const UPGRADE = 'Upgrade to Premium';
export const CONFIRM_DELETE = 'Delete';
export const CANCEL_DELETE = 'Keep it';

export const SAVE_LIMIT = `Free accounts keep ${FREE_SAVED_SCREENS} saved screens. Upgrade to Premium to keep more.`;
export const SAVE_INVALID_QUERY = 'This query has an error; fix it before saving.';
export const SAVE_FAILED = 'The screen could not be saved. Try again.';
export const DELETE_FAILED = 'The screen could not be deleted. Try again.';

export const savedCount = (count: number, limit: number) => `${count} of ${limit} saved`;
export const nameTaken = (name: string) => `You already have a screen called ${name}.`;
export const savedAnnouncement = (name: string) => `Saved “${name}”.`;
export const deletedAnnouncement = (name: string) => `Deleted “${name}”.`;
export const deleteLabel = (name: string) => `Delete ${name}`;
export const confirmDeleteQuestion = (name: string) => `Delete “${name}”? This cannot be undone.`;
