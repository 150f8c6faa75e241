import { combineSlices, configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { convictionApi } from './convictionApi';
import { addLanguageListener, languageSlice } from './language';
import { addResearchListener, type ShellStartListening } from './researchListener';
import { researchSlice } from './researchSlice';
import { routeSlice } from './routeSlice';
import { sessionSlice } from './sessionSlice';

/**
 * Remotes declare their slices here by declaration merging, then call
 * `rootReducer.inject(slice)` (or `slice.injectInto(rootReducer)`) when their
 * exposed module loads. The store itself is created once, by the shell.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, researchSlice, routeSlice, languageSlice, convictionApi).withLazyLoadedSlices<LazyLoadedSlices>();

/** Remotes that need middleware of their own add it here instead of creating a store. */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The one store of the page. Its listener middleware carries the commands
 * between remotes (a research, whoever asks for it), so they run whether or
 * not the remote that shows their outcome is mounted.
 */
export function createShellStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  addResearchListener(listener.startListening as ShellStartListening);
  addLanguageListener(listener.startListening as ShellStartListening);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(convictionApi.middleware, dynamicMiddleware.middleware),
  });
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type AppDispatch = ShellStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<ShellStore>();
