import { createSlice, type PayloadAction, type TypedStartListening } from '@reduxjs/toolkit';

/**
 * The languages the result view is offered in (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 * Equal to the message catalogue's LOCALES (a test holds them together): the shell may not import the
 * catalogue, which must not load on a first visit to /.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key holding the chosen language, as 'theme' holds the theme. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The stored choice, or null when there is none or storage is unavailable. */
export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked, or no window (the prerender): English
  }
}

export interface LanguageState {
  language: Language;
}

export const languageSlice = createSlice({
  name: 'language',
  // Read when the store starts, so a returning reader gets their language back.
  initialState: (): LanguageState => ({ language: readStoredLanguage() ?? 'en' }),
  reducers: {
    /** The reader chose a language in the account menu; one the contract does not offer is ignored. */
    languageChosen(state, action: PayloadAction<Language>) {
      if (isLanguage(action.payload)) state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChosen } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;

/**
 * Stores each choice, whoever dispatched it. <html lang> stays en-IN: the header, menus and landing
 * page are English in every language, so only the translated view marks its own subtree `lang`.
 */
export function addLanguageListener(startListening: TypedStartListening<{ language: LanguageState }>) {
  startListening({
    actionCreator: languageChosen,
    effect: (action, api) => {
      if (!isLanguage(action.payload)) return;
      const { language } = api.getState().language;
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // storage blocked: the choice lasts for this page view only
      }
    },
  });
}
