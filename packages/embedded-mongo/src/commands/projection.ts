import type { Document } from 'bson';
import { mingo } from '../engine/mingo';
import { valueSize } from '../wire/raw-fields';
import { MongoServerError } from '../errors';

/** Applies a find projection to documents (inclusion, exclusion, $slice, $elemMatch, positional). */
export function project(docs: Document[], projection: Document | undefined, filter?: Document): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  try {
    // positional projection ("a.$") needs the filter that matched the array element
    const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
    return mingo()
      .find(docs, positional && filter ? filter : {}, projection)
      .all() as Document[];
  } catch (e) {
    throw new MongoServerError(2, (e as Error).message);
  }
}

/** Which fields a plain inclusion projection keeps: `true` for a whole field, a sub-tree for a dotted path. */
export interface InclusionTree {
  [field: string]: true | InclusionTree;
}

const truthy = (v: unknown) => v === true || (typeof v === 'number' && v !== 0);

/**
 * The tree of a projection that only includes fields (`{a: 1, 'b.c': 1}`, `_id` kept unless `_id: 0`),
 * or null for anything else (exclusions, operators, positional, path collisions): those go through mingo.
 */
export function inclusionTree(projection: Document): InclusionTree | null {
  const tree: InclusionTree = {};
  let keepId = true;
  let any = false;
  for (const [path, v] of Object.entries(projection)) {
    if (path === '_id' && (v === 0 || v === false)) {
      keepId = false;
      continue;
    }
    if (!truthy(v) || path.startsWith('$') || path.includes('$') || path === '') return null;
    any = true;
    const parts = path.split('.');
    let node = tree;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      if (p === '') return null;
      const last = i === parts.length - 1;
      const cur = node[p];
      if (last) {
        if (cur !== undefined) return null; // collision ('a' with 'a.b'): mingo reports it
        node[p] = true;
      } else {
        if (cur === true) return null;
        node = (node[p] ??= {}) as InclusionTree;
      }
    }
  }
  if (!any) return null;
  if (keepId && tree._id === undefined) tree._id = true;
  return tree;
}

/** An inclusion projection on a decoded document; arrays of sub-documents are projected element by element, as MongoDB does. */
export function projectDoc(doc: Document, tree: InclusionTree): Document {
  const out: Document = {};
  for (const key of Object.keys(doc)) {
    const t = tree[key];
    if (t === undefined) continue;
    const v = doc[key];
    if (t === true) out[key] = v;
    else if (Array.isArray(v)) out[key] = projectArray(v, t);
    else if (isPlainDoc(v)) out[key] = projectDoc(v as Document, t);
  }
  return out;
}

function projectArray(values: unknown[], tree: InclusionTree): unknown[] {
  const out: unknown[] = [];
  for (const v of values) {
    if (Array.isArray(v)) out.push(projectArray(v, tree));
    else if (isPlainDoc(v)) out.push(projectDoc(v as Document, tree));
  }
  return out;
}

const isPlainDoc = (v: unknown) => v !== null && typeof v === 'object' && (v as object).constructor === Object;

/** A tree's field names as UTF-8 bytes, so stored element names are compared without decoding them. */
type CompiledTree = { name: Buffer; sub: true | InclusionTree }[];
const compiled = new WeakMap<InclusionTree, CompiledTree>();
const compile = (tree: InclusionTree): CompiledTree => {
  let c = compiled.get(tree);
  if (!c) compiled.set(tree, (c = Object.entries(tree).map(([k, sub]) => ({ name: Buffer.from(k, 'utf8'), sub }))));
  return c;
};

/**
 * An inclusion projection straight on stored BSON bytes: kept elements are copied as they are (no
 * decode, no re-encode, numeric types untouched), into one buffer. Null when a projected path runs
 * into an array, which the caller then projects on the decoded document instead.
 */
export function projectRaw(raw: Buffer, tree: InclusionTree): Buffer | null {
  const fields = compile(tree);
  // what to copy: [start, end) ranges of `raw`, or a projected sub-document after its own head
  const parts: (number | Buffer)[] = [];
  let size = 5;
  let at = 4;
  const end = raw.readInt32LE(0) - 1;
  while (at < end) {
    const type = raw[at];
    const nameEnd = raw.indexOf(0, at + 1);
    const start = nameEnd + 1;
    const next = start + valueSize(raw, type, start);
    const n = nameEnd - at - 1;
    const f = fields.find((x) => x.name.length === n && raw.compare(x.name, 0, n, at + 1, nameEnd) === 0);
    if (f) {
      if (f.sub === true) {
        parts.push(at, next);
        size += next - at;
      } else if (type === 0x03) {
        const sub = projectRaw(raw.subarray(start, next), f.sub);
        if (!sub) return null;
        parts.push(at, start, sub);
        size += start - at + sub.length;
      } else if (type === 0x04) return null;
      // a scalar where a sub-document was asked for: nothing to keep
    }
    at = next;
  }
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let o = 4;
  for (let i = 0; i < parts.length;) {
    const p = parts[i];
    if (typeof p === 'number') {
      o += raw.copy(out, o, p, parts[i + 1] as number);
      i += 2;
    } else {
      o += p.copy(out, o);
      i += 1;
    }
  }
  out[o] = 0;
  return out;
}
