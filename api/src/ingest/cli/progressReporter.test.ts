import { createProgressReporter } from './progressReporter';

const capture = (isTTY: boolean) => {
  let text = '';
  return { stream: { isTTY, columns: 100, write: (chunk: string) => (text += chunk) }, text: () => text };
};

describe('progress output', () => {
  it('prints plain progress lines when stderr is not a terminal (a log file, CI)', () => {
    const out = capture(false);
    const progress = createProgressReporter(out.stream);
    progress.step('nse-list EQUITY_L.csv …');
    progress.progress('Recomputing analyses', 200, 400);
    progress.progress('Recomputing analyses', 400, 400);
    expect(out.text()).toBe('nse-list EQUITY_L.csv …\nRecomputing analyses: 200 of 400\nRecomputing analyses: 400 of 400\n');
  });

  it('draws a bar on a terminal, finished at the total', () => {
    const out = capture(true);
    const progress = createProgressReporter(out.stream);
    progress.progress('Recomputing analyses', 0, 400);
    progress.progress('Recomputing analyses', 400, 400);
    progress.finish();
    expect(out.text()).toContain('Recomputing analyses [');
    expect(out.text()).toContain('400/400 (100%)');
    expect(out.text()).not.toContain(' of 400');
  });
});
