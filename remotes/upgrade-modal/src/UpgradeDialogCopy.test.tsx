import { screen, within } from '@testing-library/react';
import { PLANS, PREMIUM_CATALOGUE } from 'shared-types/api';
import { mockApi, openDialog } from './testing/upgradeDialogHarness';

// The dialog's copy (issue 34, docs/premium.md): every line names something the catalogue has.

const cardOf = (name: string) => screen.getByRole('radio', { name }).closest('div[data-checked]') as HTMLElement;

/** The 'What you get' list: each line's name, its note, and the entries under it. */
function whatYouGetList() {
  const section = screen.getByRole('region', { name: 'What you get' });
  const lines = section.querySelectorAll<HTMLElement>('li[data-line]');
  return Array.from(lines, (line) => ({
    line: line.dataset.line,
    text: line.firstChild?.textContent,
    entries: within(line)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  }));
}

describe('the upgrade dialog’s copy', () => {
  it("lists under 'What you get' what stands behind each plan line, in the catalogue's words", async () => {
    mockApi();
    await openDialog(null);
    expect(whatYouGetList()).toEqual([
      { line: 'Unlimited company access', text: 'Unlimited company access', entries: ['Research any number of companies'] },
      {
        line: 'Advanced analytics',
        text: 'Advanced analytics',
        entries: ['Compare up to 4 companies side by side', 'Keep any number of saved screens', 'Excel downloads of statements and screen results'],
      },
      { line: 'Priority support', text: 'Priority support', entries: ['Your messages are answered first'] },
      { line: 'Exclusive reports', text: 'Exclusive reports', entries: ['A PDF report of any company you have researched'] },
    ]);
    const reports = screen.getByRole('region', { name: 'What you get' }).querySelector('li[data-line="Exclusive reports"]') as HTMLElement;
    expect(within(reports).getByText('1 Year Premium only')).toBeInTheDocument();
    const analytics = screen.getByRole('region', { name: 'What you get' }).querySelector('li[data-line="Advanced analytics"]') as HTMLElement;
    expect(within(analytics).queryByText(/ only$/)).toBeNull();
  });

  it('ties every line to the catalogue: each card line has shipped entries under it, and every shipped entry is shown under its line', async () => {
    mockApi();
    await openDialog(null);
    const shown = whatYouGetList();
    const cardLines = new Set(Object.values(PLANS).flatMap((plan) => plan.features));
    expect(shown.map((entry) => entry.line).sort()).toEqual([...cardLines].sort());
    for (const entry of shown) expect(entry.entries.length).toBeGreaterThan(0);
    const shipped = PREMIUM_CATALOGUE.filter((feature) => feature.shipped);
    for (const feature of shipped) {
      expect(shown.find((entry) => entry.line === feature.line)?.entries).toContain(feature.premium);
    }
    expect(shown.flatMap((entry) => entry.entries)).toHaveLength(shipped.length);
  });

  it("says 'includes 18% GST' under both prices when the server has a GSTIN, as part of each plan's description", async () => {
    mockApi({ gstIncluded: true });
    await openDialog(null);
    expect(await within(cardOf('3 Months Premium')).findByText('includes 18% GST')).toBeInTheDocument();
    expect(within(cardOf('1 Year Premium')).getByText('includes 18% GST')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 Year Premium' })).toHaveAccessibleDescription(
      'Most Popular ₹2,999 for 1 year ₹250 a month includes 18% GST Unlimited company access Advanced analytics Priority support Exclusive reports',
    );
  });

  it('says nothing of GST when the server has no GSTIN', async () => {
    mockApi({ gstIncluded: false });
    await openDialog(null);
    // The server's answer has arrived (the test-mode notice comes with it): the line is not merely late.
    await screen.findByText('Test mode: no real payment is taken.');
    expect(screen.queryByText(/GST/)).toBeNull();
  });

  it('says nothing of GST when the plans answer has no gst_included (a server from before it)', async () => {
    mockApi();
    await openDialog(null);
    await screen.findByText('Test mode: no real payment is taken.');
    expect(screen.queryByText(/GST/)).toBeNull();
    expect(screen.getByRole('radio', { name: '3 Months Premium' })).toHaveAccessibleDescription(
      '₹999 for 3 months ₹333 a month Unlimited company access Advanced analytics Priority support',
    );
  });
});
