/** Each language's own script: text in a view of that language written without it is English. */
const SCRIPTS: Readonly<Record<string, RegExp>> = { hi: /\p{Script=Devanagari}/u };
const LATIN = /[A-Za-z]/;

/**
 * 'en' for a text shown in a view of another language that has Latin letters and none of that
 * language's script: a code the catalogue has no translation for yet is worded in English (its
 * fallback), and data (a name, a quoted filing) is as sent; WCAG 3.1.2 wants such a passage
 * marked. Undefined otherwise, so the element keeps the view's language. Figures alone
 * ('15.0%') are left unmarked: they read the same in either language.
 */
export function englishLang(locale: string, text: string): 'en' | undefined {
  if (locale === 'en' || !LATIN.test(text)) return undefined;
  const script = SCRIPTS[locale];
  return script !== undefined && script.test(text) ? undefined : 'en';
}
