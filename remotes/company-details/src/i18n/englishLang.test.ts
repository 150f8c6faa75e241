import { englishLang } from './englishLang';

describe('englishLang', () => {
  it('marks English words in a Hindi view, and nothing in an English one', () => {
    expect(englishLang('hi', 'Borrowings are 0.43× net worth')).toBe('en');
    expect(englishLang('hi', 'Tata Consultancy Services Limited')).toBe('en');
    expect(englishLang('en', 'Borrowings are 0.43× net worth')).toBeUndefined();
  });

  it('leaves Hindi, mixed Hindi and figures alone in the Hindi view', () => {
    expect(englishLang('hi', 'भाग 4: निवेश स्कोर')).toBeUndefined();
    expect(englishLang('hi', 'ROCE 15.3% (FY2025) से ऊपर')).toBeUndefined();
    expect(englishLang('hi', '15.3%')).toBeUndefined();
  });
});
