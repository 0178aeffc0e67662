import { clipText } from '@lessonloom/contracts';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
}

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function fit(value: unknown, node: JsonSchema | undefined, root: JsonSchema): unknown {
  if (!node) return value;
  if (node.$ref) {
    const target = node.$ref === '#' ? root : root.$defs?.[node.$ref.replace('#/$defs/', '')];
    return fit(value, target, root);
  }
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    const t = typeOf(value);
    const branch = branches.find(
      (b) =>
        b.$ref ||
        b.anyOf ||
        (Array.isArray(b.type) ? b.type.includes(t) : b.type === t) ||
        (t === 'number' && b.type === 'integer'),
    );
    return fit(value, branch, root);
  }
  if (node.allOf) return node.allOf.reduce((v, b) => fit(v, b, root), value);
  if (typeof value === 'string') return node.maxLength !== undefined ? clipText(value, node.maxLength) : value;
  if (Array.isArray(value)) return value.map((v, i) => fit(v, node.prefixItems?.[i] ?? node.items, root));
  if (value && typeof value === 'object' && node.properties) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [k, sub] of Object.entries(node.properties)) if (k in out) out[k] = fit(out[k], sub, root);
    // A question's answer names one of its options: it must stay the same text when the option is shortened.
    const before = value as { options?: unknown; answer?: unknown };
    if (Array.isArray(before.options) && typeof before.answer === 'string') {
      const i = before.options.indexOf(before.answer);
      if (i >= 0) out.answer = (out.options as unknown[])[i];
    }
    return out;
  }
  return value;
}

/**
 * Shortens, by words, every string in `value` that is longer than the schema allows. Drafts built from a
 * teacher's text carry that text into titles, labels and captions; no length limit of a schema may be
 * reachable from what a user typed, so drafts are fitted before they are validated.
 */
export function fitToSchema<T>(value: T, schema: z.ZodType): T {
  const root = jsonSchemaOf(schema);
  return fit(value, root, root) as T;
}
