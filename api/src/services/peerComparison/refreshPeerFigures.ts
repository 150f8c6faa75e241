import { createHash } from 'node:crypto';
import { type Kysely } from 'kysely';
import { PeerFiguresSchema } from 'shared-types/api';
import {
  groupNames,
  industryKey,
  loadPeerInputs,
  peerGroupHashes,
  savePeerGroups,
  sectorKey,
  syncCompanyPeerFigures,
  type PeerGroupToSave,
} from '../../db/peerFiguresRepository';
import { type Database } from '../../db/schema';
import { type Logger } from '../../logger';
import { computePeerGroup, type PeerMember } from './peerGroups';

export interface PeerRefreshReport {
  /** Companies whose figures were copied from a new analysis. */
  figuresUpdated: number;
  companies: number;
  groups: number;
  /** Groups written (new or changed) and deleted: zero when nothing changed. */
  groupsWritten: number;
  groupsRemoved: number;
  timings: { totalMs: number; syncMs: number; computeMs: number; saveMs: number };
}

/**
 * The peer-comparison job: after analyses are (re)computed, or an import changed a
 * classification (which recomputes the analyses it touches), copies each new
 * analysis's peer figures, groups every company with statements by basic
 * industry and by broader industry (groupNames in peerFiguresRepository.ts;
 * demo and real companies apart), and stores each group's members, medians, percentiles and magic-formula
 * ranks. Idempotent: a group whose content is unchanged is not rewritten, and the
 * report says whether anything changed so the caller can drop cached payloads.
 */
export async function refreshPeerFigures(db: Kysely<Database>, options: { now?: () => Date; logger?: Logger } = {}): Promise<PeerRefreshReport> {
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const figuresUpdated = await syncCompanyPeerFigures(db);
  const rows = await loadPeerInputs(db);
  const syncMs = performance.now() - started;

  const computeStarted = performance.now();
  const groups = new Map<string, { basis: 'industry' | 'sector'; name: string; members: PeerMember[] }>();
  const add = (key: string, basis: 'industry' | 'sector', name: string, member: PeerMember): void => {
    const group = groups.get(key) ?? { basis, name, members: [] };
    group.members.push(member);
    groups.set(key, group);
  };
  let companies = 0;
  for (const row of rows) {
    const figures = PeerFiguresSchema.safeParse(row.figures);
    if (!figures.success) continue;
    const { industry, sector } = groupNames(row);
    if (!industry) continue; // unclassified: no peers
    companies += 1;
    const member: PeerMember = { id: row.id, name: row.name, code: row.code, kind: row.kind, figures: figures.data };
    add(industryKey(industry, row.is_demo), 'industry', industry, member);
    if (sector) add(sectorKey(sector, row.is_demo), 'sector', sector, member);
  }
  const stored = await peerGroupHashes(db);
  const changed: PeerGroupToSave[] = [];
  for (const [groupKey, group] of groups) {
    const data = computePeerGroup(group.members);
    const contentHash = createHash('md5')
      .update(JSON.stringify([group.basis, group.name, data]))
      .digest('hex');
    if (stored.get(groupKey) !== contentHash) changed.push({ groupKey, basis: group.basis, name: group.name, contentHash, data });
  }
  const removed = [...stored.keys()].filter((key) => !groups.has(key));
  const computeMs = performance.now() - computeStarted;

  const saveStarted = performance.now();
  if (changed.length > 0 || removed.length > 0) await savePeerGroups(db, changed, removed, now());
  const saveMs = performance.now() - saveStarted;
  const report: PeerRefreshReport = {
    figuresUpdated,
    companies,
    groups: groups.size,
    groupsWritten: changed.length,
    groupsRemoved: removed.length,
    timings: { totalMs: round(performance.now() - started), syncMs: round(syncMs), computeMs: round(computeMs), saveMs: round(saveMs) },
  };
  options.logger?.info(report, `Peer groups: ${report.groupsWritten} written, ${report.groupsRemoved} removed of ${report.groups}`);
  return report;
}

/** True when the job changed what a served payload would show. */
export const peersChanged = (report: PeerRefreshReport): boolean => report.groupsWritten > 0 || report.groupsRemoved > 0;

const round = (ms: number): number => Number(ms.toFixed(1));
