import { type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { parseAnswer, ScreenQueryRefusalSchema, ScreenResultsSchema, type ScreenQueryError, type ScreenResults } from 'shared-types/api';
import { convictionApi, getApiBase } from 'shared-types/shell';
import { type ScreenAddress } from './screenAddress';

export type ScreenRequest = Pick<ScreenAddress, 'q' | 'sort' | 'dir' | 'page' | 'size'>;

/** This remote's screen call, added to the page's one API slice and read with the contract's schema. */
export const screenApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/screen: one page of the companies a query matches (docs/screener.md). */
    getScreen: build.query<ScreenResults, ScreenRequest>({
      // fetchBaseQuery leaves out the undefined sort and dir, so the server's default order applies.
      query: ({ q, sort, dir, page, size }) => ({ url: '/api/screen', params: { q, sort, dir, page, size } }),
      transformResponse: (raw: unknown) => parseAnswer(ScreenResultsSchema, raw, 'GET /api/screen'),
    }),
  }),
});

export const { useGetScreenQuery } = screenApi;

/** The CSV of every match, in the page's order: a plain link, so the browser downloads it with the session cookie. */
export const screenCsvUrl = (address: Pick<ScreenAddress, 'q' | 'sort' | 'dir'>): string => screenFileUrl(address, 'csv');

/** The workbook of every match, in the page's order (premium only: docs/screener.md, 'Excel downloads'). */
export const screenExcelUrl = (address: Pick<ScreenAddress, 'q' | 'sort' | 'dir'>): string => screenFileUrl(address, 'xlsx');

function screenFileUrl({ q, sort, dir }: Pick<ScreenAddress, 'q' | 'sort' | 'dir'>, kind: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams({ q });
  if (sort !== undefined) params.set('sort', sort);
  if (dir !== undefined) params.set('dir', dir);
  return `${getApiBase()}/api/screen.${kind}?${params.toString()}`;
}

/** What a failed screen call means for the page. */
export type ScreenFailure = { kind: 'signIn' } | { kind: 'query'; refusal: ScreenQueryError } | { kind: 'failed' };

export function screenFailureOf(error: unknown): ScreenFailure {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError>;
  if (status === 401) return { kind: 'signIn' };
  if (status === 400) {
    const refusal = ScreenQueryRefusalSchema.safeParse(data);
    if (refusal.success) {
      const { message, column, length, suggestion } = refusal.data;
      return { kind: 'query', refusal: suggestion === undefined ? { message, column, length } : { message, column, length, suggestion } };
    }
  }
  return { kind: 'failed' };
}
