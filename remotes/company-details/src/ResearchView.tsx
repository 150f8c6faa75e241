import { type ReactNode } from 'react';
import { useAppSelector, type ResearchShown } from 'shared-types/shell';
import { ReportDownloadButton } from './report/ReportDownloadButton';
import { StatementsCard } from './statements/StatementsCard';
import { CompanyDetailsView } from './CompanyDetailsView';
import { selectChosenLanguage } from './i18n/chosenLanguage';
import { MessagesProvider } from './i18n/MessagesProvider';
import { ResearchV2View } from './v2/ResearchV2View';

/**
 * The research's view with its statements, in the reader's language: the lazily loaded chunk of
 * CompanyDetailsPage.tsx. The shell asks for the v2 research when this remote reads it; an API that
 * does not serve v2 yet answers v1, shown by the v1 view until v1 is retired (docs/api-compatibility.md).
 */
export default function ResearchView({ result, arriving, price }: { result: ResearchShown; arriving: boolean; price: ReactNode }) {
  const language = useAppSelector(selectChosenLanguage);
  const { company } = result;
  // The PDF report's button sits just above the statements: a small control, not a section of its own.
  const statements = (
    <>
      <ReportDownloadButton companyId={company.id} />
      <StatementsCard company={company} />
    </>
  );
  return (
    <MessagesProvider locale={language}>
      {result.research === undefined ? (
        <CompanyDetailsView details={result.details} company={company} arriving={arriving} price={price} statements={statements} />
      ) : (
        <ResearchV2View research={result.research} company={company} arriving={arriving} price={price} statements={statements} />
      )}
    </MessagesProvider>
  );
}
