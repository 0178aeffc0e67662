// No markup from content inside a drawing: every diagram type, built offline from hostile topics and file
// text, drawn by the real Mermaid bundle in Chromium with the configuration both renderers use
// (MERMAID_SAFE_CONFIG), holds SVG shapes and text only — no <img>, <script>, <foreignObject> or HTML.
import { readFileSync } from 'node:fs';
import { DIAGRAM_TYPES, MERMAID_SAFE_CONFIG } from '@lessonloom/contracts';
import { diagramSources } from '@lessonloom/document';
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
  await page.addScriptTag({ content: readFileSync(mermaidBundlePath()!, 'utf8') });
  await page.evaluate(
    (config) => (globalThis as unknown as { mermaid: { initialize(c: object): void } }).mermaid.initialize(config),
    MERMAID_SAFE_CONFIG,
  );
});
afterAll(() => browser?.close());

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
