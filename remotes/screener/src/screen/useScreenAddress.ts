import { useCallback, useMemo } from 'react';
import { screenPageOpened, selectScreenSearch, useAppDispatch, useAppSelector } from 'shared-types/shell';
import { readScreenAddress, writeScreenAddress, type ScreenAddress } from './screenAddress';

/**
 * The address as the page reads it, and a way to change it: the shell pushes the new address
 * (remotes never touch history), so Back and a shared link show the same screen.
 */
export function useScreenAddress(): { address: ScreenAddress; changeAddress: (change: Partial<ScreenAddress>) => void } {
  const search = useAppSelector(selectScreenSearch);
  const dispatch = useAppDispatch();
  const address = useMemo(() => readScreenAddress(search), [search]);
  const changeAddress = useCallback(
    (change: Partial<ScreenAddress>) => {
      const next = writeScreenAddress({ ...address, ...change });
      // The same address again would only push a duplicate history entry.
      if (next !== writeScreenAddress(address)) dispatch(screenPageOpened({ search: next }));
    },
    [address, dispatch],
  );
  return { address, changeAddress };
}
