import { loadMessages } from 'shared-types/messages';
import { reasonLines } from './reasonLines';

describe('reasonLines', () => {
  it('words each reason once, in order, and leaves out what this build cannot word', async () => {
    const messages = await loadMessages('en');
    const part = {
      first: { code: 'source.screener.description', params: { basis: 'consolidated' } },
      nested: [{ code: 'source.bse_list.description' }, { code: 'source.screener.description', params: { basis: 'consolidated' } }],
      // An unknown code, and a known one without the parameter its sentence needs.
      unknown: { code: 'satellite.orbit.decay' },
      unworded: { code: 'source.screener.description' },
    };
    expect(reasonLines(messages, part)).toEqual([
      'Annual consolidated statements from a Screener.in export, in ₹ crore, with its year-end and current share prices.',
      'Company list: BSE list of scrips.',
    ]);
  });
});
