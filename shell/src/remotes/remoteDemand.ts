import { type RemoteName } from 'shared-types/api';

/** What the page knows when it decides which remotes to load (docs/performance.md, "Remotes only when needed"). */
export interface PageMoment {
  /** The browser has been idle once since the page came alive. */
  idle: boolean;
  /** The research section is near the viewport, or the visitor has touched it. */
  researchNear: boolean;
  signedIn: boolean;
  /** A company has been picked (step 1, the search box or a quick pick). */
  companyPicked: boolean;
  /** A research has started (from any remote, or the accessed list). */
  researchStarted: boolean;
  upgradeOpened: boolean;
  /** The address is a company page (`/company/<key>`): its research section is what the visitor came for. */
  companyPage: boolean;
}

type Demand = (moment: PageMoment) => boolean;

/**
 * When each remote is first needed. The search box is the only remote a
 * first visit can see; the others wait for the moment that shows them, or
 * for idle time once it is likely (a signed-in user may hit the limit).
 */
const DEMAND: Record<string, Demand> = {
  search: (m) => m.companyPage || m.researchNear || m.idle,
  accessed_companies: (m) => m.signedIn,
  company_details: (m) => m.companyPage || m.companyPicked || m.researchStarted,
  upgrade_modal: (m) => m.upgradeOpened || (m.signedIn && m.idle),
};

/** A remote added to remotes/remotes.json without a rule here loads on idle. */
const ON_IDLE: Demand = (m) => m.idle;

export function isRemoteNeeded(name: RemoteName, moment: PageMoment): boolean {
  return (DEMAND[name] ?? ON_IDLE)(moment);
}
