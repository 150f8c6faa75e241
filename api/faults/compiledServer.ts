import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const COMPILED_SERVER = path.join(REPO_ROOT, 'api', 'dist', 'server.js');
/** The node flags scripts/start.sh runs the compiled server with. */
export const NODE_FLAGS = ['--conditions=conviction-compiled', '--enable-source-maps'];
