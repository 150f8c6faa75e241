import { type ReactNode } from 'react';
import { type ReceivedCompanyDetails } from 'shared-types/api';
import { useAppSelector, type SelectedCompany } from 'shared-types/shell';
import * as shell from 'shared-types/shell';
import { StatementsCard } from './statements/StatementsCard';
import { CompanyDetailsView } from './CompanyDetailsView';
import { MessagesProvider } from './i18n/MessagesProvider';

/**
 * The reader's language. The remote runs on the shell's copy of the contract (docs/remote-versioning.md):
 * a shell before 2.10.0 has no selectLanguage, and its readers get English.
 */
const selectChosenLanguage = (state: shell.RootState): string => (typeof shell.selectLanguage === 'function' ? shell.selectLanguage(state) : 'en');

/** The research's view with its statements, in the reader's language: the lazily loaded chunk of CompanyDetailsPage.tsx. */
export default function ResearchView(props: { details: ReceivedCompanyDetails; company: SelectedCompany; arriving: boolean; price: ReactNode }) {
  const language = useAppSelector(selectChosenLanguage);
  return (
    <MessagesProvider locale={language}>
      <CompanyDetailsView {...props} statements={<StatementsCard company={props.company} />} />
    </MessagesProvider>
  );
}
