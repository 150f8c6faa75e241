// What a served JavaScript file holds, read from the hidden source map the
// production build writes beside dist/ (<app>/sourcemaps/<file>.map): each
// minified character is counted against the module it came from, and modules
// are grouped by npm package (or the app's own code).
import fs from 'node:fs';
import path from 'node:path';

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment: base64 VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified characters of `code` attributed to each entry of `map.sources`. */
function charactersBySource(map: SourceMap, code: string): number[] {
  const lines = code.split('\n');
  const sizes = map.sources.map(() => 0);
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    if (line === '') return;
    let column = 0;
    const segments = line.split(',').map((raw) => {
      const fields = decodeSegment(raw);
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      return { column, source: fields.length > 1 ? source : -1 };
    });
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? lineLength;
      if (segment.source >= 0 && segment.source < sizes.length) sizes[segment.source]! += Math.max(0, end - segment.column);
    });
  });
  return sizes;
}

/** The group a webpack source path belongs to: an npm package, shared-types, the bundler runtime, or the app's own code. */
function groupOf(source: string, app: string): string {
  const inPackages = source.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const parts = source.slice(inPackages + 'node_modules/'.length).split('/');
    const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return name.startsWith('@module-federation/') ? 'federation runtime' : name;
  }
  if (source.includes('/shared-types/')) return 'shared-types';
  if (/\/webpack\/(runtime|container|sharing)/.test(source) || source.includes('webpack/bootstrap')) return 'webpack runtime';
  return `${app} code`;
}

/** What the file's name says it is: the entry, the federation container, an exposed module, or a named chunk. */
function role(file: string): string | null {
  if (file === 'remoteEntry.js') return 'remoteEntry';
  const name = file.replace(/\.[0-9a-f]{6,}\.js$/, '').replace(/\.js$/, '');
  if (name === 'main') return 'main';
  if (name.startsWith('__federation_expose_')) return `exposes ${name.slice('__federation_expose_'.length)}`;
  return /^\d+$/.test(name) ? null : name;
}

/** Groups holding at least this share of a file are named in its label. */
const LABEL_SHARE = 0.08;

export interface FileContents {
  /** Its role, then the groups that make up most of it. */
  label: string;
  /** Minified characters per group (package, shared-types, runtime, app code). */
  groups: Map<string, number>;
}

/** What `code`, served as `file` by `app` whose build wrote its maps to `mapsDir`, holds. */
export function describeFile(app: string, mapsDir: string, file: string, code: string): FileContents {
  const parts = [role(file)].filter((part): part is string => part !== null);
  const mapFile = path.join(mapsDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return { label: [...parts, '(no source map)'].join(': '), groups: new Map() };
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMap;
  const totals = new Map<string, number>();
  charactersBySource(map, code).forEach((size, index) => {
    const group = groupOf(map.sources[index] ?? '', app);
    totals.set(group, (totals.get(group) ?? 0) + size);
  });
  const all = [...totals.values()].reduce((sum, size) => sum + size, 0) || 1;
  const named = [...totals.entries()]
    .filter(([, size]) => size / all >= LABEL_SHARE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([group, size]) => `${group} ${Math.round((size / all) * 100)}%`);
  return { label: parts.length > 0 ? `${parts.join('')}: ${named.join(', ')}` : named.join(', '), groups: totals };
}
