import { createContext, useContext } from 'react';
import { COMPANY_HEADING_ELEMENT_ID, CompanyHeadingSchema, type CompanyHeading } from 'shared-types/api';
import { selectCompanyPageKey, useAppSelector } from 'shared-types/shell';

/**
 * The heading the server put into a company's page (shared-types/api companyHeading.ts),
 * or null when it carries none (`/`, an unknown key, a slow lookup) or one that does not parse.
 */
export function readServedHeading(doc: Document = document): CompanyHeading | null {
  return readDataBlock(doc, COMPANY_HEADING_ELEMENT_ID, CompanyHeadingSchema);
}

/** A JSON data block the server put into the page, parsed with its schema; null when absent or unreadable. */
export function readDataBlock<T>(doc: Document, id: string, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The served heading: bootstrap.tsx reads it from the page, the build renders the template's. */
export const ServedHeadingContext = createContext<CompanyHeading | null>(null);

/** The served heading while the address still names its company; null on any other company's page. */
export function useCompanyHeading(): CompanyHeading | null {
  const served = useContext(ServedHeadingContext);
  const key = useAppSelector(selectCompanyPageKey);
  return served !== null && served.key === key ? served : null;
}
