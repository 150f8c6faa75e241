import { type ReactNode } from 'react';
import { type ReceivedCompanyDetails } from 'shared-types/api';
import { useAppSelector, type SelectedCompany } from 'shared-types/shell';
import { StatementsCard } from './statements/StatementsCard';
import { CompanyDetailsView } from './CompanyDetailsView';
import { selectChosenLanguage } from './i18n/chosenLanguage';
import { MessagesProvider } from './i18n/MessagesProvider';

/** The research's view with its statements, in the reader's language: the lazily loaded chunk of CompanyDetailsPage.tsx. */
export default function ResearchView(props: { details: ReceivedCompanyDetails; company: SelectedCompany; arriving: boolean; price: ReactNode }) {
  const language = useAppSelector(selectChosenLanguage);
  return (
    <MessagesProvider locale={language}>
      <CompanyDetailsView {...props} statements={<StatementsCard company={props.company} />} />
    </MessagesProvider>
  );
}
