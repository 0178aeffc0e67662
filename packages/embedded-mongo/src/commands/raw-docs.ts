// Documents a $lookup joined, kept as their stored (or projected) bytes until the reply is written: a
// history of list entries joined to a session goes out as it is stored, never decoded into strings
// and encoded again. Anything that needs their values (mingo stages, $out) gets them decoded first.
import { deserialize, serialize, type Document } from 'bson';
import { docOf, element, rawArray } from '../wire/cursor-reply';
import { projectDoc, projectRaw, type InclusionTree } from './projection';

/** Decoding that keeps every number's BSON type, for documents that are encoded again. */
export const KEEP_TYPES = { promoteValues: false, promoteLongs: false } as const;

/** A stored document's bytes under an inclusion projection: cut from the bytes, or decoded and encoded when a path meets an array. */
export function projectBytes(raw: Buffer, tree: InclusionTree): Buffer {
  return projectRaw(raw, tree) ?? Buffer.from(serialize(projectDoc(deserialize(raw, KEEP_TYPES), tree)));
}

/** A joined array whose elements are BSON documents still in bytes. */
export class RawDocs {
  constructor(readonly docs: Buffer[]) {}

  /** The same documents under an inclusion projection, still in bytes where the bytes allow it. */
  project(tree: InclusionTree): RawDocs {
    return new RawDocs(this.docs.map((b) => projectBytes(b, tree)));
  }
}

const holdsRaw = (doc: Document) => Object.values(doc).some((v) => v instanceof RawDocs);

/** The document with every joined array decoded (for stages that read their values). */
export function materialize(doc: Document): Document {
  if (!holdsRaw(doc)) return doc;
  const out: Document = {};
  for (const [k, v] of Object.entries(doc)) out[k] = v instanceof RawDocs ? v.docs.map((b) => deserialize(b)) : v;
  return out;
}

/** The document's BSON: its own fields serialized as usual, each joined array copied from its bytes. */
export function encodeJoined(doc: Document): Document | Buffer {
  if (!holdsRaw(doc)) return doc;
  const elements: Buffer[] = [];
  for (const [k, v] of Object.entries(doc)) {
    if (v instanceof RawDocs) {
      elements.push(element(0x04, k, rawArray(v.docs)));
      continue;
    }
    if (v === undefined) continue;
    // one field's element: its document's bytes without the length prefix and the closing NUL
    const one = serialize({ [k]: v });
    elements.push(Buffer.from(one.buffer, one.byteOffset + 4, one.length - 5));
  }
  return docOf(elements);
}
