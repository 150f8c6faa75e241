import { readSection, ReceivedInvestorLensesSchema, type ReceivedCompanyDetails } from 'shared-types/api';
import { SectionCard } from '../shared/SectionCard';
import { SectionContent } from '../shared/SectionContent';
import { EmptyState } from '../shared/TextBlock';
import { InvestorLensesView } from './InvestorLensesView';
import { useWords } from '../i18n/MessagesProvider';
import { magicFormulaRank } from './peerRank';

/**
 * 'Investor Lenses': the payload's `investor_lenses` read on its own. Missing, it
 * shows its empty state; in a shape this build cannot read, 'Error rendering this section'.
 */
export function InvestorLensesCard({ details, initialLens }: { details: ReceivedCompanyDetails; initialLens?: string }) {
  const words = useWords();
  return (
    <SectionCard title={words('heading.investor_lenses')} resetKey={details}>
      <SectionContent read={readSection(ReceivedInvestorLensesSchema, details.investor_lenses)} empty={words('view.empty.lenses')}>
        {(value) =>
          value.lenses.length === 0 ? (
            <EmptyState>{words('view.empty.lenses')}</EmptyState>
          ) : (
            <InvestorLensesView lenses={value.lenses} peerRank={magicFormulaRank(details)} {...(initialLens === undefined ? {} : { initialLens })} />
          )
        }
      </SectionContent>
    </SectionCard>
  );
}
