import { type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiErrorSchema, parseAnswer, SupportResponseSchema, type SupportRequest, type SupportResponse } from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';

/** Why sending failed, as plain data: the form decides on `status` and `code`, and ties `field`'s message to that field. */
export interface SupportFailure {
  status: number | 'unreachable';
  code: string | null;
  field: string | null;
  message: string | null;
}

function toFailure(error: FetchBaseQueryError): SupportFailure {
  if (typeof error.status !== 'number') return { status: 'unreachable', code: null, field: null, message: null };
  const body = ApiErrorSchema.safeParse(error.data);
  if (!body.success) return { status: error.status, code: null, field: null, message: null };
  const field = (error.data as { field?: unknown }).field;
  return { status: error.status, code: body.data.error, field: typeof field === 'string' ? field : null, message: body.data.message };
}

/** POST /api/support (docs/support.md), added to the page's one API slice. */
export const supportApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    sendSupportMessage: build.mutation<SupportResponse, SupportRequest>({
      query: (body) => ({ url: '/api/support', method: 'POST', body }),
      transformResponse: (raw: unknown) => parseAnswer(SupportResponseSchema, raw, 'POST /api/support'),
      transformErrorResponse: toFailure,
    }),
  }),
});

export const { useSendSupportMessageMutation } = supportApi;
