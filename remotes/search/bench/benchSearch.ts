/**
 * npm run bench:search — how long the search box takes to filter and rank
 * 10,000 companies per keystroke, for 1-, 2- and 4-letter queries.
 * Target: a median under 1 ms, so typing never waits on the list.
 * Exits with code 1 when a median misses the target.
 */
import { performance } from 'node:perf_hooks';
import { type Stock } from 'shared-types/api';
import { indexCompanies, rankCompanies } from '../src/ranking/rankCompanies';

const COMPANY_COUNT = 10_000;
const TARGET_MS = 1;
const RUNS_PER_QUERY = 200;
const WARM_UP_RUNS = 50;

const STEMS = ['Arav', 'Bhar', 'Kave', 'Sahy', 'Naga', 'Deccan', 'Indra', 'Tapi', 'Vindh', 'Ganga', 'Koncan', 'Malab', 'Sindh', 'Utkal', 'Tata', 'Steel'];
const MIDDLES = ['ali', 'at', 'eri', 'adri', 'pur', 'wati', 'nagar', 'giri', 'kund', 'ara', ''];
const SECTORS = ['Cement', 'Textiles', 'Paper', 'Power', 'Finance', 'Pharma', 'Steel', 'Chemicals', 'Foods', 'Motors', 'Infra', 'Software'];
const SUFFIXES = ['Works', 'Industries', 'Limited', 'Holdings', 'Enterprises', 'Corporation', 'Mills', 'Labs'];

/** Park–Miller PRNG: the same list on every run, so runs compare. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

function generateCompanies(count: number): Stock[] {
  const random = prng(20_250_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const name = `${pick(STEMS)}${pick(MIDDLES)} ${pick(SECTORS)} ${pick(SUFFIXES)} ${i}`;
    // About 2% blank codes, like the demo universe.
    const code =
      random() < 0.02
        ? ''
        : `${name
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 6)
            .toUpperCase()}${i % 100}`;
    return { id: `bench-${i}`, name, code, is_demo: true };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const QUERIES: Record<string, string[]> = {
  '1-letter': ['a', 'e', 's', 't', 'k', 'm', 'z', 'p'],
  '2-letter': ['ar', 'in', 'st', 'ta', 'po', 'li', 'ca', 'xy'],
  '4-letter': ['ceme', 'indu', 'tata', 'powe', 'naga', 'hold', 'aral', 'qqqq'],
};

const companies = generateCompanies(COMPANY_COUNT);
const indexStart = performance.now();
const index = indexCompanies(companies);
const indexMs = performance.now() - indexStart;

let sink = 0; // keeps the work observable so it cannot be optimised away
for (const query of Object.values(QUERIES).flat()) {
  for (let i = 0; i < WARM_UP_RUNS; i += 1) sink += rankCompanies(index, query).length;
}

console.info(`Search benchmark: ${COMPANY_COUNT.toLocaleString('en-IN')} generated companies, ${RUNS_PER_QUERY} keystrokes per query`);
console.info(`Index built once per list in ${indexMs.toFixed(2)} ms`);
let missed = false;
for (const [label, queries] of Object.entries(QUERIES)) {
  const timings: number[] = [];
  for (let run = 0; run < RUNS_PER_QUERY; run += 1) {
    for (const query of queries) {
      const start = performance.now();
      sink += rankCompanies(index, query).length;
      timings.push(performance.now() - start);
    }
  }
  const ms = median(timings);
  const ratio = ms / TARGET_MS;
  if (ratio >= 1) missed = true;
  console.info(
    `${label.padEnd(9)} median ${ms.toFixed(3)} ms per keystroke = ${ratio.toFixed(2)}× the ${TARGET_MS} ms target ${ratio < 1 ? '(within target)' : '(OVER TARGET)'}`,
  );
}
if (sink < 0) console.info(sink);
if (missed) {
  console.error('At least one median is over the 1 ms target.');
  process.exitCode = 1;
}
