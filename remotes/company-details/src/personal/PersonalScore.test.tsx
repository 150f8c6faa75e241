import { act, screen } from '@testing-library/react';
import { type Preferences } from 'shared-types/api';
import { convictionApi, createShellStore, signedIn } from 'shared-types/shell';
import { DETAILS, http, HttpResponse, makeDetails, parsedDetails, VALUE_WEIGHTS_BY_ID } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { CompanyDetailsView } from '../CompanyDetailsView';
import { renderWithShell } from '../testing/renderWithShell';

const company = { id: 'c-7', name: 'Steady Compounder Ltd', code: 'STEADY' };
/** A rated company: 90 of 100 points assessable, 63 earned (standard score 70). */
const SIX_PILLARS = [
  { name: 'Business quality', weight: 25, points_possible: 25, points_earned: 20 },
  { name: 'Growth', weight: 20, points_possible: 20, points_earned: 10 },
  { name: 'Financial strength', weight: 15, points_possible: 15, points_earned: 12 },
  { name: 'Earnings quality', weight: 15, points_possible: 15, points_earned: 9 },
  { name: 'Management credibility', weight: 10, points_possible: 0, points_earned: null },
  { name: 'Valuation', weight: 15, points_possible: 15, points_earned: 12 },
];

async function renderFor(preferences: Preferences | null) {
  const store = createShellStore();
  if (preferences) {
    store.dispatch(signedIn({ id: 'u-1', email: 'asha@example.com', fullName: 'Asha Investor', pictureUrl: null }));
    server.use(http.get('/api/account/preferences', () => HttpResponse.json(preferences)));
    // Subscribed, as the shell keeps it while a user is signed in.
    await store.dispatch(convictionApi.endpoints.getPreferences.initiate('u-1'));
  }
  const details = parsedDetails(
    makeDetails({
      analysis_meta: { ...DETAILS.analysis_meta, rating_status: 'rated', figures: { ...DETAILS.analysis_meta.figures, score_pillars: SIX_PILLARS } },
    }),
  );
  await act(async () => {
    renderWithShell(<CompanyDetailsView details={details} company={company} />, { store });
  });
  return details;
}

describe('the personal score beside the standard score', () => {
  it("shows a signed-in user's own score with their weights, labelled as theirs", async () => {
    await renderFor({ lens: 'standard', weights: VALUE_WEIGHTS_BY_ID });
    // By hand: quality 20/25 of 20 → 16, growth 10/20 of 10 → 5, strength 12/15 of 20 → 16, earnings 9/15 of 10 → 6,
    // management not assessed (10 of the user's points off data), valuation 12/15 of 30 → 24: 67 of 90 → 74.4.
    const line = screen.getByTestId('personal-score');
    expect(line).toHaveTextContent('Your score (your pillar weights): 74/100 · 90% of your points assessable');
    // The standard score stays where it was.
    expect(screen.getByRole('heading', { name: 'Investment Score' }).nextElementSibling).toHaveTextContent(/\d+\/100/);
  });

  it('shows nothing extra to a user on the standard weights', async () => {
    await renderFor({ lens: 'graham', weights: null });
    expect(screen.queryByTestId('personal-score')).toBeNull();
  });

  it('shows nothing extra to a visitor who is not signed in', async () => {
    await renderFor(null);
    expect(screen.queryByTestId('personal-score')).toBeNull();
  });
});
