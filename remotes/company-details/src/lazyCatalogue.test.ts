// The message catalogue belongs to the lazy research chunk (ResearchView.tsx and below): importing
// the remote's entry must not import it, or a first visit would load it
// (docs/decisions/0005-payload-v2-and-message-catalogue.md).
jest.mock('shared-types/messages', () => {
  throw new Error('shared-types/messages was imported outside the lazy research chunk');
});

describe("the remote's entry", () => {
  it('imports without the message catalogue', async () => {
    await expect(import('./CompanyDetailsPage')).resolves.toHaveProperty('default');
  });

  it('would fail if the research chunk were imported eagerly (the mock throws)', async () => {
    await expect(import('./ResearchView')).rejects.toThrow('outside the lazy research chunk');
  });
});
