// Test helper (not a test): parses Mermaid sources with the real mermaid parser under jsdom.
// stdin: JSON array of sources; stdout: JSON array of { ok, type } or { ok: false, error }.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>');
globalThis.window = dom.window;
globalThis.document = dom.window.document;
const { default: mermaid } = await import('mermaid');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const src of JSON.parse(input)) {
  try {
    const r = await mermaid.parse(src);
    out.push({ ok: true, type: r.diagramType });
  } catch (e) {
    out.push({ ok: false, error: String(e?.message ?? e).slice(0, 300) });
  }
}
process.stdout.write(JSON.stringify(out));
