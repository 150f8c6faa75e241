import { selectCompanyPageKey, useAppSelector } from 'shared-types/shell';

/**
 * Whether the page is laid out as a company page (`/company/<key>`). The server serves
 * `/company/<key>` with the build's company page template in #root, so this is true from
 * the first render, hydration included; bootstrap.tsx renders afresh a page whose
 * pre-rendered HTML is not the address's (the landing page at a company's address), so
 * hydration always matches (docs/company-page.md, "The served page").
 */
export function useOnCompanyPage(): boolean {
  return useAppSelector(selectCompanyPageKey) !== null;
}
