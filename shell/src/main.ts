// An async boundary so shared modules (React, the store contract) are negotiated
// by the federation runtime before any of them is used.
import('./bootstrap').catch((error: unknown) => console.error('Conviction could not start.', error));
