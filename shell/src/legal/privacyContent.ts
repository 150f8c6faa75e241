import { LEGAL_PAGES, type SiteTexts } from 'shared-types/api';
import { LEGAL_TEXT_UPDATED, type LegalDocument } from './legalDocument';
import { contactLines } from './termsContent';

/**
 * How long each kind of record is kept, as the server's retention rules implement it
 * (docs/accounts.md 'Accounts, audit and retention', docs/receipts.md): change both together.
 */
export const RETENTION_LINES = [
  'Your account (e-mail, name and picture from your sign-in, when you joined, how many free researches you have used, until when premium runs): until you delete it.',
  'Sessions (your browser’s user agent, its IP address, when you signed in and were last active): a session ends after 30 minutes without activity or 12 hours after sign-in, and ended sessions are deleted within the hour.',
  'After you sign out, a fingerprint (a hash) of the sign-in token, so it cannot be used again: until that token would have expired anyway.',
  'The companies you researched and when you first opened each, your preferences (default lens, your own pillar weights) and your saved screens: until you delete them or your account.',
  'The audit trail (sign-ins, sign-outs, payments, exports, deletions: what happened, when and whether it worked) keeps the IP address and user agent for 90 days, then only the rest.',
  'Payments and plan periods (Razorpay’s order and payment ids, the amount, the status, the payment method’s name such as “upi” or “card”): kept for accounting and tax, also after you delete your account, but with your user id removed. We never receive or store card numbers or bank details.',
];

/** Support messages (the footer's contact form): owned by another part of issue 34; keep in step with its rules. */
export const SUPPORT_MESSAGES_RETENTION =
  'Support messages you send through the contact form (the topic, your message, the company you name, your account’s e-mail): kept so we can answer and follow up, and included in your export.';

/** What deleting an account keeps, and why (docs/accounts.md). */
const AFTER_DELETION = [
  'Your account, sessions, researched companies, preferences and saved screens are deleted at once.',
  'Payments and plan periods stay for accounting, naming no one.',
  'Audit events stay without your user id, IP address or user agent.',
  'A hash of your sign-in identity stays with the number of free researches used, so deleting and signing up again does not restart the free limit. Premium time does not carry over.',
];

/** The Privacy policy (`/privacy`), with the configured seller's details in `site`. */
export function privacyContent(site: SiteTexts): LegalDocument {
  return {
    page: 'privacy',
    heading: LEGAL_PAGES.privacy.heading,
    updated: LEGAL_TEXT_UPDATED,
    intro: `This policy says what ${site.sellerName} stores about you when you use Conviction, for how long, who else sees it and how to take it with you or have it deleted. We keep only what the service needs and never sell your data.`,
    sections: [
      {
        heading: 'What we store and for how long',
        body: [
          'Without signing in you can read the landing page, the public view of a company and these pages: we store nothing about you then.',
          RETENTION_LINES,
          SUPPORT_MESSAGES_RETENTION,
        ],
      },
      {
        heading: 'Who we share it with',
        body: [
          'Only with the services Conviction runs on, for what they do for us:',
          [
            'Supabase, for signing in with Google: it receives your Google account’s e-mail, name and picture.',
            'Razorpay, for payments: it receives your name and e-mail with each order and handles your card, UPI or bank details itself.',
            'Our e-mail provider, for sending e-mail: it carries support messages to us and our answers to you.',
          ],
          'We do not share your data with advertisers or data brokers, and we disclose it to authorities only when Indian law requires it.',
        ],
      },
      {
        heading: 'Cookies and storage in your browser',
        body: [
          [
            'One cookie, __Host-sid: it keeps you signed in. It is set only when you sign in, cannot be read by scripts and ends with your session.',
            'Your choice of light or dark theme and of language are kept in your browser’s local storage, never sent to us.',
            'When you sign in with Google, Supabase keeps its own sign-in session in your browser’s local storage.',
          ],
          'There are no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Export your data',
        body: [
          'Signed in, open the account menu (your avatar in the header) and choose Export my data. You get a JSON file with your account, sessions, researched companies, plan periods, payments and your audit events. A few exports an hour are allowed.',
        ],
      },
      {
        heading: 'Delete your account',
        body: ['In the account menu choose Delete account and type DELETE to confirm. You are signed out everywhere, and:', AFTER_DELETION],
      },
      {
        heading: 'Your rights',
        body: [
          'Under India’s Digital Personal Data Protection Act you may ask what we hold about you, have it corrected or erased, and complain to us first and then to the Data Protection Board of India. Write to us as below.',
        ],
      },
      {
        heading: 'Contact',
        body: [contactLines(site), 'You can also use the contact form at the foot of every page.'],
      },
    ],
  };
}
