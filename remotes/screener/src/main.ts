// Standalone page for this remote's squad; the shell loads the exposed module instead.
import('./bootstrap').catch((error: unknown) => console.error('This remote could not start.', error));
