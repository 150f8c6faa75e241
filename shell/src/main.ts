// An async boundary so shared modules (React, the store contract) are negotiated
// by the federation runtime before any of them is used.
//
// Start-up is staged for slow phones (docs/performance.md, "Start-up in stages"):
// the pre-rendered page is shown first, and the app's modules are then
// evaluated in four tasks (React DOM, the API contract's schemas, the store
// contract, the app) with the
// browser free to handle input between them, instead of one long task.
import { afterFirstContentfulPaint } from './afterFirstPaint';

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const prerendered = document.getElementById('root')?.firstElementChild != null;
  if (prerendered) await afterFirstContentfulPaint();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('shared-types/api');
  await yieldToBrowser();
  await import('shared-types/shell');
  await yieldToBrowser();
  await import('./bootstrap');
}

start().catch((error: unknown) => console.error('Conviction could not start.', error));
