// Standalone page for this remote's squad; the shell loads the exposed module instead.
import('./bootstrap');
