import { isinCheckDigit } from '../formats/isin';

/** 'INE002A0101' → 'INE002A01018': appends the check digit so fixtures carry valid ISINs. */
export function withCheckDigit(first11: string): string {
  return `${first11}${isinCheckDigit(first11)}`;
}

/**
 * A distinct, valid ISIN for the n-th generated company: INE, a 4-character
 * base-36 issuer code, '01' (equity shares), '01', then the check digit.
 */
export function generatedIsin(n: number): string {
  return withCheckDigit(`INE${n.toString(36).toUpperCase().padStart(4, '0')}0101`);
}
