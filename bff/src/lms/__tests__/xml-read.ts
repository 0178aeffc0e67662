/* eslint-disable @typescript-eslint/no-explicit-any -- a parsed XML tree is untyped; the assertions are what check its shape */
// Test reader for the XML formats: fast-xml-parser with every repeatable element as a list.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const LISTS = new Set([
  'item',
  'qtimetadatafield',
  'response_label',
  'respcondition',
  'response_lid',
  'resource',
  'file',
  'question',
  'answer',
  'subquestion',
]);

export function readXml(xml: string): any {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${JSON.stringify(valid.err)}`);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    removeNSPrefix: false,
    isArray: (name) => LISTS.has(name),
  }).parse(xml);
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
/** The text an LMS shows for an html field: tags dropped, HTML entities decoded. */
export const htmlText = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e]);
