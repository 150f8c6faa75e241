import { type MetaSource, type MetaV2, type Reason, type ReasonParam } from 'shared-types/api';
import { type Messages } from 'shared-types/messages';
import { dayText, wordsIf } from './words';

/** A source: its own name as sent (English data), else what its kind is in words; and its as-of date. */
export interface SourceWords {
  source: string;
  english: boolean;
  date: string | null;
}

/** A source as the summary lists it; null for a kind this build does not know that carries no name. */
export function sourceWords(messages: Messages, source: MetaSource): SourceWords | null {
  const date = dayText(messages, source.as_of);
  if (source.name !== undefined && source.name !== '') return { source: source.name, english: true, date };
  const code = `source.${source.kind}.description`;
  return messages.has(code) ? { source: messages.format(code, { basis: source.basis ?? 'unknown' }), english: false, date } : null;
}

/** Why the company is of its kind, in words ('BSE basic industry ‘Private Sector Bank’'); null when the meta does not say. */
export function classificationReason(messages: Messages, meta: MetaV2): string | null {
  const { reason } = meta.classification;
  return reason === undefined ? null : messages.format(reason.code, reason.params);
}

/** Which figures are trailing twelve months, and to when; null without quarters newer than the annual statements. */
export function ttmLine(messages: Messages, meta: MetaV2): string | null {
  const ttm = meta.ttm;
  if (ttm === undefined) return null;
  const left = ttm.exceptional_left_out === true;
  const figures = ttm.figures
    .map((id) => {
      const code = `ttm.figure.${id}${left && id !== 'sales' ? '.exceptional_left_out' : ''}`;
      return messages.has(code) ? messages.format(code, { fy: ttm.eps_share_basis_fy ?? null }) : null;
    })
    .filter((words) => words !== null);
  return messages.format('v2.summary.data.ttm', { period_end: dayText(messages, ttm.period_end) ?? ttm.period_end, figures });
}

/** A missing-data reason in words; the fields `missing.latest_fields` lists are worded before they are listed. */
export function missingLine(messages: Messages, reason: Reason): string {
  const fields = reason.params?.fields;
  const params: Record<string, ReasonParam> = { ...reason.params };
  if (Array.isArray(fields)) params.fields = fields.map((id) => wordsIf(messages, `missing.field.${id}`) ?? id);
  return messages.format(reason.code, params);
}
