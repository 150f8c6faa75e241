import 'shared-types/theme/tokens.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareStandaloneApi, standaloneApi } from './standaloneApi';
import { StandaloneShell } from './StandaloneShell';

/**
 * Renders a remote's exposed page alone, inside a store and theme like the shell's,
 * once the mock API (the default) is answering.
 */
export async function renderStandalone(Page: ComponentType, containerId = 'root'): Promise<void> {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`The page has no #${containerId} element to render into.`);
  const api = standaloneApi();
  await prepareStandaloneApi(api);
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell api={api}>
        <Page />
      </StandaloneShell>
    </StrictMode>,
  );
}
