// Which API the standalone page talks to. The mock is the default so a remote runs
// alone; `API=real npm run dev -w remotes/<name>` or `?api=real` in the address
// uses the real API through the dev server's proxy to :3000 (README.md, "Working on one remote").
export type StandaloneApi = 'mock' | 'real';

export function standaloneApi(search: string = window.location.search): StandaloneApi {
  // A production build carries no mock (see prepareStandaloneApi).
  if (process.env.NODE_ENV === 'production') return 'real';
  const asked = new URLSearchParams(search).get('api');
  if (asked === 'real' || asked === 'mock') return asked;
  // Replaced at build time by the remote's webpack config from the API environment variable.
  return process.env.STANDALONE_API === 'real' ? 'real' : 'mock';
}

/** Starts the mock API when the page uses it; production builds leave the mock out entirely. */
export async function prepareStandaloneApi(api: StandaloneApi): Promise<void> {
  if (process.env.NODE_ENV === 'production' || api !== 'mock') return;
  const { startMockApi } = await import('./mockApi');
  await startMockApi();
}
