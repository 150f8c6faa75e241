import type { Locale } from 'shared-types/messages';

/** The letters of each locale's script: Hindi is written in Devanagari. */
const SCRIPT: Readonly<Record<Locale, RegExp | null>> = { en: null, hi: /\p{Script=Devanagari}/u };

/**
 * 'en' for a text shown in a view of another language that has none of its letters: a code the
 * catalogue has no Hindi for is worded in English (the catalogue's fallback), and WCAG 3.1.2 wants
 * that passage marked. A text of figures and ids alone ('FY2025: 15.0%') is marked too, harmlessly.
 */
export function fallbackLang(locale: Locale, text: string): 'en' | undefined {
  const script = SCRIPT[locale];
  return script === null || script.test(text) ? undefined : 'en';
}
