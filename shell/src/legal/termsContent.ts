import { CANCELLATION_RULE, CANCELLATION_WHERE, formatRupees, LEGAL_PAGES, PLANS, PLAN_IDS, type SiteTexts } from 'shared-types/api';
import { LEGAL_TEXT_UPDATED, type LegalDocument } from './legalDocument';

/**
 * What happens to the companies opened during a refunded period, in full (docs/product-rules.md,
 * 'Refunds'); the rule itself is CANCELLATION_RULE, the cancel dialog's own words.
 */
export const REFUND_RULE_COMPANIES =
  'Companies you first opened during the part of the period a refund takes back are closed again, except as many as the free limit allows, counting first the companies you opened outside that part and then the earliest ones. You can open the others again within the free limit or with a new plan. A refund that only takes back time still to come closes nothing.';

/** One line per plan, from the plans' catalogue: its name, price and length. */
const planLines = (): string[] =>
  PLAN_IDS.map((id) => {
    const plan = PLANS[id];
    return `${plan.name}: ${formatRupees(plan.priceInr)} for ${plan.durationMonths} months (${plan.features.join(', ')}).`;
  });

/** The seller's name, address and e-mail, as configured; the Privacy policy's contact says the same. */
export const contactLines = (site: SiteTexts): string[] => [
  `Seller: ${site.sellerName}`,
  `Postal address: ${site.sellerAddress}`,
  `E-mail: ${site.supportEmail}`,
];

/** The Terms of service (`/terms`), with the configured seller's details in `site`. */
export function termsContent(site: SiteTexts): LegalDocument {
  return {
    page: 'terms',
    heading: LEGAL_PAGES.terms.heading,
    updated: LEGAL_TEXT_UPDATED,
    intro: 'These terms are the agreement between you and the seller named below when you use Conviction. Please read them before you buy a plan.',
    sections: [
      {
        heading: 'Who sells Conviction',
        body: [`Conviction is sold and run by ${site.sellerName}.`, contactLines(site), 'Receipts name the same seller.'],
      },
      {
        heading: 'What the service is',
        body: [
          'Conviction is a research tool for companies listed in India. It reads published figures (the exchanges’ filings, annual statements, share prices) and explains, step by step, how it scores a company.',
          'It is research, not investment advice. We are not registered with SEBI as investment advisers or research analysts, we do not know your circumstances and we do not recommend buying, holding or selling any security. Decide for yourself, or with an adviser registered with SEBI.',
          'Data comes from public sources: NSE and BSE files and filings, company statements and, where configured, delayed quotes. Prices are usually the last close and may be days old; filings appear after the exchanges publish them; figures can be missing, late or wrong. Each page says where its figures come from and how old they are.',
        ],
      },
      {
        heading: 'Your account',
        body: [
          'You sign in with Google (through Supabase). One account is for one person: keep your Google account secure, because whoever signs in with it uses your account.',
          'You can export your data or delete your account at any time from the account menu; the Privacy policy says what is kept after a deletion and why.',
        ],
      },
      {
        heading: 'The free limit and the plans',
        body: [
          `A free account may research ${site.freeLimit} different companies. Opening a company you have already researched is always free, and a company without imported statements does not count.`,
          'Premium removes the limit and adds the features listed with each plan:',
          planLines(),
          `${site.gstNote} Plans are one-off purchases: they never renew, so nothing more is charged unless you buy again.`,
        ],
      },
      {
        heading: 'How premium starts',
        body: [
          'Premium starts as soon as the payment is confirmed by Razorpay, our payment provider. If you already have premium, a new plan starts when the current one ends, so no time is lost.',
          'Your receipt is in the account menu under Payments.',
        ],
      },
      {
        heading: 'Cancellation and refunds',
        body: [
          CANCELLATION_WHERE,
          CANCELLATION_RULE,
          'In detail:',
          [
            'The refund is the price × the unused whole days ÷ the days in the plan, rounded down to the rupee. GST is included in the refund in the same proportion.',
            'If plans are stacked, the one ending last is refunded first. A plan that has not started yet is refunded in full.',
            'Premium ends when the refunded period would have started.',
            REFUND_RULE_COMPANIES,
          ],
          'Refunds go back to the way you paid, through Razorpay; your bank may take a few working days to show them. The receipt and your payment history show the refund.',
        ],
      },
      {
        heading: 'Acceptable use',
        body: [
          [
            'Use Conviction for your own research. Do not resell it or republish its analyses in bulk.',
            'Do not scrape it, overload it or get round its limits, for example with several accounts.',
            'Do not try to reach other people’s data or to break its security. If you find a weakness, tell us.',
          ],
          'We may suspend an account that breaks these rules, after telling you why where we can.',
        ],
      },
      {
        heading: 'Liability',
        body: [
          'We take care that the figures and the analysis are right, but we do not promise that they are complete, current or free of errors, or that the service will always be available.',
          'We are not liable for investment decisions or losses that follow from using Conviction. As far as the law allows, our total liability to you is limited to what you paid us in the twelve months before the claim. Nothing in these terms limits what the law does not allow us to limit.',
        ],
      },
      {
        heading: 'Changes to these terms',
        body: [
          'If we change these terms we will update the date above; a change that affects a plan you have already bought applies to it only if it is in your favour.',
        ],
      },
      {
        heading: 'Governing law',
        body: ['These terms are governed by the laws of India. Disputes are for the courts of India.'],
      },
      {
        heading: 'Contact',
        body: [contactLines(site), 'You can also use the contact form at the foot of every page.'],
      },
    ],
  };
}
