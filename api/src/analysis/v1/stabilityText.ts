import { type StabilityShape } from 'shared-types/api';
import { formatRatio } from '../format';

/**
 * 'a rise of about 3.4 points a year, with a standard deviation of 0.4 points around that trend': the
 * frozen v1 words for math/stability's figure, so a text never calls a steady rise a swing the score did
 * not. Worded from the data form, so v1 text rendered from a stored v2 payload reads the same.
 */
export function stabilityPhraseOf(shape: StabilityShape, slope: number, swing: number): string {
  const pts = (x: number): string => `${formatRatio(x * 100, 1)} points`;
  switch (shape) {
    case 'fall':
      return `a fall of about ${pts(-slope)} a year, with a standard deviation of ${pts(swing)} around its mean (a fall counts against stability)`;
    case 'around_mean':
      return `a standard deviation of ${pts(swing)} around its mean`;
    case 'rise':
      return `a rise of about ${pts(slope)} a year, with a standard deviation of ${pts(swing)} around that trend`;
    default:
      return `a standard deviation of ${pts(swing)} around its trend`;
  }
}
