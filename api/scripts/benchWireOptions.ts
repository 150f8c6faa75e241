/**
 * bench:payload's v2 wire lines (docs/research-answer-v2.md): the served answer's size as the wire
 * writes it, and what each structural option the lead weighs would save (docs/decisions/0005,
 * 'Next' item 1). The options are measured, not built: each line says what leaving a thing out of
 * the answer, or writing it another way, would change, on the same companies.
 */
import { encodeResearchV2, type Json, type JsonObject, type ResearchV2 } from 'shared-types/api';
import { medianOf } from '../src/services/peerComparison/peerGroups';

/** What one company's answer is made of, in bytes (UTF-8, as served). */
export interface WireSizes {
  document: number;
  none: number;
  display: number;
  /** The display wire with management's quoted guidance (statement and source) left out. */
  withoutQuotes: number;
  /** What the chart series part adds to the display wire (with its key), and the peer table joined when served. */
  charts: number;
  peers: number;
  /** The display wire with arrays of {id, …} written as objects keyed by id: a compact form not adopted; and with (a). */
  idKeyed: number;
  withoutQuotesIdKeyed: number;
}

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

export function wireSizes(research: ResearchV2, v1: Record<string, unknown>): WireSizes {
  const display = encodeResearchV2(research, { round: 'display' });
  const governance = research.governance;
  const unquoted = { ...governance.guidance, current: governance.guidance.current.map(unquote), comparisons: governance.guidance.comparisons.map(unquote) };
  const withoutQuotes = encodeResearchV2({ ...research, governance: { ...governance, guidance: unquoted } }, { round: 'display' });
  return {
    document: bytes(research),
    none: bytes(encodeResearchV2(research, { round: 'none' })),
    display: bytes(display),
    withoutQuotes: bytes(withoutQuotes),
    withoutQuotesIdKeyed: bytes(rewrite(withoutQuotes.answer as Json, keyedById)),
    // The wire writes keys short: what the part costs is the difference it makes to the whole.
    charts: bytes(display) - bytes(encodeResearchV2(withoutPart(research, 'charts'), { round: 'display' })),
    peers: v1['peer_comparison'] === undefined ? 0 : bytes({ peers: v1['peer_comparison'] }) - 1,
    idKeyed: bytes(rewrite(display.answer as Json, keyedById)),
  };
}

/** The research without one part: not a valid answer, only a measure of what the part adds. */
function withoutPart(research: ResearchV2, part: keyof ResearchV2): ResearchV2 {
  const { [part]: _left, ...rest } = research;
  return rest as ResearchV2;
}

function unquote<T extends { statement?: string; source?: string }>(guidance: T): T {
  const { statement: _statement, source: _source, ...rest } = guidance;
  return rest as T;
}

/** The JSON with `change` applied to every array and object, innermost first. */
function rewrite(node: Json, change: (node: Json) => Json): Json {
  if (Array.isArray(node)) return change(node.map((item) => rewrite(item, change)));
  if (typeof node !== 'object' || node === null) return node;
  return change(Object.fromEntries(Object.entries(node).map(([key, child]) => [key, rewrite(child, change)])));
}

const isObject = (node: Json): node is JsonObject => typeof node === 'object' && node !== null && !Array.isArray(node);

function keyedById(node: Json): Json {
  if (!Array.isArray(node) || node.length === 0 || !node.every((item) => isObject(item) && typeof item.id === 'string')) return node;
  const ids = node.map((item) => (item as JsonObject).id as string);
  if (new Set(ids).size !== ids.length || ids.some((id) => /^\d+$/.test(id))) return node; // an integer-like key would be reordered
  return Object.fromEntries(
    node.map((item) => {
      const { id, ...rest } = item as JsonObject;
      return [id as string, rest];
    }),
  );
}

const median = (values: readonly number[]): number => Math.round(medianOf(values) ?? Number.NaN);

/** Prints the wire's median sizes, the options and which combinations of them reach the target. */
export function printWireSizes(all: readonly WireSizes[], v1Bytes: number, target: number): void {
  // Measured against the answer with the peer table beside its parts, as it was served before (b) was adopted.
  const whole = (s: WireSizes, quotes: boolean, peers: boolean, charts: boolean): number =>
    (quotes ? s.display : s.withoutQuotes) + (peers ? s.peers : 0) - (charts ? 0 : s.charts);
  const sections: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, (s: WireSizes) => number]>]> = [
    [
      `v2 wire, median of ${all.length} companies in UTF-8 bytes (v1 answer ${v1Bytes} B):`,
      [
        ['document (every part, as the engine builds it)', (s) => s.document],
        ['wire, round: none (full precision)', (s) => s.none],
        ['wire, round: display', (s) => s.display],
      ],
    ],
    [
      '  the display wire with the peer table beside it (served so before (b)), and what each option leaves out:',
      [
        ['with the peer table', (s) => whole(s, true, true, true)],
        ['(a) guidance quotes fetched with their section', (s) => whole(s, false, true, true)],
        ['(b) peer table its own resource: AS SERVED', (s) => whole(s, true, false, true)],
        ['(c) chart series served with the statements', (s) => whole(s, true, true, false)],
        ['(a) + (b)', (s) => whole(s, false, false, true)],
        ['(a) + (c)', (s) => whole(s, false, true, false)],
        ['(b) + (c)', (s) => whole(s, true, false, false)],
        ['(a) + (b) + (c)', (s) => whole(s, false, false, false)],
      ],
    ],
    [
      '  a compact form not adopted, measured on the display wire:',
      [
        ['arrays of {id, …} as objects keyed by id', (s) => s.idKeyed],
        ['the same, with (a) + (b)', (s) => s.withoutQuotesIdKeyed],
      ],
    ],
  ];
  for (const [title, lines] of sections) {
    console.info(title);
    for (const [label, pick] of lines) {
      const size = median(all.map(pick));
      const verdict = `${size <= target ? 'within' : 'over'} ${target}`;
      console.info(`    ${label.padEnd(50)} ${String(size).padStart(6)} B  ratio to v1 ${(size / v1Bytes).toFixed(2)}  ${verdict}`);
    }
  }
}
