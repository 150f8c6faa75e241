import { type AccessSummary } from 'shared-types/api';
import { type AccessSummaryStatus, type AuthStatus } from 'shared-types/shell';

/**
 * What the company page offers (issue 30 item 1): the research at once to a premium user
 * or one who has researched the company before (it costs them nothing; the server decides
 * anyway), a 'Research <name>' button to another signed-in user, sign-in to a visitor.
 * 'wait' until the session and the access summary are known, so nothing flickers.
 */
export type PageAccess = 'wait' | 'research' | 'offer' | 'signIn';

export function pageAccess(auth: AuthStatus, summaryStatus: AccessSummaryStatus, summary: AccessSummary | null, companyId: string): PageAccess {
  if (auth === 'loading') return 'wait';
  if (auth === 'signedOut') return 'signIn';
  if (summaryStatus === 'loading' || summaryStatus === 'none') return 'wait';
  // Without a summary the button still works: the server counts the research as it should.
  if (summary === null) return 'offer';
  const researchedBefore = summary.companies?.some((company) => company.id === companyId) ?? false;
  return summary.is_premium || researchedBefore ? 'research' : 'offer';
}
