import { type ReceivedResearchV2 } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { PeerComparisonView } from '../../peers/PeerComparisonView';
import { SectionCard } from '../../shared/SectionCard';
import views from '../../shared/views.module.css';

/**
 * 'Peer Comparison' for a v2 answer. The peers are served beside the document as the same table v1
 * carries (`peer_comparison`), so v1's view shows them as it is; null (none, or none that read) is
 * the card's empty state. The table's words, the company names and the server's `note` are English,
 * so in another language the table says so with lang="en" (WCAG 3.1.2).
 */
export function PeersV2Card({ research }: { research: ReceivedResearchV2 }) {
  const words = useWords();
  const { locale } = useMessages();
  return (
    <SectionCard title={words('heading.peer_comparison')} resetKey={research}>
      {research.peers === null ? (
        <p className={views.empty}>{words('view.empty.peers')}</p>
      ) : (
        <div lang={locale === 'en' ? undefined : 'en'}>
          <PeerComparisonView section={research.peers} />
        </div>
      )}
    </SectionCard>
  );
}
