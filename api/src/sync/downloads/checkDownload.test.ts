import { zipArchive } from '../../ingest/testing';
import { downloadProblem } from './checkDownload';

const text = (value: string) => new TextEncoder().encode(value);

describe('checking a download before it is kept', () => {
  it('passes a zip that opens, XML that parses, a CSV with its header, JSON', () => {
    expect(downloadProblem('zip', zipArchive({ 'a.csv': 'A,B,C\n1,2,3\n' }), 'a.zip')).toBeUndefined();
    expect(downloadProblem('xml', text('<?xml version="1.0"?><xbrli:xbrl xmlns:xbrli="x"></xbrli:xbrl>'), 'a.xml')).toBeUndefined();
    expect(downloadProblem('csv', text('"Preamble"\n"More"\nSYMBOL,SERIES,52 Week High\n'), 'CM_52.csv')).toBeUndefined();
    expect(downloadProblem('json', text('[]'), 'list')).toBeUndefined();
  });

  it('says what is wrong with a zip that is not one, cut-short XML, an HTML page, empty bytes', () => {
    expect(downloadProblem('zip', text('PK but not really a zip at all'), 'a.zip')).toMatch(/^not a valid zip file/);
    expect(downloadProblem('xml', text('<xbrli:xbrl><a>'), 'a.xml')).toMatch(/^not a valid XML file/);
    expect(downloadProblem('csv', text('<!DOCTYPE html><html>Access Denied</html>'), 'a.csv')).toBe('an HTML or XML page, not a CSV file');
    expect(downloadProblem('csv', text('just words'), 'a.csv')).toBe('no CSV header in its first lines');
    expect(downloadProblem('json', text('{'), 'list')).toMatch(/^not a valid JSON file/);
    expect(downloadProblem('zip', new Uint8Array(), 'a.zip')).toBe('empty');
  });
});
