// MongoDB's value semantics on top of bson's JS classes: the cross-type sort order,
// a canonical key for equality (1, 1.0 and Long(1) are the same key) and dotted-path access.
type Any = unknown;

const bsonType = (v: Any): string | undefined =>
  v !== null && typeof v === 'object' ? ((v as { _bsontype?: string })._bsontype as string | undefined) : undefined;

/** Rank of each type in MongoDB's comparison order (MinKey < null < numbers < strings < objects < ...). */
export function typeRank(v: Any): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (v instanceof Uint8Array) return 7;
  switch (bsonType(v)) {
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    case 'Code':
      return 14;
  }
  return 5;
}

export function toNumber(v: Any): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  const t = bsonType(v);
  if (t === 'Long' || t === 'Int32' || t === 'Double')
    return Number((v as { valueOf(): unknown }).valueOf?.() ?? String(v));
  if (t === 'Decimal128') return Number(String(v));
  return NaN;
}

function binaryBytes(v: Any): Uint8Array {
  if (v instanceof Uint8Array) return v;
  const b = v as { buffer: Uint8Array; position: number };
  return b.buffer.subarray(0, b.position);
}

export function compareValues(a: Any, b: Any): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 3: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1; // NaN sorts below every number in MongoDB
      if (Number.isNaN(y)) return 1;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 4: {
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 5: {
      const ka = Object.keys(a as object);
      const kb = Object.keys(b as object);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const c = compareValues((a as Record<string, Any>)[ka[i]], (b as Record<string, Any>)[kb[i]]);
        if (c) return c;
        if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
      }
      return ka.length - kb.length;
    }
    case 6: {
      const xa = a as Any[];
      const xb = b as Any[];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareValues(xa[i], xb[i]);
        if (c) return c;
      }
      return xa.length - xb.length;
    }
    case 7: {
      const x = binaryBytes(a);
      const y = binaryBytes(b);
      if (x.length !== y.length) return x.length < y.length ? -1 : 1;
      return Buffer.compare(x, y);
    }
    case 8:
      return Buffer.compare((a as { id: Uint8Array }).id, (b as { id: Uint8Array }).id);
    case 9:
      return a === b ? 0 : a ? 1 : -1;
    case 10:
      return Math.sign((a as Date).getTime() - (b as Date).getTime());
    case 11: {
      const x = a as { t: number; i: number };
      const y = b as { t: number; i: number };
      return x.t !== y.t ? Math.sign(x.t - y.t) : Math.sign(x.i - y.i);
    }
  }
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Canonical string for equality lookups in indexes and the _id map. */
export function keyOf(v: Any): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return 'n' + (Object.is(v, -0) ? 0 : v);
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'b1' : 'b0';
  }
  if (v instanceof Date) return 'd' + v.getTime();
  if (Array.isArray(v)) return '[' + v.map(keyOf).join('\u0001') + ']';
  switch (bsonType(v)) {
    case 'ObjectId':
      return 'o' + (v as { toHexString(): string }).toHexString();
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128': {
      const n = toNumber(v);
      return Number.isSafeInteger(n) || !Number.isInteger(n) ? 'n' + n : 'n' + String(v);
    }
    case 'Binary':
      return 'x' + (v as { sub_type: number }).sub_type + Buffer.from(binaryBytes(v)).toString('base64');
    case 'MinKey':
      return 'min';
    case 'MaxKey':
      return 'max';
  }
  if (v instanceof Uint8Array) return 'x0' + Buffer.from(v).toString('base64');
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  if (bsonType(v)) return 'v' + bsonType(v) + String(v);
  return (
    '{' +
    Object.entries(v as object)
      .map(([k, x]) => k + '\u0002' + keyOf(x))
      .join('\u0001') +
    '}'
  );
}

/**
 * Values reached by a dotted path, descending into arrays as MongoDB does for index keys
 * (a.b over [{b:1},{b:2}] gives 1 and 2). An empty result means the path is missing.
 */
export function pathValues(doc: Any, path: string): Any[] {
  const parts = path.split('.');
  const out: Any[] = [];
  const walk = (v: Any, i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(v)) {
        if (v.length === 0) out.push(undefined);
        else out.push(...v);
      } else out.push(v);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      const idx = /^\d+$/.test(parts[i]) ? Number(parts[i]) : -1;
      if (idx >= 0 && idx < v.length) walk(v[idx], i + 1);
      else for (const e of v) if (e !== null && typeof e === 'object' && !Array.isArray(e)) walk(e, i);
      return;
    }
    const next = (v as Record<string, Any>)[parts[i]];
    if (next !== undefined) walk(next, i + 1);
  };
  walk(doc, 0);
  return out;
}
