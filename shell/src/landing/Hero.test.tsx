import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement } from 'react';
import { renderWithShell } from '../testing/renderWithShell';
import { Hero } from './Hero';

const render = (ui: ReactElement) => renderWithShell(ui);

describe('Hero', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('shows the taglines', () => {
    render(<Hero />);

    expect(screen.getByRole('heading', { level: 1, name: 'Stock Research is your best Conviction' })).toBeInTheDocument();
    expect(screen.getByText('Access comprehensive stock data in just one click.')).toBeInTheDocument();
    expect(screen.getByText('Loved by 100s of investors')).toBeInTheDocument();
  });

  it('scrolls smoothly to the research section on "Get started now"', async () => {
    const user = userEvent.setup();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(
      <>
        <Hero />
        <section id="research">Research</section>
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Get started now' }));

    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('research'));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('falls back to the #research hash when the section is not rendered yet', async () => {
    const user = userEvent.setup();
    render(<Hero />);

    await user.click(screen.getByRole('button', { name: 'Get started now' }));

    expect(window.location.hash).toBe('#research');
  });
});
