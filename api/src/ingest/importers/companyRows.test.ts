import { ImportRowError } from './importErrors';
import { companyName } from './companyRows';

const AT = { file: 'EQUITY_L.csv', line: 7 };

describe('companyName', () => {
  it('removes characters that would make a name display as something else, and collapses whitespace', () => {
    expect(companyName(AT, 'Tata Motors \u202Egnp.exe')).toBe('Tata Motors gnp.exe');
    expect(companyName(AT, '\uFEFFInfosys\u200B  Limited\u2066\u2069')).toBe('Infosys Limited');
    expect(companyName(AT, '  Larsen &\tToubro\nLimited ')).toBe('Larsen & Toubro Limited');
  });

  it('keeps letters of every script, right-to-left ones included, and the joiners Indic scripts need', () => {
    expect(companyName(AT, 'बजाज फाइनेंस लिमिटेड')).toBe('बजाज फाइनेंस लिमिटेड');
    expect(companyName(AT, 'क्‍ष')).toBe('क्‍ष');
    expect(companyName(AT, 'شركة')).toBe('شركة');
  });

  it('refuses a name that is blank once invisible characters are gone, naming the line', () => {
    expect(() => companyName(AT, '\u202E\u200B ')).toThrow(new ImportRowError(AT, 'the company name is blank'));
  });
});
