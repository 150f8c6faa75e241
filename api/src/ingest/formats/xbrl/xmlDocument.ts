import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { IngestFormatError } from '../../records';

/**
 * Reads an XML document we were handed as a file, refusing the three ways a
 * download goes wrong before any parsing: an HTML page saved under an .xml
 * name (what a refused exchange download saves), a document cut short, and a
 * document that declares a DTD or entities. Entities are never expanded: only
 * the five XML predefined ones and character references are decoded, by
 * `decodeXmlText`, so a 'billion laughs' file cannot grow in memory.
 */

export interface XmlElement {
  /** The qualified name as written ('in-bse-fin:RevenueFromOperations'). */
  name: string;
  attributes: Readonly<Record<string, string>>;
  /** Text content, entities decoded; '' for an element with only children. */
  text: string;
  children: readonly XmlElement[];
}

const utf8 = new TextDecoder('utf-8');

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
});

/** The document's root element; throws IngestFormatError naming the file and why it is not XML we can read. */
export function readXmlDocument(bytes: Uint8Array, file: string): XmlElement {
  const text = checkedXmlText(bytes, file);
  const nodes = parser.parse(text) as OrderedNode[];
  const root = nodes.map(toElement).find((element): element is XmlElement => element !== undefined);
  if (root === undefined) throw new IngestFormatError({ file }, 'the document has no root element');
  return root;
}

/**
 * The document's text once it has passed every check readXmlDocument makes
 * before parsing (not HTML, no DTD, well-formed, not cut short): what sync
 * checks a download with before keeping it, without building the tree.
 */
export function checkedXmlText(bytes: Uint8Array, file: string): string {
  const text = utf8.decode(bytes).replace(/^\uFEFF/, '');
  const head = text.slice(0, 2048).trimStart();
  if (head.length === 0) throw new IngestFormatError({ file }, 'the file is empty');
  if (/^(?:<!doctype\s+html|<html[\s>])/i.test(head) || (/<html[\s>]/i.test(head) && !/^<\?xml/i.test(head))) {
    throw new IngestFormatError({ file }, 'this is an HTML page, not an XML document (the download was probably refused). Nothing from this file was written.');
  }
  if (!head.startsWith('<')) throw new IngestFormatError({ file }, 'this is not an XML document (it does not start with a tag)');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new IngestFormatError({ file }, 'the document declares a DTD or entities; such documents are refused (entities are never expanded)');
  }
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    // A download cut short is the usual cause; the validator's own words say where.
    throw new IngestFormatError({ file, line: valid.err.line }, `the document is cut short or is not well-formed XML (${valid.err.msg})`);
  }
  return text;
}

/** fast-xml-parser's preserveOrder shape: { tag: [children], ':@': { attributes } } or { '#text': … }. */
type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

function toElement(node: OrderedNode): XmlElement | undefined {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  if (name === undefined) return undefined;
  const content = node[name];
  const childNodes = Array.isArray(content) ? (content as OrderedNode[]) : [];
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(node[':@'] ?? {})) attributes[key] = decodeXmlText(String(value));
  let text = '';
  const children: XmlElement[] = [];
  for (const child of childNodes) {
    if ('#text' in child) text += String(child['#text']);
    else {
      const element = toElement(child);
      if (element !== undefined) children.push(element);
    }
  }
  return { name, attributes, text: decodeXmlText(text), children };
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** '&amp;' → '&', '&#38;' → '&', '&#x26;' → '&'; any other '&name;' is left as written (never looked up). */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, reference: string) => {
    if (reference.startsWith('#x') || reference.startsWith('#X')) return fromCodePoint(parseInt(reference.slice(2), 16), whole);
    if (reference.startsWith('#')) return fromCodePoint(parseInt(reference.slice(1), 10), whole);
    return PREDEFINED[reference] ?? whole;
  });
}

function fromCodePoint(code: number, whole: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/** 'in-bse-fin:Revenue' → 'Revenue'. */
export const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);
