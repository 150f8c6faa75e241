import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * For the English catalogue's tests: which arguments a message uses, and which reasons the
 * engine's golden v2 payloads send, so a test can check a message asks only for parameters the
 * engine gives (docs/decisions/0005-payload-v2-and-message-catalogue.md). Node only: not in index.ts.
 */

export interface SentReason {
  code: string;
  params?: Record<string, unknown>;
}

/** The argument names a message uses, plural and select branches included. */
export function argumentsOf(elements: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0 && element.type !== 8) names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) for (const name of argumentsOf(option.value)) names.add(name);
  }
  return names;
}

/** The options of each select argument of a message, nested ones included: 'shape' → {rise, fall, other}. */
export function selectOptionsOf(elements: readonly MessageFormatElement[], out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const element of elements) {
    if (element.type === TYPE.select) {
      const options = out.get(element.value) ?? new Set<string>();
      for (const key of Object.keys(element.options)) options.add(key);
      out.set(element.value, options);
    }
    if ('options' in element) for (const option of Object.values(element.options)) selectOptionsOf(option.value, out);
  }
  return out;
}

/** Every reason in the golden v2 files of one domain (`api/src/analysis/__golden__/v2/*.<domain>.json`). */
export function goldenReasons(domain: string): SentReason[] {
  const dir = path.join(__dirname, '../../../api/src/analysis/__golden__/v2');
  const reasons: SentReason[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      if ('code' in value && typeof value.code === 'string') reasons.push(value as SentReason);
      Object.values(value).forEach(collect);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith(`.${domain}.json`))) collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return reasons;
}

/** 'code: argument' for each argument a reason's message uses that the reason does not send. */
export function missingArguments(messages: Readonly<Record<string, string>>, reasons: readonly SentReason[]): string[] {
  const missing = reasons.flatMap((r) =>
    [...argumentsOf(parse(messages[r.code] ?? '', { ignoreTag: true }))].filter((name) => !(name in (r.params ?? {}))).map((name) => `${r.code}: ${name}`),
  );
  return [...new Set(missing)];
}
