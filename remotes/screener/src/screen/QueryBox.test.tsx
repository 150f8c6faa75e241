import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCREEN_FIGURES } from 'shared-types/api';
import { FIGURE_GROUPS, HELP_EXAMPLES, HELP_FIGURES, HELP_RULES, HELP_SUMMARY, QUERY_EXAMPLES } from '../messages';
import { QueryBox } from './QueryBox';

function renderBox(props: Partial<Parameters<typeof QueryBox>[0]> = {}) {
  const onRun = jest.fn();
  const view = render(<QueryBox query="" refusal={null} onRun={onRun} {...props} />);
  return { onRun, ...view };
}

const box = () => screen.getByRole('textbox', { name: 'Screen query' });
const run = () => userEvent.click(screen.getByRole('button', { name: 'Run screen' }));

describe('QueryBox', () => {
  it('runs a query that parses', async () => {
    const { onRun } = renderBox();
    await userEvent.type(box(), 'ROCE > 20');
    await run();
    expect(onRun).toHaveBeenCalledWith('ROCE > 20');
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('runs on Enter, and Shift+Enter only breaks the line', async () => {
    const { onRun } = renderBox();
    await userEvent.type(box(), 'ROCE > 20{Shift>}{Enter}{/Shift}AND ROE > 15');
    expect(onRun).not.toHaveBeenCalled();
    await userEvent.type(box(), '{Enter}');
    expect(onRun).toHaveBeenCalledWith('ROCE > 20\nAND ROE > 15');
  });

  it('shows a parse error under the box, naming its column, and runs nothing', async () => {
    const { onRun } = renderBox();
    await userEvent.type(box(), 'ROCE > 20 AND ROEC > 5');
    await run();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Column 15: Unknown figure 'ROEC' — did you mean ROCE?");
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription("Column 15: Unknown figure 'ROEC' — did you mean ROCE? Use ROCE");
    expect(onRun).not.toHaveBeenCalled();
    // The offending text is selected, ready to retype.
    const input = box() as HTMLTextAreaElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([14, 18]);
  });

  it('applies the suggestion in place and runs the fixed query', async () => {
    const { onRun } = renderBox();
    await userEvent.type(box(), 'ROCE > 20 AND ROEC > 5');
    await run();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Use ROCE' }));
    expect(box()).toHaveValue('ROCE > 20 AND ROCE > 5');
    expect(onRun).toHaveBeenCalledWith('ROCE > 20 AND ROCE > 5');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(box()).toHaveFocus();
  });

  it('shows an error without a suggestion, and clears it once the text changes', async () => {
    renderBox();
    await userEvent.type(box(), 'ROCE >');
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent("Column 6: The query ends after '>': a value should follow");
    expect(within(screen.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(box(), ' 20');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says what to type when the box is empty', async () => {
    renderBox();
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Column 1: Type a condition, for example ROCE > 20');
  });

  it("shows the server's refusal of the address's query the same way, with its suggestion", async () => {
    const { onRun } = renderBox({
      query: 'Debt to equty < 1',
      refusal: { message: "Unknown figure 'Debt to equty'", column: 1, length: 13, suggestion: 'Debt to equity' },
    });
    expect(box()).toHaveValue('Debt to equty < 1');
    expect(screen.getByRole('alert')).toHaveTextContent("Column 1: Unknown figure 'Debt to equty'");
    await userEvent.click(screen.getByRole('button', { name: 'Use Debt to equity' }));
    expect(onRun).toHaveBeenCalledWith('Debt to equity < 1');
  });

  it('takes up a new query from the address', () => {
    const { rerender } = renderBox({ query: 'ROCE > 20' });
    rerender(<QueryBox query="TOP 30 BY Score" refusal={null} onRun={jest.fn()} />);
    expect(box()).toHaveValue('TOP 30 BY Score');
  });

  it('explains the language: examples, then every figure by group with its unit and definition', async () => {
    renderBox();
    await userEvent.click(screen.getByText(HELP_SUMMARY));
    expect(screen.getByText(HELP_RULES)).toBeVisible();
    expect(screen.getByRole('heading', { name: HELP_EXAMPLES })).toBeVisible();
    for (const example of QUERY_EXAMPLES) expect(screen.getByText(example)).toBeVisible();
    expect(screen.getByRole('heading', { name: HELP_FIGURES })).toBeVisible();
    for (const group of Object.values(FIGURE_GROUPS)) expect(screen.getByRole('heading', { name: group, level: 3 })).toBeVisible();
    const returns = screen.getByRole('region', { name: 'Returns' });
    expect(within(returns).getByText('ROCE')).toHaveTextContent('ROCE (%)');
    expect(within(returns).getByText(/Return on capital employed, latest year/)).toBeVisible();
    const size = screen.getByRole('region', { name: 'Size and price' });
    expect(within(size).getByText('Market Capitalization')).toHaveTextContent('Market Capitalization (₹ crore)');
    expect(within(size).getByText('Current Price')).toHaveTextContent('Current Price (₹ per share)');
    expect(screen.getByText('P/E')).toHaveTextContent('P/E (×)');
    expect(screen.getByText('Piotroski score')).toHaveTextContent('(points)');
    expect(screen.getByText('Sector')).toHaveTextContent('(text)');
    expect(screen.getByText('Has data')).toHaveTextContent('(true or false)');
    expect(screen.getAllByRole('term')).toHaveLength(SCREEN_FIGURES.length);
  });
});
