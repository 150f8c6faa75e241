import { type CompanyKind, type PeerFigures } from 'shared-types/api';
import { type PeerMember } from './peerGroups';

/** A peer member with every figure unknown but those given. */
export function member(id: string, figures: Partial<PeerFigures> = {}, kind: CompanyKind = 'industrial'): PeerMember {
  return {
    id,
    name: `${id} Ltd`,
    code: id.toUpperCase(),
    kind,
    figures: {
      price: null,
      market_cap_crore: null,
      sales_crore: null,
      pe: null,
      pb: null,
      return_on_capital: null,
      sales_cagr_5y: null,
      leverage: null,
      earnings_yield: null,
      greenblatt_roc: null,
      score: null,
      ...figures,
    },
  };
}
