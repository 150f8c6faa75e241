import 'shared-types/theme/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createShellStore, ThemeProvider } from 'shared-types/shell';
import { App } from './app/App';
import { AuthProvider } from './auth/AuthContext';
import { createAuthController } from './auth/authController';

const store = createShellStore();
// Auth lives as long as the page: created and started once, outside React, so
// StrictMode's double effects cannot start it twice. Until start() settles the
// auth state is 'loading' and the page shows its full-screen 'Loading...'.
const auth = createAuthController({ dispatch: store.dispatch });
void auth.start();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider>
        <AuthProvider controller={auth}>
          <App />
        </AuthProvider>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
