// The shell contract: shared as a singleton through module federation, so the
// shell and every remote see the same store, API slice, actions and theme context.
export * from './apiBase';
export * from './convictionApi';
export * from './sessionSlice';
export * from './accessSummary';
export * from './preferences';
export * from './researchSlice';
export * from './routeSlice';
export * from './store';
export * from './theme';
export * from './language';
export * from './remoteModules';
export * from './contractVersion';
