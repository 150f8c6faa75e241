import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement } from 'react';
import { companyPageOpened, createShellStore } from 'shared-types/shell';
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

  it('links to X and YouTube', () => {
    render(<Footer />);

    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.com');
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com');
  });

  it('marks the social and legal links that have no destination yet as placeholders', async () => {
    const user = userEvent.setup();
    render(<Footer />);

    for (const name of ['LinkedIn', 'Instagram', 'Terms & policies', 'Privacy policy']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', '#contact');
      expect(link).toHaveAttribute('aria-disabled', 'true');
    }
    await user.click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'X' })).not.toHaveAttribute('aria-disabled');
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
