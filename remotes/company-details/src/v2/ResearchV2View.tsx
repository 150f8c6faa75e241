import { type ReactNode } from 'react';
import { type ReceivedResearchV2, type ResearchV2 } from 'shared-types/api';
import { type MessageId } from 'shared-types/messages';
import { selectPreferences, useAppSelector, type SelectedCompany } from 'shared-types/shell';
import { useWords } from '../i18n/MessagesProvider';
import { ResultPage } from '../reading/ResultPage';
import { type ResultSectionId } from '../reading/resultSections';
import { SectionCard } from '../shared/SectionCard';
import { ChartsV2 } from './charts/ChartsV2';
import { GovernancePartV2 } from './governance/GovernancePartV2';
import { LensesV2Card } from './lenses/LensesV2Card';
import { PeersV2Card } from './peers/PeersV2Card';
import { ReportPartV2 } from './report/ReportPartV2';
import { RisksPartV2 } from './risks/RisksPartV2';
import { ScorePartV2 } from './score/ScorePartV2';
import { SummaryV2 } from './summary/SummaryV2';

export interface ResearchV2ViewProps {
  research: ReceivedResearchV2;
  company: SelectedCompany;
  /** Just researched: bring the result into view and move focus to its heading (issue 30 item 2). */
  arriving?: boolean;
  /** The 'Price' section's content; its bar entry shows only when given. */
  price?: ReactNode;
  /** The 'Statements' section's content; its bar entry shows only when given. */
  statements?: ReactNode;
}

/** The four Parts in page order: each a card titled by the catalogue, its body rendered from its part of the answer. */
const PARTS: readonly { id: ResultSectionId; titleId: MessageId; Body: (props: { document: ResearchV2 }) => ReactNode }[] = [
  { id: 'part-1', titleId: 'part.1.title', Body: GovernancePartV2 },
  { id: 'part-2', titleId: 'part.2.title', Body: RisksPartV2 },
  { id: 'part-3', titleId: 'part.3.title', Body: ReportPartV2 },
  { id: 'part-4', titleId: 'part.4.title', Body: ScorePartV2 },
];

/**
 * The 'Company Details' result read from the v2 research (docs/research-answer-v2.md): the same
 * sections, in the same order and under the same headings as the v1 view, each part compact by
 * default with its sentences behind 'Show the working', every word from the catalogue in the
 * reader's language. Each card has its own error boundary, so a part that cannot render shows
 * 'Error rendering this section' and the rest renders.
 */
export function ResearchV2View({ research, company, arriving = false, price, statements }: ResearchV2ViewProps) {
  const words = useWords();
  const { lens } = useAppSelector(selectPreferences);
  const { document } = research;
  const parts = PARTS.map(({ id, titleId, Body }) => ({
    id,
    key: id,
    card: (
      <SectionCard title={words(titleId)} resetKey={research}>
        <Body document={document} />
      </SectionCard>
    ),
  }));

  return (
    <ResultPage
      answer="v2"
      arriving={arriving}
      lookupKey={company.key ?? company.id}
      price={price}
      statements={statements}
      summary={
        <>
          <SummaryV2 research={research} fallbackName={company.name} />
          <SectionCard title={words('heading.charts')} resetKey={research}>
            <ChartsV2 document={document} />
          </SectionCard>
        </>
      }
      peers={<PeersV2Card companyId={company.id} />}
      lenses={<LensesV2Card research={research} companyId={company.id} initialLens={lens} />}
      parts={parts}
    />
  );
}
