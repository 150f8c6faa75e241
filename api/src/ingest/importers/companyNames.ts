import { distance } from 'fastest-levenshtein';

/**
 * Company names as the exchanges and Screener spell them differ in case,
 * punctuation, '&'/'and', abbreviations (Ltd, Corp, Co), '(India)' and British
 * or American spelling ('FERTILISERS … CORP LTD' against 'Fertilizers …
 * Corporation Limited'). These keys let a name match at the first level that
 * finds it, and the summary says which level that was.
 */

/** Whole words that mean the same thing, written one way. */
const SYNONYMS: Readonly<Record<string, string>> = {
  ltd: '',
  limited: '',
  the: '',
  corp: 'corporation',
  corpn: 'corporation',
  co: 'company',
  cos: 'companies',
  pvt: 'private',
  inds: 'industries',
  intl: 'international',
  mfg: 'manufacturing',
};

/** Lower case, '&' as 'and', punctuation as space, 'Ltd'/'Limited' dropped: what the exact-name match compares. */
export function plainNameKey(name: string): string {
  return words(name)
    .filter((word) => word !== 'ltd' && word !== 'limited')
    .join(' ');
}

/** The plain key, with abbreviations spelt out and British spellings written the American way. */
export function tolerantNameKey(name: string): string {
  return words(name)
    .map((word) => SYNONYMS[word] ?? americanSpelling(word))
    .filter((word) => word !== '')
    .join(' ');
}

/** The tolerant key without its last word: 'tata motors dvr' and 'tata motors' meet here. */
export function withoutLastWord(key: string): string {
  const cut = key.lastIndexOf(' ');
  return cut < 0 ? '' : key.slice(0, cut);
}

/** How far apart two names are, 0 (same) to 1, on their tolerant keys. */
export function nameDistance(a: string, b: string): number {
  const keyA = tolerantNameKey(a);
  const keyB = tolerantNameKey(b);
  const longest = Math.max(keyA.length, keyB.length);
  return longest === 0 ? 1 : distance(keyA, keyB) / longest;
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/** fertiliser → fertilizer, organisation → organization, fertilisers → fertilizers. */
function americanSpelling(word: string): string {
  return word.replace(/is(e|es|ed|er|ers|ing|ation|ations)$/, 'iz$1');
}
