import { useMemo } from 'react';
import { type ReceivedResearchV2 } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { magicFormulaRank } from '../../lenses/peerRank';
import { SectionCard } from '../../shared/SectionCard';
import { EmptyState } from '../../shared/TextBlock';
import { LensPanelV2 } from './LensPanelV2';
import { lensRows, lensTab } from './lensRows';
import { LensTabs } from './LensTabs';
import { useGetCompanyPeersQuery } from '../peers/peersApi';

export interface LensesV2CardProps {
  research: ReceivedResearchV2;
  /** Whose peer table gives Greenblatt's industry rank (fetched once with the peers card's). */
  companyId: string;
  /** The reader's preferred lens, as v1's InvestorLensesCard takes it; 'standard' or one not sent opens the first tab. */
  initialLens?: string;
}

/**
 * 'Investor Lenses' for a v2 answer: one tab per lens of document.lenses, opening on the reader's
 * lens, each criterion's outcome, figures and reason worded by the catalogue in the reader's
 * language. Piotroski's figures are the report's F-score signals, and Greenblatt's industry rank
 * is the peer comparison's magic-formula rank, as in v1.
 */
export function LensesV2Card({ research, companyId, initialLens }: LensesV2CardProps) {
  const words = useWords();
  return (
    <SectionCard title={words('heading.investor_lenses')} resetKey={research}>
      <Lenses research={research} companyId={companyId} {...(initialLens === undefined ? {} : { initialLens })} />
    </SectionCard>
  );
}

/** The card's content, inside its error boundary: an answer that cannot be read fails this card alone. */
function Lenses({ research, companyId, initialLens }: LensesV2CardProps) {
  const messages = useMessages();
  const words = useWords();
  const { document } = research;
  // Until the peer table arrives (or when it cannot), the rank reads as not assessable.
  const peers = useGetCompanyPeersQuery(companyId).data?.peers ?? undefined;
  const lenses = document.lenses.lenses;
  const rows = useMemo(() => {
    const context = { piotroski: document.report.quality?.piotroski?.criteria ?? [], rank: magicFormulaRank({ peer_comparison: peers }) };
    return lenses.map((lens) => lensRows(messages, lens, context));
  }, [messages, lenses, document.report, peers]);
  if (lenses.length === 0) return <EmptyState>{words('view.empty.lenses')}</EmptyState>;
  return (
    <LensTabs
      label={words('heading.investor_lenses')}
      tabs={lenses.map((lens) => lensTab(messages, lens.id))}
      initial={lenses.findIndex((lens) => lens.id === initialLens)}
      panel={(i) => <LensPanelV2 lens={lenses[i]!} rows={rows[i] ?? []} />}
    />
  );
}
