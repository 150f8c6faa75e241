import * as z from 'zod/mini';

/**
 * GET /api/site (docs/legal-pages.md): who sells Conviction and how to reach them, from the
 * server's configuration (SELLER_NAME, SELLER_ADDRESS, SUPPORT_EMAIL, SOCIAL_X_URL,
 * SOCIAL_YOUTUBE_URL, GSTIN, FREE_COMPANY_LIMIT). Public: the footer, the Terms and Privacy
 * pages and the upgrade dialog read it.
 */
export const SiteInfoSchema = z.object({
  seller: z.object({ name: z.string(), address: z.nullable(z.string()) }),
  support_email: z.nullable(z.string()),
  /** The operator's own accounts; the footer links only to those configured. */
  social: z.object({ x: z.nullable(z.string()), youtube: z.nullable(z.string()) }),
  /** A GSTIN is configured: prices include 18% GST and receipts itemise it. */
  gst_included: z.boolean(),
  /** Distinct companies a free account may research (FREE_COMPANY_LIMIT); optional so older servers' answers parse. */
  free_company_limit: z.optional(z.number()),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

/** The id of the <script type="application/json"> element the served page carries it in. */
export const SITE_INFO_ELEMENT_ID = 'conviction-site-info';

/** The words the legal pages use for the configured details; one function, so the server and the page agree. */
export interface SiteTexts {
  sellerName: string;
  sellerAddress: string;
  supportEmail: string;
  /** How GST applies to the prices. */
  gstNote: string;
  /** The free limit, as a number written out ('5'). */
  freeLimit: string;
}

/** Said after 'Postal address:' when SELLER_ADDRESS is not set. */
export const SELLER_ADDRESS_ON_REQUEST = 'on request (write to us through the contact form)';
/** Said after 'E-mail:' when SUPPORT_EMAIL is not set. */
export const SUPPORT_EMAIL_ON_REQUEST = 'not published yet (use the contact form at the foot of every page)';
export const GST_NOTE_INCLUDED = 'Prices include GST at 18%; your receipt shows it separately, with our GSTIN.';
export const GST_NOTE_WITHOUT_GSTIN = 'Prices are the full amount you pay, any tax included: nothing is added at checkout.';

/** The free limit when the server does not say (its default). */
const DEFAULT_FREE_LIMIT = 5;

export function siteTexts(info: SiteInfo): SiteTexts {
  return {
    sellerName: info.seller.name,
    sellerAddress: info.seller.address ?? SELLER_ADDRESS_ON_REQUEST,
    supportEmail: info.support_email ?? SUPPORT_EMAIL_ON_REQUEST,
    gstNote: info.gst_included ? GST_NOTE_INCLUDED : GST_NOTE_WITHOUT_GSTIN,
    freeLimit: String(info.free_company_limit ?? DEFAULT_FREE_LIMIT),
  };
}

/**
 * The build renders the Terms and Privacy pages with these in place of the configured
 * details; the server replaces each, HTML-escaped, with `siteTexts` of its configuration
 * and puts the SiteInfo beside them, which the page hydrates from.
 */
export const SITE_TEXTS_TEMPLATE: SiteTexts = {
  sellerName: '%%SELLER_NAME%%',
  sellerAddress: '%%SELLER_ADDRESS%%',
  supportEmail: '%%SUPPORT_EMAIL%%',
  gstNote: '%%GST_NOTE%%',
  freeLimit: '%%FREE_LIMIT%%',
};

/** The shell's legal pages, by address. */
export const LEGAL_PAGES = {
  terms: { path: '/terms', heading: 'Terms of service', title: 'Terms of service · Conviction' },
  privacy: { path: '/privacy', heading: 'Privacy policy', title: 'Privacy policy · Conviction' },
} as const;
export type LegalPageId = keyof typeof LEGAL_PAGES;

/** The legal page at `pathname`, or null. */
export function legalPageAt(pathname: string): LegalPageId | null {
  for (const id of Object.keys(LEGAL_PAGES) as LegalPageId[]) if (LEGAL_PAGES[id].path === pathname) return id;
  return null;
}
