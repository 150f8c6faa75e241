import { useOnCompanyPage } from './useOnCompanyPage';

/**
 * The href of a landing anchor: `#features` on the landing page, `/#features`
 * on a company page, so the header's links and the footer's lead back to the
 * landing page from there (docs/company-page.md). Each pre-rendered page has
 * its own form: `#features` in the landing's, `/#features` in the company template.
 */
export function useLandingHref(): (hash: `#${string}`) => string {
  const onCompanyPage = useOnCompanyPage();
  return (hash) => (onCompanyPage ? `/${hash}` : hash);
}
