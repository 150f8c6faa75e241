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
  researchRequested,
  researchReset,
  researchStarted,
  researchSucceeded,
  selectResearchResult,
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
      api.dispatch(researchStarted(company));
      const request = api.dispatch(convictionApi.endpoints.researchCompany.initiate({ company_name: company.name, company_id: company.id, user_id: userId }));
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

      if (outcome.kind === 'details') {
        api.dispatch(researchSucceeded({ company, details: outcome.details }));
        api.dispatch(refreshAccessSummary());
      } else if (outcome.kind === 'limit') {
        api.dispatch(researchReset());
        api.dispatch(upgradeDialogOpened({ message: outcome.message }));
      } else {
        api.dispatch(researchFailed({ company, message: outcome.message }));
      }
    },
  });
}
