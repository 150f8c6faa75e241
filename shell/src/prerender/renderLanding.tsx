import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createShellStore, signedOut, ThemeProvider } from 'shared-types/shell';
import { LandingPage } from '../app/LandingPage';

/**
 * The landing page as the build writes it into index.html: the same
 * components the browser hydrates, in their pre-hydration form (no user, no
 * stored theme, no screen width, no remotes; see app/useHydrated.ts). Run by
 * webpack/PrerenderLandingPlugin.js in Node, never in the browser.
 */
export function renderLanding(): string {
  const store = createShellStore();
  store.dispatch(signedOut());
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider initialTheme="light">
          <LandingPage accountProps={{}} />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
