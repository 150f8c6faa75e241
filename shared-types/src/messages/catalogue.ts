/** The languages the result view is offered in (issue 31); English is every other's fallback. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Intl locale each language formats numbers, plurals and lists with: Indian grouping in both, Latin digits in Hindi. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** One language's messages, code → ICU MessageFormat text; a language other than English may lack some. */
export interface Catalogue {
  readonly locale: Locale;
  readonly messages: { readonly [code: string]: string | undefined };
}

type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]] ? Head & Merged<Rest> : unknown;

/** A language's domain files as one catalogue; a test checks no code is in two of them. */
export function mergeDomains<const T extends readonly Readonly<Record<string, string>>[]>(domains: T): Merged<T> {
  return Object.assign({}, ...domains) as Merged<T>;
}
