import { nextHighlight, splitAtMatch } from './highlight';

describe('nextHighlight', () => {
  it('moves down from nothing to the first option and wraps from the last back to the first', () => {
    expect(nextHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextHighlight(0, 3, 'ArrowDown')).toBe(1);
    expect(nextHighlight(2, 3, 'ArrowDown')).toBe(0);
  });

  it('moves up from nothing to the last option and wraps from the first to the last', () => {
    expect(nextHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextHighlight(2, 3, 'ArrowUp')).toBe(1);
    expect(nextHighlight(0, 3, 'ArrowUp')).toBe(2);
  });

  it('highlights nothing when there are no options', () => {
    expect(nextHighlight(-1, 0, 'ArrowDown')).toBe(-1);
    expect(nextHighlight(0, 0, 'ArrowUp')).toBe(-1);
  });
});

describe('splitAtMatch', () => {
  it('finds the first match without regard to case', () => {
    expect(splitAtMatch('Aravali Cement Works', 'CEM')).toEqual(['Aravali ', 'Cem', 'ent Works']);
  });

  it('leaves the text whole when nothing matches or the query is blank', () => {
    expect(splitAtMatch('Aravali Cement Works', 'steel')).toEqual(['Aravali Cement Works', '', '']);
    expect(splitAtMatch('Aravali Cement Works', '  ')).toEqual(['Aravali Cement Works', '', '']);
  });
});
