import { type Kysely } from 'kysely';
import { COMPANY_NOT_FOUND, formatIndianDay, formatRupees, type CompanyPublic } from 'shared-types/api';
import { type Database } from '../db/schema';
import { DomainError } from '../errors/domainError';
import { companyPublic } from './companyPublic';

/** What a link preview of `/company/<key>` shows, and the page's heading: plain text; the page escapes it (http/shellPage.ts). */
export interface PageHead {
  title: string;
  description: string;
  /** The shell's h1 and the line under it (docs/company-page.md, "The served page"). */
  heading: { name: string; line: string };
}

/** The head of a company's page, or null when no company has the key (the page then answers 404). */
export async function companyPageHead(db: Kysely<Database>, key: string): Promise<PageHead | null> {
  try {
    return pageHeadOf(await companyPublic(db, key));
  } catch (error) {
    if (error instanceof DomainError && error.code === COMPANY_NOT_FOUND) return null;
    throw error;
  }
}

/** 'Mahindra & Mahindra Limited (M&M) · Conviction'; the price with its day and market capitalisation when known. */
export function pageHeadOf(view: CompanyPublic): PageHead {
  const { company, key_figures: figures } = view;
  const label = company.key === company.id ? company.name : `${company.name} (${company.key})`;
  const facts: string[] = [];
  if (figures.price.value !== null && figures.price.as_of !== null) {
    facts.push(`Price ${formatRupees(figures.price.value)} on ${formatIndianDay(figures.price.as_of)}${figures.price.approximate ? ' or later' : ''}`);
  }
  if (figures.market_cap.value !== null) facts.push(`market capitalisation ${formatRupees(Math.round(figures.market_cap.value))} crore`);
  const summary = facts.length === 0 ? '' : `${facts.join(', ')}. `;
  return {
    title: `${label} · Conviction`,
    description: `${label}: ${summary}Key figures, price history and explainable research on Conviction.`,
    heading: { name: company.name, line: headingLine(view) },
  };
}

/** 'NSE M&M · BSE 500520 · ₹100 on 1 Aug 2025': what the page's heading says under the name. */
function headingLine({ company, key_figures: figures }: CompanyPublic): string {
  const parts: string[] = [];
  if (company.nse_symbol) parts.push(`NSE ${company.nse_symbol}`);
  if (company.bse_code) parts.push(`BSE ${company.bse_code}`);
  if (figures.price.value !== null && figures.price.as_of !== null) {
    parts.push(`${formatRupees(figures.price.value)} on ${formatIndianDay(figures.price.as_of)}${figures.price.approximate ? ' or later' : ''}`);
  }
  return parts.join(' · ');
}
