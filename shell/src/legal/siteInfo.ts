import { createContext, useContext } from 'react';
import { parseAnswer, SITE_INFO_ELEMENT_ID, SiteInfoSchema, type SiteInfo } from 'shared-types/api';
import { convictionApi } from 'shared-types/shell';
import { readDataBlock } from '../app/servedHeading';

/**
 * The seller and the operator's links (GET /api/site, docs/legal-pages.md). The API puts them into
 * every page it serves as a JSON data block; the shell reads it before its first render, so the
 * legal pages hydrate with the details they were served with and nothing is fetched. A page
 * without the block (the dev server, a copy from a CDN) asks the API.
 */
export function readServedSiteInfo(doc: Document = document): SiteInfo | null {
  return readDataBlock(doc, SITE_INFO_ELEMENT_ID, SiteInfoSchema);
}

/** The served site information: bootstrap.tsx reads it from the page; null when the page has none. */
export const ServedSiteContext = createContext<SiteInfo | null>(null);

const siteApi = convictionApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteInfo: build.query<SiteInfo, void>({
      query: () => '/api/site',
      transformResponse: (raw: unknown) => parseAnswer(SiteInfoSchema, raw, 'GET /api/site'),
    }),
  }),
});

/** The site information, served or fetched; null until it is known (or when it cannot be had). */
export function useSiteInfo(): SiteInfo | null {
  const served = useContext(ServedSiteContext);
  const { data } = siteApi.useGetSiteInfoQuery(undefined, { skip: served !== null });
  return served ?? data ?? null;
}
