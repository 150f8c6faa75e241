import { isRecord, parseFieldValue, textOf } from '../shared/parseFieldValue';

export const SCENARIO_CASES = ['Base Case', 'Bull Case', 'Bear Case'] as const;

export interface ScenarioBlock {
  /** 'Base Case', or the payload's own name for a scenario it adds. */
  name: string;
  /** '55%', or null when the text states none. */
  probability: string | null;
  content: unknown;
}

const PROBABILITY = /\(?\s*(\d{1,3}(?:\.\d+)?)\s*%\s*probability\s*\)?/i;
const PROBABILITY_FIRST = /probability\s*[:=]?\s*(\d{1,3}(?:\.\d+)?)\s*%/i;
const LEADING_PROBABILITY = /^\s*\(?\s*\d{1,3}(?:\.\d+)?\s*%\s*probability\s*\)?/i;
const CASE_NAME = /\b(base|bull|bear)\s+case\b/gi;

/** The probability in text like 'Base Case (55% Probability)', as '55%'; null when there is none. */
export function readProbability(text: string): string | null {
  const match = PROBABILITY.exec(text) ?? PROBABILITY_FIRST.exec(text);
  return match?.[1] ? `${match[1]}%` : null;
}

function caseName(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} Case`;
}

/** Strips the probability and separators that follow a scenario's name. */
function tidyContent(text: string): string {
  return text
    .replace(LEADING_PROBABILITY, '')
    .replace(/^[\s:.–—-]+/, '')
    .trim();
}

/** A case name that starts a block: at the start of a line, or followed by its probability or a separator. */
function isHeading(text: string, index: number, length: number): boolean {
  const before = text.slice(0, index);
  const after = text.slice(index + length);
  return /(^|\n)[\s*•-]*$/.test(before) || /^\s*[(:–—-]/.test(after);
}

/** Base, Bull and Bear Case blocks in free text: each starts where its name is written as a heading. */
export function splitScenarioText(text: string): ScenarioBlock[] {
  const starts: { name: string; index: number; length: number }[] = [];
  for (const match of text.matchAll(CASE_NAME)) {
    const name = caseName(match[1] ?? '');
    const heading = isHeading(text, match.index, match[0].length);
    if (heading && !starts.some((start) => start.name === name)) starts.push({ name, index: match.index, length: match[0].length });
  }
  return starts.map((start, position) => {
    const end = starts[position + 1]?.index ?? text.length;
    const segment = text.slice(start.index + start.length, end);
    return { name: start.name, probability: readProbability(segment), content: tidyContent(segment) };
  });
}

function fromRecord(record: Record<string, unknown>): ScenarioBlock[] {
  const keys = Object.keys(record);
  const known = SCENARIO_CASES.flatMap((name) => {
    const key = keys.find((candidate) => candidate.trim().toLowerCase().startsWith(name.toLowerCase()));
    if (key === undefined) return [];
    const content = record[key];
    return [{ key, name, probability: readProbability(key) ?? readProbability(textOf(content) ?? ''), content }];
  });
  const extra = keys
    .filter((key) => !known.some((block) => block.key === key))
    .map((key) => ({ key, name: key.replace(PROBABILITY, '').trim() || key, probability: readProbability(key), content: record[key] }));
  return [...known, ...extra].map(({ name, probability, content }) => ({ name, probability, content }));
}

/** Scenario blocks from an object keyed by case, or from text naming the cases; [] when there are none. */
export function scenarioBlocks(value: unknown): ScenarioBlock[] {
  const parsed = parseFieldValue(value);
  if (isRecord(parsed)) return fromRecord(parsed);
  if (typeof parsed === 'string') return splitScenarioText(parsed);
  return [];
}
