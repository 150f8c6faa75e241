import { createShellStore } from './store';
import { LANGUAGE_STORAGE_KEY, languageChosen, readStoredLanguage, selectLanguage } from './language';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en-IN';
});

describe('the chosen language', () => {
  it('is English when nothing (or garbage) is stored', () => {
    expect(selectLanguage(createShellStore().getState())).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBeNull();
    expect(selectLanguage(createShellStore().getState())).toBe('en');
  });

  it('is restored from storage when the store starts', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(selectLanguage(createShellStore().getState())).toBe('hi');
  });

  it('is stored on a choice, leaving <html lang> English for the English header', () => {
    const store = createShellStore();
    store.dispatch(languageChosen('hi'));
    expect(selectLanguage(store.getState())).toBe('hi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('en-IN');
    store.dispatch(languageChosen('en'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('ignores a language the contract does not offer', () => {
    const store = createShellStore();
    store.dispatch(languageChosen('fr' as 'en'));
    expect(selectLanguage(store.getState())).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
