import { screen, within } from '@testing-library/react';
import {
  CANCELLATION_RULE,
  CANCELLATION_WHERE,
  GST_NOTE_INCLUDED,
  GST_NOTE_WITHOUT_GSTIN,
  SELLER_ADDRESS_ON_REQUEST,
  siteTexts,
  SUPPORT_EMAIL_ON_REQUEST,
  type LegalPageId,
  type SiteInfo,
} from 'shared-types/api';
import { http, HttpResponse, SITE_INFO_ANSWER } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { LegalPage, LOADING_SELLER_TEXT } from './LegalPage';
import { privacyContent, RETENTION_LINES } from './privacyContent';
import { ServedSiteContext } from './siteInfo';
import { REFUND_RULE_COMPANIES, termsContent } from './termsContent';

const CONFIGURED: SiteInfo = {
  seller: { name: 'Conviction Research Private Limited', address: '12 MG Road, Bengaluru 560001' },
  support_email: 'help@conviction.example',
  social: { x: null, youtube: null },
  gst_included: true,
  free_company_limit: 7,
};

function renderServed(page: LegalPageId, site: SiteInfo) {
  return renderWithShell(
    <ServedSiteContext.Provider value={site}>
      <LegalPage page={page} />
    </ServedSiteContext.Provider>,
  );
}

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the Terms of service', () => {
  it('has its heading and every section, in order', () => {
    renderServed('terms', CONFIGURED);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Terms of service' })).toHaveAttribute('data-legal-page', 'terms');
    expect(sectionHeadings()).toEqual([
      'Who sells Conviction',
      'What the service is',
      'Your account',
      'The free limit and the plans',
      'How premium starts',
      'Cancellation and refunds',
      'Acceptable use',
      'Liability',
      'Changes to these terms',
      'Governing law',
      'Contact',
    ]);
    expect(sectionHeadings()).toEqual(termsContent(siteTexts(CONFIGURED)).sections.map((section) => section.heading));
  });

  it('names the configured seller, its address and e-mail, the free limit, the plans with their prices and GST', () => {
    renderServed('terms', CONFIGURED);

    const seller = screen.getByRole('heading', { name: 'Who sells Conviction' }).closest('section')!;
    expect(within(seller).getByText('Conviction is sold and run by Conviction Research Private Limited.')).toBeInTheDocument();
    expect(within(seller).getByText('Postal address: 12 MG Road, Bengaluru 560001')).toBeInTheDocument();
    expect(within(seller).getByText('E-mail: help@conviction.example')).toBeInTheDocument();
    expect(screen.getByText(/^A free account may research 7 different companies\./)).toBeInTheDocument();
    expect(screen.getByText(/^3 Months Premium: ₹999 for 3 months \(/)).toBeInTheDocument();
    expect(screen.getByText(/^1 Year Premium: ₹2,999 for 12 months \(/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${GST_NOTE_INCLUDED.replace(/[.;]/g, '.')}`))).toBeInTheDocument();
    expect(screen.getByText('Governing law').closest('section')).toHaveTextContent('These terms are governed by the laws of India.');
  });

  it('states the refund rule: unused whole days, rounded down, GST in proportion, stacked plans, premium’s end, the companies', () => {
    renderServed('terms', CONFIGURED);

    const refunds = screen.getByRole('heading', { name: 'Cancellation and refunds' }).closest('section')!;
    expect(
      within(refunds).getByText(
        'The refund is the price × the unused whole days ÷ the days in the plan, rounded down to the rupee. GST is included in the refund in the same proportion.',
      ),
    ).toBeInTheDocument();
    expect(
      within(refunds).getByText('If plans are stacked, the one ending last is refunded first. A plan that has not started yet is refunded in full.'),
    ).toBeInTheDocument();
    expect(within(refunds).getByText('Premium ends when the refunded period would have started.')).toBeInTheDocument();
    expect(within(refunds).getByText(REFUND_RULE_COMPANIES)).toBeInTheDocument();
    // The cancel dialog's own words, so the two never disagree.
    expect(within(refunds).getByText(CANCELLATION_RULE)).toBeInTheDocument();
    expect(within(refunds).getByText(CANCELLATION_WHERE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What the service is' }).closest('section')).toHaveTextContent('It is research, not investment advice.');
  });

  it('says the address and e-mail are on request, and the prices final, when none is configured', () => {
    renderServed('terms', SITE_INFO_ANSWER);

    expect(screen.getByText('Conviction is sold and run by Conviction.')).toBeInTheDocument();
    expect(screen.getAllByText(`Postal address: ${SELLER_ADDRESS_ON_REQUEST}`)).toHaveLength(2);
    expect(screen.getAllByText(`E-mail: ${SUPPORT_EMAIL_ON_REQUEST}`)).toHaveLength(2);
    expect(screen.getByText(new RegExp(`^${GST_NOTE_WITHOUT_GSTIN.replace(/[.:,]/g, '.')}`))).toBeInTheDocument();
    expect(screen.getByText(/^A free account may research 5 different companies\./)).toBeInTheDocument();
  });
});

describe('the Privacy policy', () => {
  it('has its heading and every section, in order', () => {
    renderServed('privacy', CONFIGURED);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'What we store and for how long',
      'Who we share it with',
      'Cookies and storage in your browser',
      'Export your data',
      'Delete your account',
      'Your rights',
      'Contact',
    ]);
    expect(sectionHeadings()).toEqual(privacyContent(siteTexts(CONFIGURED)).sections.map((section) => section.heading));
  });

  it('lists what is kept and for how long, who it is shared with, the cookie, and how to export and delete', () => {
    renderServed('privacy', CONFIGURED);

    for (const line of RETENTION_LINES) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(/ended sessions are deleted within the hour\.$/)).toBeInTheDocument();
    expect(screen.getByText(/keeps the IP address and user agent for 90 days, then only the rest\.$/)).toBeInTheDocument();
    expect(screen.getByText(/also after you delete your account, but with your user id removed\./)).toBeInTheDocument();
    const shared = screen.getByRole('heading', { name: 'Who we share it with' }).closest('section')!;
    for (const who of [/^Supabase, for signing in with Google/, /^Razorpay, for payments/, /^Our e-mail provider/])
      expect(within(shared).getByText(who)).toBeInTheDocument();
    expect(screen.getByText(/^One cookie, __Host-sid: it keeps you signed in\./)).toBeInTheDocument();
    expect(screen.getByText(/light or dark theme .* local storage, never sent to us\./)).toBeInTheDocument();
    expect(screen.getByText(/choose Export my data\./)).toBeInTheDocument();
    expect(screen.getByText(/^In the account menu choose Delete account and type DELETE to confirm\./)).toBeInTheDocument();
    expect(screen.getByText(/^This policy says what Conviction Research Private Limited stores about you/)).toBeInTheDocument();
  });
});

describe('a legal page without served details (the dev server)', () => {
  it('says it is loading the seller’s details, then shows the page with those from GET /api/site', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('/api/site', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(CONFIGURED);
      }),
    );
    renderWithShell(<LegalPage page="privacy" />);

    expect(await screen.findByRole('status')).toHaveTextContent(LOADING_SELLER_TEXT);
    answer?.();
    expect(await screen.findByText('E-mail: help@conviction.example')).toBeInTheDocument();
    expect(screen.queryByText(LOADING_SELLER_TEXT)).not.toBeInTheDocument();
  });
});
