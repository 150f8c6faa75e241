import { useCallback, useRef } from 'react';
import { COMPANY_DETAILS_FAILED } from 'shared-types/api';
import {
  refreshAccessSummary,
  researchFailed,
  researchReset,
  researchStarted,
  researchSucceeded,
  selectResearchResult,
  selectSelectedCompany,
  selectUserId,
  upgradeDialogOpened,
  useAppDispatch,
  useAppStore,
  type RootState,
  type SelectedCompany,
} from 'shared-types/shell';
import { useResearchCompanyMutation } from '../api/researchApi';
import { type ResearchOutcome } from '../api/researchOutcome';
import { selectQuery, signInPromptShown } from '../searchSlice';

/** The answer still belongs on screen: same person, and this research is the one loading. */
function stillWanted(state: RootState, userId: string, company: SelectedCompany): boolean {
  const result = selectResearchResult(state);
  return selectUserId(state) === userId && result.status === 'loading' && result.company.id === company.id;
}

/**
 * Submitting the research form (specification sections 4 and 8). It reads the
 * store when called, so a timer or an effect always submits the current pick.
 * Nothing happens without a chosen company and search text; without a user it
 * asks the person to sign in. The latest submit wins: one that arrives while a
 * request is in flight (a re-research from the accessed list, say) aborts that
 * request and runs its own, and a stale answer is never shown.
 */
export function useResearchSubmit(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [researchCompany] = useResearchCompanyMutation();
  const latest = useRef<{ abort: () => void } | null>(null);

  return useCallback(async () => {
    const state = store.getState();
    const company = selectSelectedCompany(state);
    if (!company || selectQuery(state).trim() === '') return;
    const userId = selectUserId(state);
    if (userId === null) {
      dispatch(signInPromptShown(true));
      return;
    }
    latest.current?.abort();
    dispatch(signInPromptShown(false));
    dispatch(researchStarted(company));

    const request = researchCompany({ company_name: company.name, company_id: company.id, user_id: userId });
    latest.current = request;
    const answer = await request;
    if (latest.current !== request) return; // a newer submit took over
    latest.current = null;
    // The mutation resolves every HTTP outcome as data; an error here is a bug, shown as the generic failure.
    const outcome: ResearchOutcome = answer.data ?? { kind: 'error', message: COMPANY_DETAILS_FAILED };
    if (!stillWanted(store.getState(), userId, company)) return;

    if (outcome.kind === 'details') {
      dispatch(researchSucceeded({ company, details: outcome.details }));
      dispatch(refreshAccessSummary());
    } else if (outcome.kind === 'limit') {
      dispatch(researchReset());
      dispatch(upgradeDialogOpened({ message: outcome.message }));
    } else {
      dispatch(researchFailed({ company, message: outcome.message }));
    }
  }, [dispatch, store, researchCompany]);
}
