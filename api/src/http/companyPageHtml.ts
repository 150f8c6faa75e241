import { COMPANY_HEADING_ELEMENT_ID, COMPANY_HEADING_TEMPLATE, type CompanyHeading } from 'shared-types/api';
import { escapeHtml, scriptSafeJson } from './htmlText';

/** The heading's element in the template (shell/src/app/CompanyHeading.tsx); it holds no other <header>. */
const HEADING_ELEMENT = /(<header[^>]*\sdata-company-heading=""[^>]*>)[\s\S]*?<\/header>/;

/** Whether `html` is the build's company page template (it has the heading's element). */
export function isCompanyTemplate(html: string): boolean {
  return HEADING_ELEMENT.test(html);
}

/**
 * The build's company page template (docs/company-page.md, "The served page") for one
 * company: its name (wherever the heading says it) and line HTML-escaped in place of the template's, and the same
 * heading as a JSON data block, which the shell hydrates from. With no heading (an
 * unknown key, a slow lookup) the heading's element is left empty and no block is added:
 * the shell renders it empty too.
 */
export function companyPageHtml(template: string, heading: CompanyHeading | null): string {
  if (heading === null) return template.replace(HEADING_ELEMENT, (_, open: string) => `${open}</header>`);
  const filled = template.replace(HEADING_ELEMENT, (element) =>
    element.replaceAll(COMPANY_HEADING_TEMPLATE.name, () => escapeHtml(heading.name)).replace(COMPANY_HEADING_TEMPLATE.line, () => escapeHtml(heading.line)),
  );
  const block = `<script type="application/json" id="${COMPANY_HEADING_ELEMENT_ID}">${scriptSafeJson(heading)}</script>`;
  return filled.replace('</head>', () => `${block}</head>`);
}
