import { statementsAnswer } from 'shared-types/testing';
import { csvField, csvFileName, fileSlug, tableCsv } from './statementsCsv';
import { statementTables, type StatementTable } from 'shared-types/api';

const table = (id: string) => statementTables(statementsAnswer()).find((candidate) => candidate.id === id)!;

describe('statements CSV', () => {
  it('quotes a field only when RFC 4180 needs it, doubling its quotes', () => {
    expect(csvField('Revenue')).toBe('Revenue');
    expect(csvField('Property, plant and equipment')).toBe('"Property, plant and equipment"');
    expect(csvField('Net profit (owners\' share) "adjusted"')).toBe('"Net profit (owners\' share) ""adjusted"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('has a header row of periods oldest first, numbers as they came and empty fields where not reported, lines ending CRLF', () => {
    expect(tableCsv(table('profit-and-loss'))).toBe(
      ['Line item,Unit,2024-03-31,2025-03-31', 'Revenue,₹ crore,110000,123456.7', 'Net profit,₹ crore,8000,9876.5', '"EPS, basic (₹)",₹,,41.25', ''].join(
        '\r\n',
      ),
    );
  });

  it('quotes a row name with a comma', () => {
    const withComma: StatementTable = {
      id: 'balance-sheet',
      title: 'Balance sheet',
      columns: [{ date: '2025-03-31', label: 'Mar 2025', source: { kind: 'demo', document: null, filed_at: null, audited: null }, lengthNote: null }],
      rows: [{ key: 'property_plant_equipment', label: 'Property, plant and equipment', unit: 'crore', values: [-1234.5] }],
    };
    expect(tableCsv(withComma)).toBe('Line item,Unit,2025-03-31\r\n"Property, plant and equipment",₹ crore,-1234.5\r\n');
  });

  it("names the file '<company>-<table>-<basis>.csv'", () => {
    expect(csvFileName('Aravali Cement Works', table('profit-and-loss'), 'consolidated')).toBe('aravali-cement-works-profit-and-loss-consolidated.csv');
    expect(csvFileName('M&M', table('cash-flows'), 'standalone')).toBe('m-m-cash-flows-standalone.csv');
    expect(csvFileName('Demo Co', table('shareholding'), null)).toBe('demo-co-shareholding-unstated-basis.csv');
    expect(fileSlug('***')).toBe('company');
  });
});
