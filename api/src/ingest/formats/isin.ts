/**
 * Indian ISINs: 'IN', nine letters or digits, then a check digit (ISO 6166).
 * The check digit is the Luhn digit of the first eleven characters with every
 * letter written as two digits (A = 10 … Z = 35).
 */

const ISIN_SHAPE = /^IN[A-Z0-9]{9}[0-9]$/;
const BODY_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}$/;

/** The check digit for the first eleven characters of an ISIN, e.g. 'INE002A0101' → 8. */
export function isinCheckDigit(body: string): number {
  if (!BODY_SHAPE.test(body)) throw new Error(`"${body}" is not the first 11 characters of an ISIN`);
  let digits = '';
  for (const char of body) digits += char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
  let sum = 0;
  // Counting from the right, the digit next to the (missing) check digit is doubled, then every other one.
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a value is not an Indian ISIN, or null when it is one. */
export function isinProblem(value: string): string | null {
  if (!ISIN_SHAPE.test(value)) {
    return `"${value}" is not an Indian ISIN (expected 12 characters: IN, 9 capital letters or digits, then a check digit)`;
  }
  const expected = isinCheckDigit(value.slice(0, 11));
  if (Number(value[11]) !== expected) return `"${value}" is not an ISIN: its check digit should be ${expected}`;
  return null;
}

export function isIsin(value: string): boolean {
  return ISIN_SHAPE.test(value) && isinCheckDigit(value.slice(0, 11)) === Number(value[11]);
}
