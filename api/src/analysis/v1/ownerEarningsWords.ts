import { type OwnerEarningsFailure } from '../metrics/ownerEarnings';

export const LENDER_OE_REASON = "financial company: capex-based owner's earnings not applicable";

/** The frozen v1 wording of each owner's-earnings failure (v1 clients read it in Part 3 and the Buffett lens). */
export const OWNER_EARNINGS_FAILURE_V1: Readonly<Record<OwnerEarningsFailure, string>> = {
  net_profit_unknown: 'net profit unknown',
  depreciation_unknown: 'depreciation unknown',
  maintenance_capex_unknown: 'maintenance capex cannot be estimated',
  out_of_range: 'figures out of range',
  lender: LENDER_OE_REASON,
};
