import { useOnCompanyPage } from './useOnCompanyPage';

/**
 * The href of a landing anchor: `#features` on the landing page, `/#features`
 * on a company page, so the header's links and the footer's lead back to the
 * landing page from there (docs/company-page.md). The pre-rendered page (and
 * its hydration) always has the landing form.
 */
export function useLandingHref(): (hash: `#${string}`) => string {
  const onCompanyPage = useOnCompanyPage();
  return (hash) => (onCompanyPage ? `/${hash}` : hash);
}
