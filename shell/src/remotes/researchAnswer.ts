import { type RemoteRegistry } from 'shared-types/api';
import { type ResearchAnswer } from 'shared-types/shell';

/** The first shell contract whose research result may hold the v2 research (shared-types/shell researchSlice.ts). */
export const RESEARCH_V2_CONTRACT = '2.11.0';

/** MAJOR, MINOR and PATCH of a version, or null when it is not one. */
function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match === null ? null : [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The research answer the shell asks the API for (docs/remote-versioning.md, 'Which research
 * answer'): v2 when the registered company-details remote was built against contract 2.11 or a
 * later minor of the same major, since such a remote reads both answers; v1 otherwise, and when its
 * version is not known (a tester override, a hand-written registry), because every remote reads v1.
 */
export function researchAnswerFor(registry: RemoteRegistry): ResearchAnswer {
  const built = registry.remotes.find((remote) => remote.name === 'company_details')?.contractVersion;
  const version = built === undefined ? null : parts(built);
  const since = parts(RESEARCH_V2_CONTRACT)!;
  if (version === null || version[0] !== since[0]) return 'v1';
  return version[1] >= since[1] ? 'v2' : 'v1';
}
