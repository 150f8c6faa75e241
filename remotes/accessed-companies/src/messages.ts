import { type StockListStatus } from 'shared-types/shell';

/** Labels and messages of the accessed panel (docs/product-rules.md). */
export const PANEL_TITLE = 'Your Accessed Companies';
export const PREMIUM_BADGE = 'Premium Access / Unlimited';
export const LOAD_FAILED_LOG = 'Error loading company access';
export const LOADING_TEXT = 'Loading your accessed companies...';
export const USAGE_LABEL = 'Company access';
export const NO_COMPANIES_YET = 'You have not researched any companies yet.';

export function remainingText(remaining: number): string {
  return remaining === 1 ? '1 company remaining' : `${remaining} companies remaining`;
}

export function researchAgainTitle(name: string): string {
  return `Research ${name} again`;
}

/** Why an accessed name cannot be re-researched from the list (shown as its title). */
export function notClickableReason(stocksStatus: StockListStatus): string {
  if (stocksStatus === 'loading') return 'The company list is still loading.';
  if (stocksStatus === 'error') return 'The company list could not be loaded, so this company cannot be researched again from here.';
  return 'This company is no longer in the company list, so it cannot be researched again from here.';
}
