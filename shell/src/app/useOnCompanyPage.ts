import { selectCompanyPageKey, useAppSelector } from 'shared-types/shell';
import { useHydrated } from './useHydrated';

/**
 * Whether the page is laid out as a company page (`/company/<key>`). The server
 * sends `/company/<key>` without the pre-rendered landing page, so there the shell
 * renders afresh and this is true from the first frame; it stays false while
 * pre-rendered HTML hydrates (a company page reached from `/` switches in the
 * render after), so hydration always matches (docs/company-page.md).
 */
export function useOnCompanyPage(): boolean {
  const hydrated = useHydrated();
  const onCompanyPage = useAppSelector(selectCompanyPageKey) !== null;
  return hydrated && onCompanyPage;
}
