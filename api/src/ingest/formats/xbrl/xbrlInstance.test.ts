import { formatErrorOf } from '../../testing/formatError';
import { resultsXbrl } from '../../testing/resultsXbrl';
import { factsOfContext, readXbrlInstance } from './xbrlInstance';

const FILE = 'INDAS_62036_328945_07102020090335_WEB.xml';
const instanceOf = (body: string, schema = '<link:schemaRef xlink:type="simple" xlink:href="Ind-AS_entry_point_2020-03-31.xsd"/>') =>
  readXbrlInstance(
    new TextEncoder().encode(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
        'xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:in-bse-fin="http://www.bseindia.com/xbrl/fin/2020-03-31/in-bse-fin">\n' +
        `${schema}\n${body}\n</xbrli:xbrl>`,
    ),
    FILE,
  );

const ENTITY = '<xbrli:entity><xbrli:identifier scheme="http://www.nseindia.com/NSESymbol">M&amp;M</xbrli:identifier></xbrli:entity>';

describe('readXbrlInstance', () => {
  it("knows a context the document never declares by its id alone, as NSE's _WEB.xml files need", () => {
    const instance = readXbrlInstance(resultsXbrl({ contexts: 'undeclared', quarter: { revenue: 61237 } }), FILE);

    expect(instance.contexts.get('OneD')).toEqual({
      id: 'OneD',
      declared: false,
      startDate: null,
      endDate: null,
      instant: null,
      dimensions: {},
      typedDimensions: {},
      entity: null,
    });
    expect(instance.contexts.get('FourD')?.declared).toBe(false);
    expect(factsOfContext(instance, 'OneD').get('RevenueFromOperations')).toEqual({
      name: 'RevenueFromOperations',
      contextRef: 'OneD',
      unitRef: 'INR',
      decimals: '-7',
      value: '612370000000.00',
    });
  });

  it("reads a declared context's dates, entity and explicit and typed dimensions, wherever the dimensions are", () => {
    const instance = instanceOf(
      [
        `<xbrli:context id="OneD">${ENTITY}<xbrli:period><xbrli:startDate>2024-01-01</xbrli:startDate><xbrli:endDate>2024-03-31T00:00:00</xbrli:endDate></xbrli:period></xbrli:context>`,
        `<xbrli:context id="OneI">${ENTITY}<xbrli:period><xbrli:instant>2024-03-31</xbrli:instant></xbrli:period></xbrli:context>`,
        `<xbrli:context id="OneReportableSegmentRevenue01D">${ENTITY}<xbrli:period><xbrli:startDate>2024-01-01</xbrli:startDate><xbrli:endDate>2024-03-31</xbrli:endDate></xbrli:period>` +
          '<xbrli:scenario><xbrldi:explicitMember dimension="in-bse-fin:ReportableSegmentsAxis">in-bse-fin:OneReportableSegmentRevenue01Member</xbrldi:explicitMember>' +
          '<xbrldi:typedMember dimension="in-bse-fin:DetailsOfRelatedPartyAxis"><in-bse-fin:RelatedPartyDomain> 7 </in-bse-fin:RelatedPartyDomain></xbrldi:typedMember></xbrli:scenario></xbrli:context>',
        '<xbrli:context id="SegmentI"><xbrli:entity><xbrli:identifier scheme="http://www.bseindia.com/bse-fin/ScripCode">500520</xbrli:identifier>' +
          '<xbrli:segment><xbrldi:explicitMember dimension="in-bse-fin:CategoryAxis">in-bse-fin:SomeMember</xbrldi:explicitMember></xbrli:segment></xbrli:entity>' +
          '<xbrli:period><xbrli:instant>2024-03-31</xbrli:instant></xbrli:period></xbrli:context>',
      ].join('\n'),
    );

    expect(instance.contexts.get('OneD')).toMatchObject({
      declared: true,
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      instant: null,
      dimensions: {},
      entity: { scheme: 'http://www.nseindia.com/NSESymbol', value: 'M&M' },
    });
    expect(instance.contexts.get('OneI')).toMatchObject({ startDate: null, endDate: null, instant: '2024-03-31' });
    expect(instance.contexts.get('OneReportableSegmentRevenue01D')).toMatchObject({
      dimensions: { ReportableSegmentsAxis: 'OneReportableSegmentRevenue01Member' },
      typedDimensions: { DetailsOfRelatedPartyAxis: '7' },
    });
    expect(instance.contexts.get('SegmentI')).toMatchObject({
      dimensions: { CategoryAxis: 'SomeMember' },
      entity: { scheme: 'http://www.bseindia.com/bse-fin/ScripCode', value: '500520' },
    });
  });

  it('keeps facts by local name with their unit, decimals and decoded text, and skips what is not a fact', () => {
    const instance = instanceOf(
      [
        '<xbrli:unit id="INR"><xbrli:measure>iso4217:INR</xbrli:measure></xbrli:unit>',
        '<in-bse-fin:Symbol contextRef="OneD"> M&amp;M </in-bse-fin:Symbol>',
        '<in-bse-fin:PercentageOfNpa contextRef="OneD">0.0031</in-bse-fin:PercentageOfNpa>',
        '<in-bse-fin:Revenue contextRef="FourD" unitRef="INR" decimals="-5">1.00</in-bse-fin:Revenue>',
        '<in-bse-fin:Revenue contextRef="FourD" unitRef="INR" decimals="-5">2.00</in-bse-fin:Revenue>',
        '<in-bse-fin:SomeTuple><in-bse-fin:Inside contextRef="OneD">x</in-bse-fin:Inside></in-bse-fin:SomeTuple>',
        '<link:footnoteLink xlink:type="extended"/>',
      ].join('\n'),
    );

    expect(instance.facts).toEqual([
      { name: 'Symbol', contextRef: 'OneD', unitRef: null, decimals: null, value: 'M&M' },
      { name: 'PercentageOfNpa', contextRef: 'OneD', unitRef: null, decimals: null, value: '0.0031' },
      { name: 'Revenue', contextRef: 'FourD', unitRef: 'INR', decimals: '-5', value: '1.00' },
      { name: 'Revenue', contextRef: 'FourD', unitRef: 'INR', decimals: '-5', value: '2.00' },
    ]);
    // Real files never repeat an element in a context; if one did, the first is kept.
    expect(factsOfContext(instance, 'FourD').get('Revenue')?.value).toBe('1.00');
    expect([...instance.contexts.keys()]).toEqual(['OneD', 'FourD']);
  });

  it("reads the schemaRef's href as written, and null without one", () => {
    expect(instanceOf('').schemaRef).toBe('Ind-AS_entry_point_2020-03-31.xsd');
    expect(readXbrlInstance(resultsXbrl({ taxonomy: 'nbfc' }), FILE).schemaRef).toBe('in-bse-fin-2020-03-31.xsd');
    expect(instanceOf('', '').schemaRef).toBeNull();
  });

  it('refuses a document whose root is not xbrli:xbrl, naming the file and the root', () => {
    const html = new TextEncoder().encode('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body>Access Denied</body></html>');

    expect(formatErrorOf(() => readXbrlInstance(html, FILE)).message).toBe(`${FILE}: not an XBRL instance: its root element is <html>, not <xbrli:xbrl>`);
  });
});
