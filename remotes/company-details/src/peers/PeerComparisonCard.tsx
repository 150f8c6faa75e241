import { useMemo } from 'react';
import { PeerComparisonSchema, readSection, type ReceivedCompanyDetails } from 'shared-types/api';
import { useWords } from '../i18n/MessagesProvider';
import { SectionCard, SectionError } from '../shared/SectionCard';
import views from '../shared/views.module.css';
import { PeerComparisonView } from './PeerComparisonView';

/** The 'Peer Comparison' card: its empty state when the payload has none, its own error when it does not match. */
export function PeerComparisonCard({ details }: { details: ReceivedCompanyDetails }) {
  const read = useMemo(() => readSection(PeerComparisonSchema, details.peer_comparison), [details]);
  const words = useWords();
  return (
    <SectionCard title={words('heading.peer_comparison')} resetKey={details}>
      {read.kind === 'value' ? (
        <PeerComparisonView section={read.value} />
      ) : read.kind === 'missing' ? (
        <p className={views.empty}>{words('view.empty.peers')}</p>
      ) : (
        <SectionError />
      )}
    </SectionCard>
  );
}
