import 'shared-types/theme/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createShellStore, signedOut, ThemeProvider } from 'shared-types/shell';
import { App } from './app/App';

const store = createShellStore();
// No identity provider is wired in yet (it arrives with the sign-in issue), so
// the auth state settles on signed out straight away.
store.dispatch(signedOut());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider>
        <App />
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
