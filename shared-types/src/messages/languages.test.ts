import { LANGUAGES, type Language } from '../shell/language';
import { LOCALES, type Locale } from './catalogue';

// The shell offers the languages without importing the catalogue (it must not load on a first visit
// to /), so its list is a copy: held equal here, at compile time and at run time.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const languagesAreLocales: Same<Language, Locale> = true;

describe("the shell's languages", () => {
  it('are the catalogue locales, in the same order', () => {
    expect(languagesAreLocales).toBe(true);
    expect([...LANGUAGES]).toEqual([...LOCALES]);
  });
});
