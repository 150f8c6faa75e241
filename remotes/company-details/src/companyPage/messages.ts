// User-facing texts of the company page (docs/company-page.md, 'Routes and who sees what').
export { noCompanyMatchesText } from 'shared-types/api';

export const researchButtonText = (name: string): string => `Research ${name}`;
export const USES_FREE_RESEARCH = 'This uses one of your free researches.';
export const usesFreeResearchText = (remaining: number | null): string =>
  remaining === null || remaining < 0 ? USES_FREE_RESEARCH : `This uses one of your free researches (${remaining} left).`;
export const NO_FREE_RESEARCH_USED = 'This does not use a free research: no financial statements are imported for this company yet.';
export const SIGN_IN_FOR_ANALYSIS = 'Sign in to see the full analysis';
export const COMPANY_PAGE_FAILED = 'This company could not be loaded. Please try again.';
export const TRY_AGAIN = 'Try again';
export const LOADING_COMPANY = 'Loading the company...';
export const NO_COMPANY_HINT = 'Search for the company by its name or code in the search box.';
