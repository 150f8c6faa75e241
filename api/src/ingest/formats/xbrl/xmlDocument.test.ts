import { formatErrorOf } from '../../testing/formatError';
import { resultsXbrl } from '../../testing/resultsXbrl';
import { decodeXmlText, localName, readXmlDocument } from './xmlDocument';

const FILE = 'INDAS_104549_1090527_12042024090154.xml';
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (text: string) => readXmlDocument(bytes(text), FILE);
const errorOf = (text: string | Uint8Array): string => formatErrorOf(() => readXmlDocument(typeof text === 'string' ? bytes(text) : text, FILE)).message;

const HTML_REFUSED = `${FILE}: this is an HTML page, not an XML document (the download was probably refused). Nothing from this file was written.`;
const DTD_REFUSED = `${FILE}: the document declares a DTD or entities; such documents are refused (entities are never expanded)`;

describe('readXmlDocument', () => {
  it('reads elements, attributes and text, with the predefined and numeric entities decoded', () => {
    const root = read(
      '<?xml version="1.0" encoding="UTF-8"?>\n<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance">' +
        '<in-bse-fin:Symbol contextRef="OneD">M&amp;M</in-bse-fin:Symbol>' +
        '<in-bse-fin:NameOfTheCompany contextRef="One&amp;D">Mahindra &#38; Mahindra &#x26; Co &lt;Ltd&gt; &quot;M&apos;s&quot;</in-bse-fin:NameOfTheCompany>' +
        '</xbrli:xbrl>',
    );

    expect(root.name).toBe('xbrli:xbrl');
    expect(root.children.map((child) => [child.name, child.attributes, child.text])).toEqual([
      ['in-bse-fin:Symbol', { contextRef: 'OneD' }, 'M&M'],
      ['in-bse-fin:NameOfTheCompany', { contextRef: 'One&D' }, 'Mahindra & Mahindra & Co <Ltd> "M\'s"'],
    ]);
  });

  it('leaves an unknown entity as written: it is never looked up', () => {
    expect(read('<r><s>&foo; and &amp;foo;</s></r>').children[0]?.text).toBe('&foo; and &foo;');
  });

  it('reads a document that starts with a UTF-8 byte-order mark', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('<?xml version="1.0"?><r><s>x</s></r>')]);

    expect(readXmlDocument(withBom, FILE).children[0]?.text).toBe('x');
  });

  it('refuses an HTML page saved under an .xml name, with or without a doctype', () => {
    expect(errorOf('<!DOCTYPE html>\n<html><head><title>Access Denied</title></head><body>Access Denied</body></html>')).toBe(HTML_REFUSED);
    expect(errorOf('\n  <html>\n<body>Resource not found</body></html>')).toBe(HTML_REFUSED);
    expect(errorOf('<!-- saved from url=(0014)about:internet -->\n<html lang="en"><body>Access Denied</body></html>')).toBe(HTML_REFUSED);
  });

  it('refuses a document cut short, wherever it was cut', () => {
    const text = new TextDecoder().decode(resultsXbrl({ quarter: { revenue: 61237, net_profit: 12502 } }));
    const cutPoints = [
      text.indexOf('xmlns:xbrli=') + 10, // inside the root's attributes
      text.indexOf('<xbrli:context id="OneD">') + 20, // inside a context
      text.indexOf('>612370000000.00<') + 5, // inside a fact's value
      text.indexOf('</in-bse-fin:RevenueFromOperations>') + 10, // inside a closing tag
      text.indexOf('<in-bse-fin:ProfitLossForPeriod'), // between two facts
      text.lastIndexOf('</xbrli:xbrl>'), // just before the root closes
      text.length - 1, // the last '>'
    ];

    for (const cut of cutPoints) {
      expect(cut).toBeGreaterThan(0);
      expect(errorOf(text.slice(0, cut))).toMatch(new RegExp(`^${FILE}, line \\d+: the document is cut short or is not well-formed XML \\(.+\\)$`));
    }
    expect(() => read(text)).not.toThrow();
  });

  it("refuses a DTD with internal entities ('billion laughs') without expanding them", () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      ' <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`),
      ']>',
      '<lolz>&lol9;</lolz>',
    ].join('\n');

    const started = performance.now();
    expect(errorOf(laughs)).toBe(DTD_REFUSED);
    expect(performance.now() - started).toBeLessThan(1000);
    // Even without its DTD, the reference is text, not an expansion.
    expect(read('<lolz>&lol9;</lolz>').text).toBe('&lol9;');
  });

  it('refuses an external entity, and a doctype written in lower case', () => {
    expect(errorOf('<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<r>&xxe;</r>')).toBe(DTD_REFUSED);
    expect(errorOf('<?xml version="1.0"?>\n<!doctype r SYSTEM "http://example.invalid/r.dtd">\n<r/>')).toBe(DTD_REFUSED);
  });

  it('refuses an empty file, a file of blanks and a text file that is not XML', () => {
    expect(errorOf(new Uint8Array())).toBe(`${FILE}: the file is empty`);
    expect(errorOf(' \r\n\t\n')).toBe(`${FILE}: the file is empty`);
    expect(errorOf('Symbol,ISIN\nTCS,INE467B01029\n')).toBe(`${FILE}: this is not an XML document (it does not start with a tag)`);
  });

  it('refuses a bare ampersand, which no well-formed document has', () => {
    expect(errorOf('<r><s>M&M</s></r>')).toMatch(new RegExp(`^${FILE}, line 1: the document is cut short or is not well-formed XML`));
  });
});

describe('decodeXmlText', () => {
  it('decodes the five predefined entities and character references, and nothing else', () => {
    expect(decodeXmlText('M&amp;M')).toBe('M&M');
    expect(decodeXmlText('&lt;&gt;&quot;&apos;&#65;&#x42;&#X43;')).toBe('<>"\'ABC');
    expect(decodeXmlText('&nbsp; &foo; &#0; &#x110000; & amp;')).toBe('&nbsp; &foo; &#0; &#x110000; & amp;');
  });
});

describe('localName', () => {
  it('drops the prefix', () => {
    expect([localName('in-bse-fin:RevenueFromOperations'), localName('Revenue')]).toEqual(['RevenueFromOperations', 'Revenue']);
  });
});
