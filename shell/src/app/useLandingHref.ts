import { selectScreenSearch, useAppSelector } from 'shared-types/shell';
import { useLegalPage } from '../legal/legalRoute';
import { useOnCompanyPage } from './useOnCompanyPage';

/**
 * The href of a landing anchor: `#features` on the landing page, `/#features`
 * on a company page, the screener's or a legal page, so the header's links and the footer's lead back to the
 * landing page from there (docs/company-page.md). Each pre-rendered page has
 * its own form: `#features` in the landing's, `/#features` in the company template.
 */
export function useLandingHref(): (hash: `#${string}`) => string {
  const onCompanyPage = useOnCompanyPage();
  const onScreenPage = useAppSelector(selectScreenSearch) !== null;
  const onLegalPage = useLegalPage() !== null;
  return (hash) => (onCompanyPage || onScreenPage || onLegalPage ? `/${hash}` : hash);
}
