import { readableKey, readableTitle } from './readableTitle';

describe('readableTitle', () => {
  it('turns underscores into spaces and title-cases the words', () => {
    expect(readableTitle('price_earnings')).toBe('Price Earnings');
    expect(readableTitle('operating_cash_flow_growth')).toBe('Operating Cash Flow Growth');
    expect(readableTitle('roce')).toBe('Roce');
  });

  it('splits camelCase and keeps capitals already there', () => {
    expect(readableTitle('keyMetrics')).toBe('Key Metrics');
    expect(readableTitle('ROCE_trend')).toBe('ROCE Trend');
  });

  it('keeps small words lower case inside a title', () => {
    expect(readableTitle('risks_and_quality')).toBe('Risks and Quality');
    expect(readableTitle('the_moat')).toBe('The Moat');
  });
});

describe('readableKey', () => {
  it('makes field names readable and leaves titles written for people alone', () => {
    expect(readableKey('fair_value')).toBe('Fair Value');
    expect(readableKey('fairValue')).toBe('Fair Value');
    expect(readableKey('Board independence')).toBe('Board independence');
    expect(readableKey('3-year hold')).toBe('3-year hold');
  });
});
