import { useEffect, useRef } from 'react';
import { selectSelectedCompany, selectSelectionSeq, selectSubmitRequested, useAppDispatch, useAppSelector, useAppStore } from 'shared-types/shell';
import { queryChanged } from '../searchSlice';

/**
 * Picks made anywhere (the landing dropdown, the accessed-companies list, this
 * box) arrive as a new selection number: fill the box with the name, and submit
 * at once when the pick asked for it (re-research in one click).
 */
export function useExternalPicks(submit: () => Promise<void>): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const selectionSeq = useAppSelector(selectSelectionSeq);
  // Each pick is handled once, even if the effect re-runs (StrictMode, a new `submit`).
  const handledSeq = useRef<number | null>(null);

  useEffect(() => {
    if (handledSeq.current === selectionSeq) return;
    handledSeq.current = selectionSeq;
    const state = store.getState();
    const company = selectSelectedCompany(state);
    if (!company) return;
    dispatch(queryChanged(company.name));
    if (selectSubmitRequested(state)) void submit();
  }, [dispatch, store, selectionSeq, submit]);
}
