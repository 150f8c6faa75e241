import { IngestFormatError, type IsoDate } from '../../records';
import { parseIsoDate } from '../values';
import { localName, readXmlDocument, type XmlElement } from './xmlDocument';

/**
 * An XBRL instance as the exchanges file it: the schema it names, its
 * contexts and its facts. Read leniently, as the real files need: NSE's
 * `_WEB.xml` documents use contexts (`OneD`, `FourD`, `OneI`) they never
 * declare, so a fact's context may be known by its id alone. Facts are kept
 * with their local name (the prefix varies between taxonomies and years);
 * callers classify them by name, never by unit.
 */

export interface XbrlContext {
  id: string;
  /** False for a context facts refer to but the document never declares. */
  declared: boolean;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  instant: IsoDate | null;
  /** Explicit dimension members by axis, both as local names ('ReportableSegmentsAxis' → '…Member'). */
  dimensions: Readonly<Record<string, string>>;
  /** A typed dimension member's value by axis. */
  typedDimensions: Readonly<Record<string, string>>;
  /** The entity's identifier ('http://www.nseindia.com/NSESymbol', 'TCS'), when declared. */
  entity: { scheme: string; value: string } | null;
}

export interface XbrlFact {
  /** Local element name ('RevenueFromOperations'). */
  name: string;
  contextRef: string;
  unitRef: string | null;
  decimals: string | null;
  /** The text as written, trimmed, entities decoded. */
  value: string;
}

export interface XbrlInstance {
  file: string;
  /** The schemaRef's href as written ('Ind-AS_entry_point_2020-03-31.xsd'), or null. */
  schemaRef: string | null;
  contexts: ReadonlyMap<string, XbrlContext>;
  facts: readonly XbrlFact[];
}

/** Elements of the XBRL instance vocabulary itself, which are not facts. */
const STRUCTURAL = new Set(['schemaRef', 'linkbaseRef', 'roleRef', 'arcroleRef', 'context', 'unit', 'footnoteLink']);

export function readXbrlInstance(bytes: Uint8Array, file: string): XbrlInstance {
  const root = readXmlDocument(bytes, file);
  if (localName(root.name) !== 'xbrl') {
    throw new IngestFormatError({ file }, `not an XBRL instance: its root element is <${root.name}>, not <xbrli:xbrl>`);
  }
  let schemaRef: string | null = null;
  const contexts = new Map<string, XbrlContext>();
  const facts: XbrlFact[] = [];
  for (const element of root.children) {
    const name = localName(element.name);
    if (name === 'schemaRef') schemaRef ??= element.attributes['xlink:href'] ?? element.attributes.href ?? null;
    else if (name === 'context') {
      const context = readContext(element);
      if (context !== undefined) contexts.set(context.id, context);
    } else if (!STRUCTURAL.has(name)) {
      const contextRef = element.attributes.contextRef;
      if (contextRef === undefined || contextRef === '') continue; // a tuple or something not a fact
      facts.push({
        name,
        contextRef,
        unitRef: element.attributes.unitRef ?? null,
        decimals: element.attributes.decimals ?? null,
        value: element.text.trim(),
      });
    }
  }
  for (const fact of facts) {
    if (!contexts.has(fact.contextRef)) contexts.set(fact.contextRef, undeclaredContext(fact.contextRef));
  }
  return { file, schemaRef, contexts, facts };
}

function readContext(element: XmlElement): XbrlContext | undefined {
  const id = element.attributes.id;
  if (id === undefined || id === '') return undefined;
  const period = child(element, 'period');
  const date = (name: string): IsoDate | null => {
    const text = period === undefined ? undefined : child(period, name)?.text;
    return text === undefined ? null : parseIsoDate(text.slice(0, 10));
  };
  const dimensions: Record<string, string> = {};
  const typedDimensions: Record<string, string> = {};
  for (const holder of [child(element, 'scenario'), child(child(element, 'entity'), 'segment')]) {
    for (const member of holder?.children ?? []) {
      const axis = member.attributes.dimension;
      if (axis === undefined) continue;
      if (localName(member.name) === 'explicitMember') dimensions[localName(axis)] = localName(member.text.trim());
      else typedDimensions[localName(axis)] = member.children.map((value) => value.text.trim()).join(' ') || member.text.trim();
    }
  }
  const identifier = child(child(element, 'entity'), 'identifier');
  const entity = identifier === undefined ? null : { scheme: identifier.attributes.scheme ?? '', value: identifier.text.trim() };
  return { id, declared: true, startDate: date('startDate'), endDate: date('endDate'), instant: date('instant'), dimensions, typedDimensions, entity };
}

const undeclaredContext = (id: string): XbrlContext => ({
  id,
  declared: false,
  startDate: null,
  endDate: null,
  instant: null,
  dimensions: {},
  typedDimensions: {},
  entity: null,
});

function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => localName(candidate.name) === name);
}

/** The facts of one context by local name (the first of each name wins; real files never repeat one). */
export function factsOfContext(instance: XbrlInstance, contextRef: string): ReadonlyMap<string, XbrlFact> {
  const facts = new Map<string, XbrlFact>();
  for (const fact of instance.facts) if (fact.contextRef === contextRef && !facts.has(fact.name)) facts.set(fact.name, fact);
  return facts;
}
