import { selectSelectedCompany, useAppSelector } from 'shared-types/shell';

/**
 * The 'Company Details' result view (exposed as company_details/CompanyDetailsPage).
 * It shows nothing until a company's details have been fetched; the analysis
 * payload and charts arrive with the research-experience issue.
 */
export default function CompanyDetailsPage() {
  const selected = useAppSelector(selectSelectedCompany);
  return <div data-selected-company={selected?.id ?? ''} hidden />;
}
