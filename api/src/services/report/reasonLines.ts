import { type Reason, type ReasonParam } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';

const REASON_CODE = /^[a-z0-9_]+(\.[a-z0-9_]+)+$/;

const isReason = (value: object): value is Reason => 'code' in value && typeof value.code === 'string' && REASON_CODE.test(value.code);

/**
 * Every reason in a part of the answer, worded by the catalogue, in the document's order, each
 * sentence once. A code this build does not word, or whose parameters it cannot, is left out rather
 * than shown as 'no explanation'.
 */
export function reasonLines(messages: Messages, part: unknown): string[] {
  const lines: string[] = [];
  const unknownWords = messages.format('reason.unknown');
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    if (isReason(value)) {
      if (!messages.has(value.code)) return;
      const words = messages.format(value.code, (value.params ?? {}) as Record<string, ReasonParam>);
      // A sentence whose parameters this build cannot word falls back to 'no explanation': leave it out too.
      if (words !== unknownWords) lines.push(words);
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(part);
  return [...new Set(lines)];
}

/** A code's words when the catalogue has them, else the fallback (an id made readable). */
export function wordsOr(messages: Messages, code: string, fallback: string): string {
  return messages.has(code) ? messages.format(code) : fallback;
}
