// No markup from content inside a drawing: every diagram type, built offline from hostile topics and file
// text, drawn by the real Mermaid bundle in Chromium with the configuration both renderers use
// (MERMAID_SAFE_CONFIG), holds SVG shapes and text only — no <img>, <script>, <foreignObject> or HTML.
import { readFileSync } from 'node:fs';
import { DIAGRAM_TYPES, MERMAID_SAFE_CONFIG } from '@lessonloom/contracts';
import { diagramSources, noMarkup } from '@lessonloom/document';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createContentEngine } from '../../content';
import { createOfflineProvider } from '../../content';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { HOSTILE_TEXTS } from '../../testing/testing.hostile-text';
import { CHROMIUM_ARGS, findChromium, mermaidBundlePath, npmChromiumPath } from '../rendering.chromium-path';

jest.setTimeout(120000);

const SVG_ONLY = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'marker',
  'defs',
  'style',
  'title',
  'desc',
  'filter',
  'fedropshadow',
  'symbol',
  'use',
  'lineargradient',
  'stop',
]);
/**
 * Mermaid's venn-beta writes each item in its region as a span in a foreignObject, its words set as text
 * (d3's .text(), i.e. textContent): a wrapping box, never markup from the content. Only that pair is
 * allowed, and only for the Venn; what it shows is checked like every label below.
 */
const VENN_TEXT_BOXES = new Set(['foreignobject', 'span']);
const HOSTILE = [
  HOSTILE_TEXTS.markup,
  '<b>Bold</b> <a href="javascript:alert(1)">link</a> <iframe src=x></iframe> <svg onload=alert(1)> "a" #lt;img#gt;',
  `The water cycle: <img src=x onerror=alert(1)>, "evaporation", <script>alert(2)</script> and condensation`,
];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  const found = findChromium();
  if ('reason' in found) throw new Error(found.reason);
  browser = await chromium.launch({
    executablePath: 'npm' in found ? await npmChromiumPath() : found.path,
    args: CHROMIUM_ARGS,
  });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.evaluate(WATCH_PARSERS);
  await page.addScriptTag({ content: readFileSync(mermaidBundlePath()!, 'utf8') });
  await page.evaluate(
    (config) => (globalThis as unknown as { mermaid: { initialize(c: object): void } }).mermaid.initialize(config),
    MERMAID_SAFE_CONFIG,
  );
});
afterAll(() => browser?.close());

/**
 * Runs in the page before Mermaid loads: every string any HTML parser is handed (innerHTML, outerHTML,
 * insertAdjacentHTML, DOMParser, createContextualFragment, document.write) is kept when it holds a tag from
 * the hostile labels, and every element added to the document is noted — so an element that exists only
 * for a moment (in a sanitiser's scratch document, or measured and removed) is seen too.
 */
const WATCH_PARSERS = `(() => {
  const hostile = /<(img|script|iframe|b|a|svg\\s+onload)\\b/i;
  const seen = (window.__parsed = []);
  const keep = (s) => { if (typeof s === 'string' && hostile.test(s)) seen.push(s.slice(0, 200)); };
  for (const proto of [Element.prototype, ShadowRoot.prototype]) {
    for (const prop of ['innerHTML', 'outerHTML']) {
      const d = Object.getOwnPropertyDescriptor(proto, prop);
      if (!d || !d.set) continue;
      Object.defineProperty(proto, prop, { ...d, set(v) { keep(v); return d.set.call(this, v); } });
    }
  }
  const wrap = (obj, name, at) => { const f = obj[name]; obj[name] = function (...a) { keep(a[at]); return f.apply(this, a); }; };
  wrap(Element.prototype, 'insertAdjacentHTML', 1);
  wrap(DOMParser.prototype, 'parseFromString', 0);
  wrap(Range.prototype, 'createContextualFragment', 0);
  wrap(Document.prototype, 'write', 0);
  window.__elements = [];
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes)
    if (n.nodeType === 1) for (const e of [n, ...n.querySelectorAll('*')]) window.__elements.push(e.tagName.toLowerCase()); })
    .observe(document, { childList: true, subtree: true });
})()`;

/** What the parsers were handed and which elements appeared since the last call. */
async function parsedSinceLast(): Promise<{ parsed: string[]; elements: string[] }> {
  return page.evaluate(() => {
    const w = globalThis as unknown as { __parsed: string[]; __elements: string[] };
    const out = { parsed: [...w.__parsed], elements: [...new Set(w.__elements)] };
    w.__parsed.length = 0;
    w.__elements.length = 0;
    return out;
  });
}

const engine = createContentEngine(createOfflineProvider());
let n = 0;

async function drawn(source: string) {
  return page.evaluate(
    async ([id, text]) => {
      type El = {
        innerHTML: string;
        textContent: string | null;
        querySelectorAll(s: string): ArrayLike<{ tagName: string }>;
      };
      const g = globalThis as unknown as {
        mermaid: { render(id: string, t: string): Promise<{ svg: string }> };
        document: { getElementById(id: string): El };
      };
      const out = g.document.getElementById('out');
      out.innerHTML = (await g.mermaid.render(id, text)).svg;
      return {
        tags: Array.from(out.querySelectorAll('svg *')).map((e) => e.tagName.toLowerCase()),
        text: out.textContent ?? '',
      };
    },
    [`d${++n}`, source] as const,
  );
}

describe.each(DIAGRAM_TYPES.map((t) => [t]))('%s', (type) => {
  it('drawn from hostile topics and file text holds only SVG shapes and text', async () => {
    for (const text of HOSTILE) {
      for (const input of [
        generationInput({ kind: 'diagram', worksheet_style: type }, undefined, text),
        generationInput({ kind: 'diagram', worksheet_style: type }, `${text}\n${text}. ${text}.`, 'notes.txt'),
      ]) {
        const [source] = diagramSources(await engine.generate(input));
        const { tags, text: shown } = await drawn(source);
        expect(tags.filter((t) => !SVG_ONLY.has(t) && !(type === 'venn' && VENN_TEXT_BOXES.has(t)))).toEqual([]);
        expect(shown).not.toMatch(/#quot;|&quot;|&amp;|#lt;/);
      }
    }
  });
});

it('the same configuration lets raw HTML labels through when htmlLabels is on (why it is off)', async () => {
  const unsafe = await page.evaluate(async (config) => {
    const g = globalThis as unknown as {
      mermaid: { initialize(c: object): void; render(id: string, t: string): Promise<{ svg: string }> };
    };
    g.mermaid.initialize({ ...config, htmlLabels: true, flowchart: { htmlLabels: true } });
    const { svg } = await g.mermaid.render('unsafe1', 'flowchart TD\n  a["<img src=x> <b>b</b>"] --> b');
    g.mermaid.initialize(config);
    return svg;
  }, MERMAID_SAFE_CONFIG);
  expect(unsafe).toMatch(/<img|<b>/);
});

describe('no label ever becomes an element, not even for a moment', () => {
  const LIVE = ['img', 'script', 'iframe', 'b', 'a'];

  it.each(DIAGRAM_TYPES.map((t) => [t]))('%s: no HTML parser is handed a tag from the words', async (type) => {
    for (const text of HOSTILE) {
      const [source] = diagramSources(
        await engine.generate(generationInput({ kind: 'diagram', worksheet_style: type }, undefined, text)),
      );
      await parsedSinceLast();
      await drawn(source);
      const { parsed, elements } = await parsedSinceLast();
      expect(parsed).toEqual([]);
      expect(elements.filter((e) => LIVE.includes(e))).toEqual([]);
    }
  });

  it('the source handed to Mermaid already holds the words as plain text: no "<" that opens a tag', async () => {
    for (const type of DIAGRAM_TYPES)
      for (const text of HOSTILE) {
        const [source] = diagramSources(
          await engine.generate(generationInput({ kind: 'diagram', worksheet_style: type }, undefined, text)),
        );
        expect({ type, tags: source.match(/<[A-Za-z/!?][^>]*>?/g) ?? [] }).toEqual({ type, tags: [] });
      }
  });

  it('a stored source with raw markup in a label is made plain at the render boundary, the words unchanged', async () => {
    const raw = 'flowchart TD\n  a["<img src=x onerror=alert(1)> <b>bold</b>"] --> b["&lt;script&gt;"]';
    expect(noMarkup(raw)).not.toMatch(/<[A-Za-z/!?]|&[#\w]+;/);
    await parsedSinceLast();
    const { text } = await drawn(noMarkup(raw));
    expect(await parsedSinceLast()).toEqual({ parsed: [], elements: expect.not.arrayContaining(LIVE) });
    // each word is its own tspan: compare without spaces
    expect(text.replace(/[\u200B\s]/g, '')).toContain('<imgsrc=xonerror=alert(1)><b>bold</b>&lt;script&gt;');
  });
});
