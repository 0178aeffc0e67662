// mongod's shell-like rendering of key values inside E11000 messages: { email: "a@b.c" }.
import type { Document } from 'bson';

function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null || v === undefined) return 'null';
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'ObjectId') return `ObjectId('${String(v)}')`;
  if (t) return String(v);
  if (Array.isArray(v)) return `[ ${v.map(show).join(', ')} ]`;
  if (typeof v === 'object') return formatKeyValue(v as Document);
  return String(v);
}

export function formatKeyValue(doc: Document): string {
  const parts = Object.entries(doc).map(([k, v]) => `${k}: ${show(v)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}
