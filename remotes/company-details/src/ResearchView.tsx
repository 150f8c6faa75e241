import { type ReactNode } from 'react';
import { type ReceivedCompanyDetails } from 'shared-types/api';
import { type SelectedCompany } from 'shared-types/shell';
import { StatementsCard } from './statements/StatementsCard';
import { CompanyDetailsView } from './CompanyDetailsView';

/** The research's view with its statements: the lazily loaded chunk of CompanyDetailsPage.tsx. */
export default function ResearchView(props: { details: ReceivedCompanyDetails; company: SelectedCompany; arriving: boolean; price: ReactNode }) {
  return <CompanyDetailsView {...props} statements={<StatementsCard company={props.company} />} />;
}
