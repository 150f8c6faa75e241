import { useId } from 'react';
import { LANGUAGES, languageChosen, selectLanguage, useAppDispatch, useAppSelector, type Language } from 'shared-types/shell';
import styles from './AccountMenu.module.css';

export const LANGUAGE_LABEL = 'Language';

/** Each language named in itself, so a reader finds their own (docs/glossary-hindi.md). */
const LANGUAGE_NAMES: Readonly<Record<Language, { name: string; lang: string }>> = {
  en: { name: 'English', lang: 'en' },
  hi: { name: 'हिन्दी', lang: 'hi' },
};

/**
 * The account menu's 'Language' choice: native radios, so Tab reaches the group and the arrow keys
 * choose (docs/decisions/0005-payload-v2-and-message-catalogue.md: the shell only stores it).
 */
export function LanguageChoice() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const labelId = useId();
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={styles.languages}>
      <span id={labelId} className={styles.languagesLabel}>
        {LANGUAGE_LABEL}
      </span>
      {LANGUAGES.map((option) => (
        <label key={option} className={styles.language}>
          <input type="radio" name={name} value={option} checked={language === option} onChange={() => dispatch(languageChosen(option))} />
          <span lang={LANGUAGE_NAMES[option].lang}>{LANGUAGE_NAMES[option].name}</span>
        </label>
      ))}
    </div>
  );
}
