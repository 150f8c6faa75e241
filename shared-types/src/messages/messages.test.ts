import { englishCatalogue } from './en';
import { loadMessages } from './loadMessages';
import { createMessages, type Catalogue } from './messages';

const english = createMessages(englishCatalogue);

/** A Hindi catalogue with only the entries a test needs: what it lacks falls back to English. */
const hindiWith = (messages: Record<string, string>): Catalogue => ({ locale: 'hi', messages });

describe('createMessages: the fallback chain', () => {
  it('words a code from the locale’s own catalogue', async () => {
    const hindi = await loadMessages('hi');
    expect(hindi.format('outcome.not_applicable')).toBe('लागू नहीं');
    expect(english.format('outcome.not_applicable')).toBe('Not applicable');
  });

  it('falls back to the English text when the locale lacks the code, never to the id', () => {
    const hindi = createMessages(hindiWith({ 'outcome.flag': 'चेतावनी' }));
    expect(hindi.format('outcome.flag')).toBe('चेतावनी');
    expect(hindi.format('outcome.clear')).toBe('Clear');
  });

  it('formats the English fallback as English: English unit words and plural rules', () => {
    const hindi = createMessages(hindiWith({}));
    expect(hindi.format('part.2.flag_count', { count: 0 })).toBe('No risk flagged');
    expect(hindi.format('unit.inr_crore', { number: '₹5' })).toBe('₹5 crore');
  });

  it('words an unknown code with reason.unknown, in the locale', async () => {
    expect(english.format('risk.no_such_factor')).toBe(englishCatalogue.messages['reason.unknown']);
    const hindi = await loadMessages('hi');
    const hindiUnknown = hindi.format('risk.no_such_factor');
    expect(hindiUnknown).not.toBe(englishCatalogue.messages['reason.unknown']);
    expect(hindiUnknown).toBe(hindi.format('reason.unknown'));
  });

  it('falls back to English when the locale’s message cannot be formatted, and reports why', () => {
    const onError = jest.fn();
    const hindi = createMessages(hindiWith({ 'common.sources': 'स्रोत ({total, number})' }), { onError });
    expect(hindi.format('common.sources', { count: 3 })).toBe('Sources (3)');
    expect(onError).toHaveBeenCalledWith('common.sources', 'hi', expect.any(Error));
  });

  it('says reason.unknown when no catalogue can format the message (a parameter missing)', () => {
    expect(english.format('common.sources')).toBe(english.format('reason.unknown'));
  });

  it('tells which codes it has words for, in the locale or in English', () => {
    const hindi = createMessages(hindiWith({}));
    expect(hindi.has('outcome.flag')).toBe(true);
    expect(hindi.has('risk.no_such_factor')).toBe(false);
  });
});

describe('createMessages: parameters', () => {
  it('writes a figure with its unit’s words and Indian grouping', async () => {
    const hindi = await loadMessages('hi');
    const marketCap = { value: 225839, unit: 'inr_crore' } as const;
    expect(english.figure(marketCap)).toBe('₹2,25,839 crore');
    expect(hindi.figure(marketCap)).toBe('₹2,25,839 करोड़');
    expect(english.figure({ value: 12.3, unit: 'inr_per_share' })).toBe('₹12.30 a share');
    expect(english.figure({ value: 0.4512, unit: 'times' })).toBe('0.45×');
  });

  it('writes a figure’s unit in the words of the message around it: Hindi in Hindi, English in an English fallback', () => {
    const fiveCrore = { value: 5, unit: 'inr_crore' } as const;
    const hindi = createMessages(hindiWith({ 'test.market_cap': 'बाज़ार पूंजी {cap}', 'unit.inr_crore': '{number} करोड़' }));
    expect(hindi.format('test.market_cap', { cap: fiveCrore })).toBe('बाज़ार पूंजी ₹5 करोड़');
    expect(hindi.format('part.3.scenario_probability', { probability: fiveCrore })).toBe('₹5 crore probability');
    expect(createMessages(hindiWith({})).figure(fiveCrore)).toBe('₹5 crore');
  });

  it('writes a figure passed as a parameter, with the caller’s decimals for it', () => {
    const probability = { value: 0.55, unit: 'fraction' } as const;
    expect(english.format('part.3.scenario_probability', { probability })).toBe('55.0% probability');
    expect(english.format('part.3.scenario_probability', { probability }, { decimals: { probability: 0 } })).toBe('55% probability');
  });

  it('writes an unknown figure, and a null parameter, as the catalogue’s n/a word', async () => {
    const hindi = await loadMessages('hi');
    expect(english.figure({ value: null, unit: 'inr_crore' })).toBe('n/a');
    expect(hindi.figure({ value: null, unit: 'fraction' })).toBe(hindi.format('common.not_available'));
    expect(english.format('part.3.scenario_probability', { probability: null })).toBe('n/a probability');
  });

  it('chooses plural forms by the rounded figure, in English', () => {
    expect(english.figure({ value: 1, unit: 'percentage_points' })).toBe('1 point');
    expect(english.figure({ value: 1.04, unit: 'days' })).toBe('1 day');
    expect(english.figure({ value: 2.1, unit: 'percentage_points' })).toBe('2.1 points');
    expect(english.figure({ value: 0, unit: 'years' })).toBe('0 years');
  });

  it('uses =0 for none in both languages, since Hindi’s one covers 0', async () => {
    const hindi = await loadMessages('hi');
    expect([0, 1, 2].map((count) => english.format('part.2.flag_count', { count }))).toEqual(['No risk flagged', '1 risk flagged', '2 risks flagged']);
    expect([0, 1, 2].map((count) => hindi.format('part.2.flag_count', { count }))).toEqual(['कोई जोखिम चिह्नित नहीं', '1 जोखिम चिह्नित', '2 जोखिम चिह्नित']);
  });

  it('groups a plain number parameter the Indian way', async () => {
    const hindi = await loadMessages('hi');
    expect(english.format('common.sources', { count: 12345678 })).toBe('Sources (1,23,45,678)');
    expect(hindi.format('common.sources', { count: 12345678 })).toBe('स्रोत (1,23,45,678)');
  });

  it('joins a list parameter in the locale’s words', async () => {
    const hindi = createMessages(hindiWith({ 'unit.count': 'सूची: {number}' }));
    const list = createMessages({ locale: 'en', messages: { ...englishCatalogue.messages, 'unit.count': 'List: {number}' } });
    expect(list.format('unit.count', { number: ['FY2023', 'FY2024', 'FY2025'] })).toBe('List: FY2023, FY2024 and FY2025');
    expect(hindi.format('unit.count', { number: ['FY2023', 'FY2024', 'FY2025'] })).toBe('सूची: FY2023, FY2024, और FY2025');
  });

  it('gives a message each figure’s period as <name>_period, unless the caller gave one', () => {
    const messages = createMessages({ locale: 'en', messages: { ...englishCatalogue.messages, 'test.period': '{margin} over {margin_period}' } });
    const margin = { value: 0.171, unit: 'fraction', period: 'FY2019–FY2025' } as const;
    expect(messages.format('test.period', { margin })).toBe('17.1% over FY2019–FY2025');
    expect(messages.format('test.period', { margin, margin_period: 'seven years' })).toBe('17.1% over seven years');
  });

  it('passes a boolean to a select as true or false', () => {
    const messages = createMessages({ locale: 'en', messages: { ...englishCatalogue.messages, 'test.flag': '{on, select, true {on} other {off}}' } });
    expect(messages.format('test.flag', { on: true })).toBe('on');
    expect(messages.format('test.flag', { on: false })).toBe('off');
  });

  it('words the kind of company a no_model code names, with a default for other kinds', () => {
    expect(english.format('not_rated.no_model', { kind: 'insurer' })).toBe('the engine has no model for insurers yet');
    expect(english.format('not_rated.no_model', { kind: 'mutual_fund' })).toBe('the engine has no model for this kind of company yet');
  });
});

describe('loadMessages', () => {
  it('gives the English catalogue for en', async () => {
    expect((await loadMessages('en')).format('working.show')).toBe('Show the working');
  });
});
