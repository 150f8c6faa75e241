import * as z from 'zod/mini';

/**
 * The company page's heading as the server saw it when it served `/company/<key>`
 * (docs/company-page.md, "The served page"): put into the page as a JSON data block,
 * never executed, so the shell's heading hydrates with the company's name from the
 * first paint. `key` is the address's decoded key: the heading is this company's only.
 */
export const CompanyHeadingSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** A short line under the name: exchange codes, the price with its day. */
  line: z.string(),
});
export type CompanyHeading = z.infer<typeof CompanyHeadingSchema>;

/** The id of the <script type="application/json"> element that carries it. */
export const COMPANY_HEADING_ELEMENT_ID = 'conviction-company-heading';

/**
 * The build renders the company page's template with these in place of a company's name
 * and line; the server replaces them, HTML-escaped, for the company the address names.
 */
export const COMPANY_HEADING_TEMPLATE: CompanyHeading = { key: '%%COMPANY_KEY%%', name: '%%COMPANY_NAME%%', line: '%%COMPANY_LINE%%' };
