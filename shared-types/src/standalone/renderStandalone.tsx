import 'shared-types/theme/tokens.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from './StandaloneShell';

/** Renders a remote's exposed page alone, inside a store and theme like the shell's. */
export function renderStandalone(Page: ComponentType, containerId = 'root'): void {
  const container = document.getElementById(containerId);
  if (!container) throw new Error(`The page has no #${containerId} element to render into.`);
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell>
        <Page />
      </StandaloneShell>
    </StrictMode>,
  );
}
