import { isAnyOf, type ThunkDispatch, type TypedStartListening, type UnknownAction } from '@reduxjs/toolkit';
import { COMPANY_DETAILS_FAILED } from '../api/companySearch';
import { refreshAccessSummary } from './accessSummary';
import { convictionApi } from './convictionApi';
import { type ResearchOutcome } from './researchOutcome';
import {
  companyCleared,
  companySelected,
  researchFailed,
  researchNeedsSignIn,
  premiumGranted,
  researchRefused,
  researchRequested,
  researchStarted,
  researchSucceeded,
  selectResearchAnswer,
  selectResearchResult,
  selectResumeAfterUpgrade,
  upgradeDialogOpened,
  type SelectedCompany,
} from './researchSlice';
import { selectUserId } from './sessionSlice';
import type { RootState } from './store';

export type ShellStartListening = TypedStartListening<RootState, ThunkDispatch<RootState, unknown, UnknownAction>>;

/** This company is already being researched for this user: a second click adds nothing. */
function alreadyLoading(state: RootState, company: SelectedCompany): boolean {
  const result = selectResearchResult(state);
  return result.status === 'loading' && result.company.id === company.id;
}

/** The answer still belongs on screen: same person, and this research is the one loading. */
function stillWanted(state: RootState, userId: string, company: SelectedCompany): boolean {
  return selectUserId(state) === userId && alreadyLoading(state, company);
}

/** Anything that replaces the pick a delayed research was waiting to submit. */
const replacesPick = isAnyOf(companySelected, companyCleared, researchRequested);

/**
 * Runs every `researchRequested` command, whoever dispatched it and whichever
 * remotes are mounted (docs/architecture.md, 'One research, end to end').
 * A research needs a signed-in user; without one the search remote asks the
 * person to sign in. The latest request wins: a newer one aborts the request
 * in flight, and a stale answer is never shown. The same company asked for
 * again while it loads (a double click) is not sent twice.
 */
export function addResearchListener(startListening: ShellStartListening): void {
  startListening({
    actionCreator: researchRequested,
    effect: async ({ payload: { company, delayMs } }, api) => {
      if (alreadyLoading(api.getState(), company)) return;
      if (delayMs !== undefined && delayMs > 0) {
        const replaced = await api.take(replacesPick, delayMs);
        if (replaced) return;
      }

      const userId = selectUserId(api.getState());
      if (userId === null) {
        api.dispatch(researchNeedsSignIn());
        return;
      }
      // Only now does this request replace the one in flight, if any.
      api.cancelActiveListeners();
      // What was on screen comes back if the limit refuses this one.
      const previous = selectResearchResult(api.getState());
      api.dispatch(researchStarted(company));
      const answer = selectResearchAnswer(api.getState());
      const request = api.dispatch(
        convictionApi.endpoints.researchCompany.initiate({ company_name: company.name, company_id: company.id, user_id: userId, answer }),
      );
      // Cancelled by a newer request: abort this one so its answer never arrives.
      const abort = () => request.abort();
      api.signal.addEventListener('abort', abort);
      let outcome: ResearchOutcome;
      try {
        // The endpoint resolves every HTTP outcome as data; an error here is a bug, shown as the generic failure.
        outcome = (await api.pause(request)).data ?? { kind: 'error', message: COMPANY_DETAILS_FAILED };
      } finally {
        // The listener's signal also aborts when it completes; by then there is nothing to abort.
        api.signal.removeEventListener('abort', abort);
        // Nobody reads the mutation's cache entry; the outcome goes to the research slice.
        request.reset();
      }
      if (!stillWanted(api.getState(), userId, company)) return;

      if (outcome.kind === 'details' || outcome.kind === 'research') {
        api.dispatch(researchSucceeded(outcome.kind === 'details' ? { company, details: outcome.details } : { company, research: outcome.research }));
        api.dispatch(refreshAccessSummary());
      } else if (outcome.kind === 'limit') {
        api.dispatch(researchRefused({ company, previous }));
        api.dispatch(upgradeDialogOpened({ message: outcome.message }));
      } else {
        api.dispatch(researchFailed({ company, message: outcome.message }));
      }
    },
  });

  addResumeListener(startListening);
}

/** Premium granted: the dialog's purchase succeeded, or the access summary now says so (a webhook's grant). */
const premiumArrived = isAnyOf(premiumGranted, convictionApi.endpoints.getAccessSummary.matchFulfilled);

/**
 * Resumes the research the free limit refused once premium is granted
 * (docs/company-page.md, 'Premium history and a resumed research'). It runs
 * once: the research request it dispatches forgets the remembered company, so
 * the summary refetched after the purchase finds nothing left to resume.
 */
function addResumeListener(startListening: ShellStartListening): void {
  startListening({
    matcher: premiumArrived,
    effect: (action, api) => {
      if (convictionApi.endpoints.getAccessSummary.matchFulfilled(action) && !action.payload.is_premium) return;
      const company = selectResumeAfterUpgrade(api.getState());
      if (company !== null) api.dispatch(researchRequested({ company }));
    },
  });
}
