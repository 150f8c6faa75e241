import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { openMenuItem, PAYMENTS, RECEIPT, renderSignedIn } from './testing/accountHarness';

/** Issue 34 item 6: the seller's name, address and support e-mail from the server's configuration. */

async function issuedBy(receipt: object): Promise<string[]> {
  const user = userEvent.setup();
  server.use(
    http.get('/api/account/payments', () => HttpResponse.json({ payments: PAYMENTS, premium_until: null })),
    http.get('/api/account/payments/:id/receipt', () => HttpResponse.json(receipt)),
  );
  await renderSignedIn();
  await openMenuItem(user, 'Payments and receipts');
  const dialog = screen.getByRole('dialog', { name: 'Payments and receipts' });
  await user.click(await within(dialog).findByRole('button', { name: 'Receipt' }));
  const article = await within(dialog).findByRole('article', { name: 'Receipt' });
  const value = within(article).getByText('Issued by').nextElementSibling!;
  return [...value.children].map((line) => line.textContent ?? '');
}

describe("the receipt's seller", () => {
  it('shows the name, postal address and support e-mail configured', async () => {
    const seller = {
      ...RECEIPT.seller,
      name: 'Conviction Research Pvt Ltd',
      address: '12 MG Road, Bengaluru 560001',
      support_email: 'help@conviction.example',
    };
    expect(await issuedBy({ ...RECEIPT, seller })).toEqual(['Conviction Research Pvt Ltd', '12 MG Road, Bengaluru 560001', 'help@conviction.example']);
  });

  it('shows the name alone when no address or e-mail is configured', async () => {
    expect(await issuedBy({ ...RECEIPT, seller: { ...RECEIPT.seller, address: null, support_email: null } })).toEqual(['Conviction Research']);
  });

  it('shows the name alone from an older server that sends neither field', async () => {
    expect(await issuedBy(RECEIPT)).toEqual(['Conviction Research']);
  });
});
