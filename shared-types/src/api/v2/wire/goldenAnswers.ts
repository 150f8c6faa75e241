import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Json } from './json';

/** The golden v2 answers (api/src/analysis/__golden__/v2), joined part by part per archetype; for tests and the table's script. */
export function goldenAnswers(folder: string): Map<string, Record<string, Json>> {
  const byArchetype = new Map<string, Record<string, Json>>();
  for (const file of readdirSync(folder)) {
    const [, archetype, part] = /^(.+)\.([a-z_]+)\.json$/.exec(file) ?? [];
    if (archetype === undefined || part === undefined) continue;
    const answer = byArchetype.get(archetype) ?? {};
    answer[part] = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Json;
    byArchetype.set(archetype, answer);
  }
  return byArchetype;
}
