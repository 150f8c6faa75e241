import { type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import * as z from 'zod/mini';
import { ACCESS_LIMIT_MESSAGE } from '../api/access';
import { ReceivedCompanyDetailsSchema } from '../api/companyDetailsReceived';
import { ACCESS_DENIED_FALLBACK, ACCESS_LIMIT_REACHED, COMPANY_DETAILS_FAILED, COMPANY_SEARCH_FAILED } from '../api/companySearch';
import { safeParseAnswer } from '../api/parseAnswer';
import { readServedResearchV2, type ReceivedResearchV2 } from '../api/researchV2Received';
import { SERVER_TOO_SLOW, SERVER_UNREACHABLE } from './apiBase';
import { type ResearchAnswer, type ResearchDetails } from './researchSlice';

/** What a company search came to, in the terms the research section acts on. */
export type ResearchOutcome =
  | { kind: 'details'; details: ResearchDetails }
  /** The v2 research, read from its wire (asked for with ResearchAnswer 'v2'). */
  | { kind: 'research'; research: ReceivedResearchV2 }
  /** The free limit is reached: open the upgrade dialog with this message. */
  | { kind: 'limit'; message: string }
  /** Shown under 'Error loading company details'. */
  | { kind: 'error'; message: string };

export const TIMEOUT_MESSAGE = `${SERVER_TOO_SLOW} Please try again.`;

// Loose shape for answers off the happy path: only the fields acted on. The message is shown, never read.
const ReasonShape = z.object({ can_access: z.optional(z.boolean()), error: z.optional(z.string()), message: z.optional(z.string()) });

/** The server's message, if the body has a non-empty one. */
function messageOf(body: unknown): string | null {
  const parsed = ReasonShape.safeParse(body);
  return parsed.success && parsed.data.message?.trim() ? parsed.data.message : null;
}

/**
 * The free limit's answer: a 403 whose body says can_access false or carries
 * its code (docs/product-rules.md, 'Research'). Decided on status and code
 * only: a message is shown, never scanned, so a 404 for '… Limited' stays an error.
 */
function isFreeLimit(status: number, body: unknown): boolean {
  if (status !== 403) return false;
  const parsed = ReasonShape.safeParse(body);
  return parsed.success && (parsed.data.can_access === false || parsed.data.error === ACCESS_LIMIT_REACHED);
}

/**
 * The envelope of a successful answer. company_data is then read with the
 * received-payload schema: partial and still-processing payloads render, each
 * section on its own (docs/api-compatibility.md); only a payload without a
 * company name is an error, not something to render.
 */
const SuccessShape = z.object({ success: z.literal(true), company_data: z.record(z.string(), z.unknown()) });

const ENDPOINT = 'POST /api/company/search';

/**
 * A 2xx answer. Asked for v1: details when success is true and company_data is a non-empty object
 * with a company name. Asked for v2: the research read from its wire; an API that does not serve v2
 * yet answers v1 (its company_data is no wire), which is read as v1, so a remote and an API deployed
 * apart keep working (docs/api-compatibility.md). Anything else is an error.
 */
export function outcomeOfAnswer(raw: unknown, answer: ResearchAnswer = 'v1'): ResearchOutcome {
  const parsed = SuccessShape.safeParse(raw);
  if (!parsed.success || Object.keys(parsed.data.company_data).length === 0) return { kind: 'error', message: COMPANY_DETAILS_FAILED };
  const companyData = parsed.data.company_data;
  if (answer === 'v2' && 'format' in companyData) {
    const read = readServedResearchV2(companyData);
    if (read.ok) return { kind: 'research', research: read.research };
    console.error(`${ENDPOINT}: the v2 answer does not match its contract: ${read.error}`);
    return { kind: 'error', message: COMPANY_DETAILS_FAILED };
  }
  const details = safeParseAnswer(ReceivedCompanyDetailsSchema, companyData, ENDPOINT);
  return details === null ? { kind: 'error', message: COMPANY_DETAILS_FAILED } : { kind: 'details', details };
}

/** A failed request: the HTTP status and body, a time-out, or no answer at all. */
export function outcomeOfFailure(error: FetchBaseQueryError): ResearchOutcome {
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return { kind: 'error', message: TIMEOUT_MESSAGE };
    case 'FETCH_ERROR':
      return { kind: 'error', message: SERVER_UNREACHABLE };
    case 'PARSING_ERROR':
      // A proxy's HTML error page or a cut-off body: nothing a person can read.
      return { kind: 'error', message: error.originalStatus === 403 ? ACCESS_DENIED_FALLBACK : COMPANY_SEARCH_FAILED };
    case 'CUSTOM_ERROR':
      return { kind: 'error', message: error.error || COMPANY_DETAILS_FAILED };
  }
  if (isFreeLimit(error.status, error.data)) return { kind: 'limit', message: messageOf(error.data) ?? ACCESS_LIMIT_MESSAGE };
  return { kind: 'error', message: messageOf(error.data) ?? (error.status === 403 ? ACCESS_DENIED_FALLBACK : COMPANY_SEARCH_FAILED) };
}
