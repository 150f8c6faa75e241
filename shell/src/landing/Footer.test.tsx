import { screen, waitFor, within } from '@testing-library/react';
import { type ReactElement } from 'react';
import { companyPageOpened, convictionApi, createShellStore } from 'shared-types/shell';
import { http, HttpResponse, SITE_INFO_ANSWER } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { Footer } from './Footer';

const render = (ui: ReactElement) => renderWithShell(ui);

describe('Footer', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('is the #contact footer with the 2025 copyright line', () => {
    render(<Footer />);

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('id', 'contact');
    expect(within(footer).getByText('© 2025 Conviction. All rights reserved.')).toBeInTheDocument();
  });

  it('links to the X and YouTube accounts configured, under Follow us', async () => {
    server.use(
      http.get('/api/site', () =>
        HttpResponse.json({ ...SITE_INFO_ANSWER, social: { x: 'https://x.com/conviction', youtube: 'https://www.youtube.com/@conviction' } }),
      ),
    );
    render(<Footer />);

    const follow = await screen.findByRole('list', { name: 'Follow us' });
    expect(
      within(follow)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['X', 'https://x.com/conviction'],
      ['YouTube', 'https://www.youtube.com/@conviction'],
    ]);
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });

  it('links only to the one account configured', async () => {
    server.use(http.get('/api/site', () => HttpResponse.json({ ...SITE_INFO_ANSWER, social: { x: null, youtube: 'https://www.youtube.com/@conviction' } })));
    render(<Footer />);

    const follow = await screen.findByRole('list', { name: 'Follow us' });
    expect(
      within(follow)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['YouTube']);
  });

  it('has no Follow us block when no account is configured', async () => {
    const requests = recordRequests();
    const { store } = render(<Footer />);

    // The answer is in the store (and so rendered) before the footer is looked at.
    await waitFor(() => {
      const queries = Object.values(store.getState()[convictionApi.reducerPath].queries);
      expect(queries.some((query) => query?.endpointName === 'getSiteInfo' && query.status === 'fulfilled')).toBe(true);
    });
    expect(requests.to('/api/site')).toHaveLength(1);
    expect(screen.queryByText('Follow us')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'X' })).not.toBeInTheDocument();
  });

  it('offers the operator’s support address beside the contact form when one is configured', async () => {
    server.use(http.get('/api/site', () => HttpResponse.json({ ...SITE_INFO_ANSWER, support_email: 'help@conviction.example' })));
    render(<Footer />);
    const address = await screen.findByRole('link', { name: 'help@conviction.example' });
    expect(address).toHaveAttribute('href', 'mailto:help@conviction.example');
  });

  it('shows no support address when none is configured', async () => {
    const { store } = render(<Footer />);
    await waitFor(() => {
      const queries = Object.values(store.getState()[convictionApi.reducerPath].queries);
      expect(queries.some((query) => query?.endpointName === 'getSiteInfo' && query.status === 'fulfilled')).toBe(true);
    });
    expect(screen.queryByText(/Or write to/)).not.toBeInTheDocument();
  });

  it('links Terms & policies and Privacy policy to their pages', () => {
    render(<Footer />);

    expect(screen.getByRole('link', { name: 'Terms & policies' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).not.toHaveAttribute('aria-disabled');
  });

  it('has Quick Links to the page sections', () => {
    render(<Footer />);

    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(quickLinks).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['How it works', '#features'],
      ['Research', '#research'],
      ['Contact us', '#contact'],
    ]);
  });

  it('points its Quick Links at the landing page from a company page', () => {
    const store = createShellStore();
    store.dispatch(companyPageOpened({ key: 'TCS' }));
    renderWithShell(<Footer />, { store });

    const links = within(screen.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/#features', '/#research', '/#contact']);
  });

  it('groups the legal links', () => {
    render(<Footer />);

    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms & policies', 'Privacy policy']);
  });
});
