// Small words stay lower case inside a title ('Risks and Quality'), as the product's titles do.
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'vs.']);

/**
 * A field or metric name made readable (docs/product-rules.md):
 * underscores become spaces, camelCase is split, and words are title-cased
 * ('price_earnings' → 'Price Earnings'). Capitals already present are kept.
 */
export function readableTitle(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter((word) => word !== '');
  return words.map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1))).join(' ');
}

/** A key inside a section: names like 'fair_value' are made readable, titles written for people stay as they are. */
export function readableKey(key: string): string {
  return /_|[a-z][A-Z]/.test(key) ? readableTitle(key) : key;
}
