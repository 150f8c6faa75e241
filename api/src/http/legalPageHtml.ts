import { SITE_INFO_ELEMENT_ID, SITE_TEXTS_TEMPLATE, siteTexts, type SiteInfo } from 'shared-types/api';
import { escapeHtml, scriptSafeJson } from './htmlText';

/** The legal page's element in its template (shell/src/legal/LegalDocumentView.tsx). */
const LEGAL_ELEMENT = /<article[^>]*\sdata-legal-page="/;

/** Whether `html` is a build's pre-rendered Terms or Privacy page. */
export function isLegalTemplate(html: string): boolean {
  return LEGAL_ELEMENT.test(html);
}

/** The SiteInfo as a JSON data block, never executed: the shell reads it before its first render. */
export function siteInfoBlock(site: SiteInfo): string {
  return `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${scriptSafeJson(site)}</script>`;
}

/**
 * A legal page's template (docs/legal-pages.md) with the configured details in place of the
 * build's placeholders, HTML-escaped; the page hydrates from the SiteInfo block the server adds
 * to every shell page, so both say the same.
 */
export function legalPageHtml(template: string, site: SiteInfo): string {
  const texts = siteTexts(site);
  let html = template;
  for (const key of Object.keys(SITE_TEXTS_TEMPLATE) as (keyof typeof SITE_TEXTS_TEMPLATE)[]) {
    html = html.replaceAll(SITE_TEXTS_TEMPLATE[key], () => escapeHtml(texts[key]));
  }
  return html;
}
