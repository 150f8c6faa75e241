import { selectCompanyPageKey, useAppSelector } from 'shared-types/shell';
import { useHydrated } from './useHydrated';

/**
 * Whether the page is laid out as a company page (`/company/<key>`). The
 * pre-rendered HTML is the landing page's, served at both addresses, so this is
 * false while it hydrates and the company page's form comes in the render right
 * after (docs/company-page.md 'Routes and who sees what'); on `/` it never changes.
 */
export function useOnCompanyPage(): boolean {
  const hydrated = useHydrated();
  const onCompanyPage = useAppSelector(selectCompanyPageKey) !== null;
  return hydrated && onCompanyPage;
}
