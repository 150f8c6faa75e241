import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type Reason } from '../../api/v2/reason';

/**
 * Checks the English domain tests share (docs/decisions/0005): a message parses as ICU, writes
 * ’ rather than ', and reaches only parameters a reason carries.
 */

export const parseMessage = (message: string): MessageFormatElement[] => parse(message, { ignoreTag: true });

/** Messages that are not ICU, or write an apostrophe ICU would read as an escape: 'code: why'. */
export function catalogueProblems(messages: Readonly<Record<string, string>>): string[] {
  return Object.entries(messages).flatMap(([code, message]) => {
    const out = message.includes("'") ? [`${code}: apostrophe`] : [];
    try {
      parseMessage(message);
    } catch (error) {
      out.push(`${code}: ${String(error)}`);
    }
    return out;
  });
}

/** The parameters a message uses for these values: a select follows its value's branch, a plural its `other`. */
export function argumentsReached(elements: MessageFormatElement[], values: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number) out.push(e.value);
    if (e.type === TYPE.select) {
      out.push(e.value);
      const chosen = e.options[String(values[e.value])] ?? e.options.other;
      if (chosen !== undefined) out.push(...argumentsReached(chosen.value, values));
    }
    if (e.type === TYPE.plural) {
      out.push(e.value);
      const other = e.options.other;
      if (other !== undefined) out.push(...argumentsReached(other.value, values));
    }
  }
  return out;
}

/** What keeps a reason from being worded by its message: no message, or a parameter it uses but lacks. */
export function wordingProblems(r: Reason, messages: Readonly<Record<string, string>>): string[] {
  const message = messages[r.code];
  if (message === undefined) return [`${r.code}: no message`];
  const params = r.params ?? {};
  return argumentsReached(parseMessage(message), params)
    .filter((name) => !(name in params))
    .map((name) => `${r.code}: no parameter ${name}`);
}

/** The API's golden v2 parts of one domain (api/src/analysis/__golden__/v2), parsed. */
export function goldenV2(domain: string): unknown[] {
  const dir = path.join(__dirname, '..', '..', '..', '..', 'api', 'src', 'analysis', '__golden__', 'v2');
  return readdirSync(dir)
    .filter((f) => f.endsWith(`.${domain}.json`))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown);
}
