// After a purchase: the dialog confirms the plan and its end date, and the research the limit refused resumes once.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { researchRefused, type SelectedCompany } from 'shared-types/shell';
import { http, HttpResponse, UPGRADE_ANSWER } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { mockApi, openDialog, upgradeButton } from './testing/upgradeDialogHarness';

const KAVERI: SelectedCompany = { id: 'c-kaveri', name: 'Kaveri Textiles', code: 'KAVTEX' };
const THREE_MONTHS = {
  ...UPGRADE_ANSWER,
  subscription: { ...UPGRADE_ANSWER.subscription, tier: '3_months', amount_inr: 999, ends_at: '2027-02-28T20:00:00.000Z' },
};

/** The dialog opened by the limit refusing Kaveri, with the search answering Kaveri's details. */
async function openAfterRefusal() {
  server.use(http.post('/api/company/search', () => HttpResponse.json({ success: true, company_data: { company_name: KAVERI.name } })));
  const sent = recordRequests();
  const opened = await openDialog();
  act(() => {
    opened.store.dispatch(researchRefused({ company: KAVERI, previous: { status: 'idle' } }));
  });
  const searches = () => sent.to('/api/company/search', 'POST').length;
  return { ...opened, searches };
}

describe('the upgrade dialog after a purchase', () => {
  it("confirms the plan and its end date by the Indian calendar, says test mode, and moves focus to 'Continue'", async () => {
    mockApi({ upgrade: () => HttpResponse.json(THREE_MONTHS) });
    await openDialog();
    await userEvent.click(upgradeButton());
    const confirmation = await screen.findByRole('status');
    // 20:00 UTC on 28 Feb is 1 Mar in India.
    expect(confirmation).toHaveTextContent("You're on Premium (3 months) until 1 Mar 2027.");
    expect(confirmation).toHaveTextContent('Test mode: no real payment was taken.');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('resumes the refused research exactly once, while the confirmation shows', async () => {
    mockApi();
    const { store, searches } = await openAfterRefusal();
    await userEvent.click(upgradeButton());
    await screen.findByRole('status');
    await waitFor(() => expect(store.getState().research.result).toMatchObject({ status: 'shown', company: KAVERI }));
    // The refetched access summary and Continue add no second research.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(searches()).toBe(1);
  });

  it('forgets the refused research when the dialog is closed without buying', async () => {
    mockApi();
    const { store, searches } = await openAfterRefusal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.getState().research.resumeAfterUpgrade).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searches()).toBe(0);
  });
});
