import { screen, waitFor, within } from '@testing-library/react';
import { HowItWorks } from './HowItWorks';
import { http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';

beforeEach(() => {
  server.use(http.get('/api/stocks', () => HttpResponse.json([{ id: 's-1', name: 'Infosys', code: 'INFY', is_demo: false }])));
});

describe('HowItWorks', () => {
  it('is the #features section headed "How it works"', async () => {
    renderWithShell(<HowItWorks />);

    const section = screen.getByRole('region', { name: 'How it works' });
    expect(section).toHaveAttribute('id', 'features');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Select a Stock' })).toBeEnabled());
  });

  it('lists the three steps in order, with the stock dropdown in step 1', async () => {
    renderWithShell(<HowItWorks />);

    const steps = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    const titles = steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(['1 Select a Stock', '2 Get Detailed Info', '3 Make Informed Decisions']);
    expect(within(steps[0]!).getByRole('combobox', { name: 'Select a Stock' })).toBeInTheDocument();
    expect(await within(steps[0]!).findByRole('option', { name: 'Infosys (INFY)' })).toBeInTheDocument();
  });

  it('shows the feature cards and the comparison table below the steps', async () => {
    renderWithShell(<HowItWorks />);

    for (const title of ['Almost Real-time Data', 'Investment Analysis', 'Secure & Reliable']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: /other AI platforms/ });
    const lastStep = screen.getByRole('heading', { name: '3 Make Informed Decisions' });
    expect(lastStep.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Select a Stock' })).toBeEnabled());
  });
});
