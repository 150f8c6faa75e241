import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { PeerComparisonView } from '../../peers/PeerComparisonView';
import { SectionCard } from '../../shared/SectionCard';
import views from '../../shared/views.module.css';
import { useGetCompanyPeersQuery } from './peersApi';

/**
 * 'Peer Comparison' for a v2 answer. The table is fetched on its own (peersApi.ts) as the same
 * section v1 carries (`peer_comparison`), so v1's view shows it as it is; none is the card's empty
 * state, and a failed fetch says so with a way to try again. The table's words, the company names
 * and the server's `note` are English, so in another language the table says so with lang="en"
 * (WCAG 3.1.2).
 */
export function PeersV2Card({ companyId }: { companyId: string }) {
  const words = useWords();
  const { locale } = useMessages();
  const query = useGetCompanyPeersQuery(companyId);
  let body;
  if (query.data !== undefined) {
    body =
      query.data.peers === null ? (
        <p className={views.empty}>{words('view.empty.peers')}</p>
      ) : (
        <div lang={locale === 'en' ? undefined : 'en'}>
          <PeerComparisonView section={query.data.peers} />
        </div>
      );
  } else if (query.isError) {
    body = (
      <div role="alert">
        <p className={views.empty}>{words('view.peers.failed')}</p>
        <button type="button" onClick={() => void query.refetch()}>
          {words('view.peers.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      // Not a live region: the page's status line already says the research is ready.
      <p className={views.empty} aria-busy="true">
        {words('view.peers.loading')}
      </p>
    );
  }
  return (
    <SectionCard title={words('heading.peer_comparison')} resetKey={companyId}>
      {body}
    </SectionCard>
  );
}
