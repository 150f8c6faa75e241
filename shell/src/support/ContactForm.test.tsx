import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-types/shell';
import { http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderWithShell } from '../testing/renderWithShell';
import { ContactForm, SEND_FAILED, WRITE_TO_US } from './ContactForm';

const MESSAGE = 'The score of my company looks wrong since Monday.';
const answered = (reference: string, reply_to: string, status = 201) =>
  server.use(http.post('/api/support', () => HttpResponse.json({ reference, priority: false, forwarded: true, reply_to }, { status })));

describe('ContactForm', () => {
  it('waits behind “Write to us” in the footer, then opens with focus on its first field', async () => {
    const user = userEvent.setup();
    renderWithShell(<ContactForm collapsed />);
    expect(screen.queryByRole('combobox', { name: 'Topic' })).toBeNull();
    await user.click(screen.getByRole('button', { name: WRITE_TO_US }));
    expect(screen.queryByRole('button', { name: WRITE_TO_US })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveFocus();
  });

  it('sends a visitor’s topic, message, company and e-mail, then shows the reference', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    answered('SUP-7K3QX9', 'asha@example.test');
    renderWithShell(<ContactForm />);

    const section = screen.getByRole('region', { name: 'Contact us' });
    await user.selectOptions(within(section).getByLabelText('Topic'), 'Company data or a score');
    await user.type(within(section).getByLabelText('Company (optional)'), 'TCS');
    await user.type(within(section).getByLabelText('Your e-mail'), 'asha@example.test');
    await user.type(within(section).getByLabelText('Message'), MESSAGE);
    await user.click(within(section).getByRole('button', { name: 'Send message' }));

    expect(await within(section).findByText('Thanks — your message is SUP-7K3QX9. We reply to asha@example.test.')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('SUP-7K3QX9');
    const [request] = sent.to('/api/support', 'POST');
    expect(await request!.json()).toEqual({ topic: 'data', message: MESSAGE, company: 'TCS', email: 'asha@example.test' });
    expect(within(section).getByLabelText('Message')).toHaveValue('');
  });

  it('asks a signed-in user for no e-mail and sends none', async () => {
    const user = userEvent.setup();
    const sent = recordRequests();
    answered('SUP-ABCDEF', 'ravi@example.test');
    const { store } = renderWithShell(<ContactForm />);
    act(() => {
      store.dispatch(signedIn({ id: 'u1', email: 'ravi@example.test', fullName: 'Ravi', pictureUrl: null }));
    });

    expect(await screen.findByLabelText('Message')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Message'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thanks — your message is SUP-ABCDEF. We reply to ravi@example.test.')).toBeInTheDocument();
    expect(await sent.to('/api/support', 'POST')[0]!.json()).toEqual({ topic: 'billing', message: MESSAGE });
  });

  it('ties the server’s refusal to the field it names, in an alert', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/support', () =>
        HttpResponse.json(
          {
            error: 'invalid_support_message',
            field: 'company',
            message: 'company: no company in the list has that name or NSE symbol; pick one from the list or leave it empty.',
          },
          { status: 400 },
        ),
      ),
    );
    renderWithShell(<ContactForm />);
    await user.selectOptions(screen.getByLabelText('Topic'), 'bug');
    await user.type(screen.getByLabelText('Company (optional)'), 'Nope Ltd');
    await user.type(screen.getByLabelText('Your e-mail'), 'a@example.test');
    await user.type(screen.getByLabelText('Message'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('company: no company in the list has that name or NSE symbol; pick one from the list or leave it empty.');
    const company = screen.getByLabelText('Company (optional)');
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(alert.textContent!);
  });

  it('asks for a topic before sending, and says when sending failed', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/support', () => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 })));
    renderWithShell(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('topic: choose what your message is about.');
    expect(screen.getByLabelText('Topic')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Topic'), 'other');
    await user.type(screen.getByLabelText('Your e-mail'), 'a@example.test');
    await user.type(screen.getByLabelText('Message'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(SEND_FAILED).toBe('Your message could not be sent. Please try again in a moment.');
  });

  it('offers the operator’s address only when it is configured', () => {
    const { unmount } = renderWithShell(<ContactForm />);
    expect(screen.queryByText(/Or write to/)).toBeNull();
    unmount();
    renderWithShell(<ContactForm supportEmail="help@conviction.example" />);
    expect(screen.getByRole('link', { name: 'help@conviction.example' })).toHaveAttribute('href', 'mailto:help@conviction.example');
    expect(screen.getByText(/Premium members' messages are answered first\./)).toHaveTextContent(
      "Questions, problems or ideas: write to us and we will reply by e-mail. Premium members' messages are answered first.",
    );
    expect(screen.getByText(/^Or write to/)).toHaveTextContent('Or write to help@conviction.example.');
  });
});
