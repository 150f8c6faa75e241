import { useCallback, useEffect, useRef } from 'react';
import { type Stock } from 'shared-types/api';
import { companySelected, selectSelectionSeq, useAppDispatch, useAppStore } from 'shared-types/shell';
import { queryChanged } from './searchSlice';

/** The quick pick submits this long after selecting (specification section 9). */
export const QUICK_PICK_SUBMIT_DELAY_MS = 100;

/**
 * A quick pick selects the company with an empty code (specification section 2)
 * and submits 100 ms later. Leaving the page cancels the timer, and a newer
 * pick anywhere on the page (which submits itself when it wants to) replaces it.
 */
export function useQuickPick(submit: () => Promise<void>): (stock: Stock) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (stock: Stock) => {
      dispatch(queryChanged(stock.name));
      dispatch(companySelected({ id: stock.id, name: stock.name, code: '' }));
      const pick = selectSelectionSeq(store.getState());
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        if (selectSelectionSeq(store.getState()) === pick) void submit();
      }, QUICK_PICK_SUBMIT_DELAY_MS);
    },
    [dispatch, store, submit],
  );
}
