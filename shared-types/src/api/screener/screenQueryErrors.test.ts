import { MAX_NESTING, MAX_QUERY_LENGTH, parseScreenQuery } from './parseScreenQuery';
import { expectError, failure, parsed, pointedAt } from './testing/screenTestHelpers';

describe('unknown figures', () => {
  it('offers the nearest catalogue name', () => {
    expect(failure('ROEC > 20')).toEqual({ message: "Unknown figure 'ROEC' — did you mean ROCE?", column: 1, length: 4, suggestion: 'ROCE' });
    expect(failure('ROCE > 1 AND Debt to equty < 0.5')).toEqual({
      message: "Unknown figure 'Debt to equty' — did you mean Debt to equity?",
      column: 14,
      length: 13,
      suggestion: 'Debt to equity',
    });
    expect(failure('Piotroksi score >= 8').suggestion).toBe('Piotroski score');
    expect(failure('TOP 5 BY Scroe').suggestion).toBe('Score');
  });

  it('reads a near miss of a longer name as that name, not a shorter one plus junk', () => {
    expect(failure('Sales growth 3Yrs > 5')).toMatchObject({ column: 1, length: 17, suggestion: 'Sales growth 3Years' });
  });

  it('offers nothing when nothing is close', () => {
    expect(failure('Frobnication > 3')).toEqual({ message: "Unknown figure 'Frobnication'", column: 1, length: 12 });
  });
});

describe('errors point at the offending text', () => {
  it.each([
    ['ROCE > 20 AND', "The query ends after 'AND': a condition should follow", 'AND'],
    ['ROCE > 20 OR NOT', "The query ends after 'NOT': a condition should follow", 'NOT'],
    ['ROCE >', "The query ends after '>': a value should follow", '>'],
    ['ROCE > AND ROE > 5', "Missing value after '>', found 'AND'", 'AND'],
    ['ROCE > )', "Missing value after '>', found ')'", ')'],
    ['(ROCE > 20 AND ROE > 5', "This '(' is never closed", '('],
    ['ROCE > 20)', "This ')' has no matching '('", ')'],
    ['()', 'Empty parentheses: put a condition inside', ')'],
    ['(ROCE > 1 ROE > 2)', "Expected AND, OR or ')' after '1', found 'ROE'", 'ROE'],
    ['ROCE > 20 ROE > 5', "Expected AND, OR, TOP or the end after '20', found 'ROE'", 'ROE'],
    ['ROCE', 'ROCE needs a comparison, for example ROCE > 20', 'ROCE'],
    ['Industry', "Industry needs a comparison, for example Industry = '…'", 'Industry'],
    ['ROCE 20', "Expected >, >=, <, <=, = or != after 'ROCE', found '20'", '20'],
    ['ROCE => 20', "Missing value after '=', found '>'", '>'],
    ['ROCE == 20', "Missing value after '=', found '='", '='],
    ['20 < ROCE', "Expected a figure name, found '20': the figure comes first, for example ROCE > 20", '20'],
    ["'ROCE' > 20", "Expected a figure name, found 'ROCE': only values are quoted", "'ROCE'"],
    ['> 20', "Expected a condition, found '>'", '>'],
    ['AND ROCE > 1', "Expected a condition, found 'AND'", 'AND'],
    ["Industry = 'Bank", 'This quote is never closed', "'Bank"],
    ['ROCE ! 5', "Unexpected character '!'", '!'],
  ])('%s', expectError);

  it('reports the first problem in reading order', () => {
    expect(failure('ROEC > 5; drop').column).toBe(1);
    expect(failure('ROCE > 5; ROEC').column).toBe(9);
  });
});

describe('text, flag and number figures used wrongly', () => {
  it('names both the figure and the value', () => {
    expect(failure('Industry = 20')).toEqual({
      message: "Industry is text and 20 is a number: compare it with a quoted value, for example Industry = '…'",
      column: 12,
      length: 2,
    });
    expect(failure("ROCE > 'high'")).toEqual({ message: "ROCE is a number (percent) and 'high' is text: compare it with a number", column: 8, length: 6 });
    expect(failure('ROCE > ROE').message).toBe("ROCE is a number (percent) and 'ROE' is not a number: compare it with a number");
    expect(failure('ROCE = true').message).toBe("ROCE is a number (percent) and 'true' is not a number: compare it with a number");
  });

  it('allows only = and != on text and flags', () => {
    expect(failure("Industry > 'Bank'")).toEqual({ message: 'Industry is text: only = and != apply to it, not >', column: 10, length: 1 });
    expect(pointedAt('Has data < true')).toBe('<');
  });

  it('asks for quotes around unquoted text', () => {
    expect(failure('Industry = Private Sector Bank AND ROCE > 1')).toEqual({
      message: "Put text in quotes: Industry = 'Private Sector Bank'",
      column: 12,
      length: 19,
    });
  });

  it('takes only true or false for a flag', () => {
    expect(failure('Has data = 1').message).toBe('Has data is true or false and 1 is neither: write Has data = true or Has data = false');
    expect(pointedAt("Has data = 'yes'")).toBe("'yes'");
  });
});

describe('ranking errors', () => {
  it.each([
    ['TOP', "The query ends after 'TOP': how many companies, for example TOP 30 BY Score should follow", 'TOP'],
    ['TOP 30', "The query ends after '30': BY and a figure, for example TOP 30 BY Score should follow", '30'],
    ['TOP 30 BY', "The query ends after 'BY': a figure to rank by should follow", 'BY'],
    ['TOP BY Score', "Expected how many companies after TOP, for example TOP 30 BY Score, found 'BY'", 'BY'],
    ['TOP 0 BY Score', 'TOP takes a whole number from 1 to 1000, not 0', '0'],
    ['TOP 1001 BY Score', 'TOP takes a whole number from 1 to 1000, not 1001', '1001'],
    ['TOP 2.5 BY Score', 'TOP takes a whole number from 1 to 1000, not 2.5', '2.5'],
    ['TOP -3 BY Score', 'TOP takes a whole number from 1 to 1000, not -3', '-3'],
    ['TOP 30 Score', "Expected BY after TOP 30, found 'Score'", 'Score'],
    ['TOP 30 BY Industry', 'Industry is text, so it cannot rank: rank by a number figure', 'Industry'],
    ['TOP 30 BY Has data', 'Has data is true or false, so it cannot rank: rank by a number figure', 'Has data'],
    ['TOP 30 BY Score ROCE > 5', "Nothing may follow the ranking, found 'ROCE': put conditions before TOP", 'ROCE'],
    ['TOP 30 BY Score ASC DESC', "Nothing may follow the ranking, found 'DESC': put conditions before TOP", 'DESC'],
  ])('%s', expectError);
});

describe('empty and oversized queries', () => {
  it('asks for a condition when there is none', () => {
    expect(failure('')).toEqual({ message: 'Type a condition, for example ROCE > 20', column: 1, length: 1 });
    expect(failure('   \n\t')).toEqual({ message: 'Type a condition, for example ROCE > 20', column: 1, length: 5 });
  });

  it('refuses text beyond the length limit, pointing at the excess', () => {
    const long = `ROCE > 1${' AND ROCE > 1'.repeat(200)}`;
    expect(failure(long)).toEqual({
      message: 'The query is too long: at most 2,000 characters',
      column: MAX_QUERY_LENGTH + 1,
      length: long.length - MAX_QUERY_LENGTH,
    });
    expect(parseScreenQuery(`ROCE > 1${' '.repeat(MAX_QUERY_LENGTH - 8)}`).ok).toBe(true);
  });

  it('refuses nesting beyond the limit, at the first level too deep', () => {
    const nested = (depth: number) => `${'('.repeat(depth)}ROCE > 1${')'.repeat(depth)}`;
    expect(parsed(nested(MAX_NESTING)).where).toEqual({ kind: 'compare', figure: 'roce', op: '>', value: 1 });
    expect(failure(nested(MAX_NESTING + 1))).toEqual({ message: 'Too deeply nested: at most 50 levels of parentheses and NOT', column: 51, length: 1 });
    expect(failure(`${'NOT '.repeat(MAX_NESTING + 1)}ROCE > 1`).column).toBe(201);
    expect(failure(`${'( NOT '.repeat(30)}ROCE > 1`).column).toBe(151);
    expect(failure('('.repeat(1999)).message).toMatch(/Too deeply nested/);
  });
});

describe('injection attempts are just text', () => {
  it('fails at the first character outside the language', () => {
    expect(failure('ROCE > 20; DROP TABLE users')).toEqual({ message: "Unexpected character ';'", column: 10, length: 1 });
    expect(pointedAt('ROCE > 20 -- comment')).toBe('-');
    expect(pointedAt('ROCE > 20 /* x */')).toBe('/');
  });

  it('keeps quotes inside a literal as part of the value', () => {
    expect(parsed("Industry = 'x'' OR 1=1 --'").where).toEqual({ kind: 'text', figure: 'industry', op: '=', value: "x' OR 1=1 --" });
  });

  it('rejects what is left after a literal closes early', () => {
    expect(failure("Industry = 'x' OR 1=1 --")).toMatchObject({ message: expect.stringMatching(/^Expected a figure name, found '1'/), column: 19 });
    // A backslash escapes nothing: the literal ends at the quote after it.
    expect(pointedAt("Industry = 'a\\'; DROP TABLE users; --'")).toBe(';');
    expect(pointedAt("Industry = 'x'; DELETE FROM stocks")).toBe(';');
  });
});
