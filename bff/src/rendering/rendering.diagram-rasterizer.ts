// Mermaid -> PNG in headless Chromium with ONE warm page reused for every diagram (150-300 ms each,
// against 1-3 s for a fresh browser per diagram). Renders are queued because the page is shared.
// Every failure resolves to null so the export carries a text outline instead of failing.
import { fixDrawnLabels, labelFit, noMarkup, type LabelFit } from '@lessonloom/document';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { LIMITS, MERMAID_SAFE_CONFIG } from '@lessonloom/contracts';
import {
  CHROMIUM_ARGS,
  NPM_CHROMIUM,
  findChromium,
  mermaidBundlePath,
  npmChromiumInstalled,
  npmChromiumPath,
} from './rendering.chromium-path';
import type { DiagramImage, DiagramRasterizer } from './rendering.types';

export interface RasterizerOptions {
  chromiumPath?: string;
  /** Where to look for a system Chromium (tests point it at nothing to exercise the npm fallback). */
  systemPaths?: readonly string[];
  /** Whether the npm package's Chromium may stand in (default: when installed; tests turn it off). */
  npmChromium?: boolean;
  timeoutMs?: number;
  logger?: (msg: string) => void;
}

const PAGE_HTML = `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;background:#fff}#out{width:1400px;padding:16px}#out svg{display:block;overflow:visible}
</style></head><body><div id="out"></div></body></html>`;

const MARGIN_PX = 6;

class TimeoutError extends Error {}

/** The few browser globals the page scripts touch (the BFF compiles without the DOM lib). */
interface PageGlobals {
  document: {
    getElementById(id: string): {
      innerHTML: string;
      querySelector(
        sel: string,
      ): { getBoundingClientRect(): { x: number; y: number; width: number; height: number } } | null;
    };
  };
  mermaid: { initialize(config: object): void; render(id: string, text: string): Promise<{ svg: string }> };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`diagram render took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

class ChromiumRasterizer implements DiagramRasterizer {
  available: boolean;
  reason?: string;
  private executable?: string;
  /** No system browser (or one that cannot run): the npm package's Chromium, unpacked at the first launch. */
  private fromNpm = false;
  private readonly npmAllowed: boolean;
  private readonly timeoutMs: number;
  private readonly log: (msg: string) => void;
  private browser?: Browser;
  private page?: Promise<Page>;
  private queue: Promise<unknown> = Promise.resolve();
  private counter = 0;
  /** After a failed launch, try again no sooner than this (a busy machine may recover). */
  private retryAt?: number;

  constructor(opts: RasterizerOptions) {
    this.timeoutMs = opts.timeoutMs ?? 10000;
    this.log = opts.logger ?? (() => undefined);
    this.npmAllowed = opts.npmChromium ?? npmChromiumInstalled();
    const found = findChromium(opts.chromiumPath, opts.systemPaths, this.npmAllowed);
    const bundle = mermaidBundlePath();
    if ('reason' in found) this.disable(found.reason);
    else if (!bundle) this.disable('the mermaid package is not installed');
    else if ('npm' in found) this.fromNpm = true;
    else this.executable = found.path;
    const instead = 'npm' in found && found.instead ? `${found.instead}; ` : '';
    if (!this.reason)
      this.log(
        `diagram browser: ${this.fromNpm ? `${instead}${NPM_CHROMIUM} (${instead ? 'instead' : 'no system Chromium'}; unpacked at the first diagram)` : this.executable}`,
      );
    this.available = this.reason === undefined;
  }

  render(mermaid: string): Promise<DiagramImage | null> {
    const run = this.queue.then(() => this.renderNow(mermaid));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.shutdown();
  }

  private disable(reason: string): void {
    this.available = false;
    this.reason = reason;
    this.log(`diagram rendering unavailable: ${reason}; diagrams export as text outlines`);
  }

  private async renderNow(source: string): Promise<DiagramImage | null> {
    if (!this.available && this.retryAt !== undefined && Date.now() >= this.retryAt) {
      this.available = true;
      this.reason = undefined;
      this.retryAt = undefined;
    }
    if (!this.available || !source.trim() || source.length > LIMITS.diagramTextMax) return null;
    let page: Page;
    try {
      page = await withTimeout(this.warmPage(), Math.max(this.timeoutMs, 30000));
    } catch (err) {
      await this.shutdown();
      this.disable(`Chromium failed to start (${(err as Error).message.split('\n')[0]})`);
      this.retryAt = Date.now() + 60000;
      return null;
    }
    try {
      return await withTimeout(this.draw(page, source), this.timeoutMs);
    } catch (err) {
      if (err instanceof TimeoutError || page.isClosed() || !this.browser?.isConnected()) {
        this.log(`diagram render failed, restarting the browser: ${(err as Error).message.split('\n')[0]}`);
        await this.shutdown();
      } else {
        this.log(`diagram could not be drawn: ${(err as Error).message.split('\n')[0]}`);
      }
      return null;
    }
  }

  private async draw(page: Page, source: string): Promise<DiagramImage | null> {
    const id = `d${++this.counter}`;
    const size = await page.evaluate(
      async ([renderId, text]) => {
        const g = globalThis as unknown as PageGlobals;
        const out = g.document.getElementById('out');
        out.innerHTML = '';
        const { svg } = await g.mermaid.render(renderId, text);
        out.innerHTML = svg;
        const el = out.querySelector('svg');
        if (!el) return null;
        const box = el.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      },
      // labels are plain text already; a document stored before that was so is made so here
      [id, noMarkup(source)] as const,
    );
    // The page's own fixes to the drawing, run here from the same function's source.
    await page.evaluate(`(${fixDrawnLabels.toString()})(document.querySelector('#out svg'))`);
    if (!size || size.width < 2 || size.height < 2) return null;
    // Whether every label stays in its shape, measured where it was drawn (the print test holds it to none
    // outside; a label that does not fit is logged, never cut).
    const fit = (await page.evaluate(`(${labelFit.toString()})(document.querySelector('#out svg'))`)) as LabelFit;
    if (fit.overflowing.length) this.log(`diagram label outside its shape: ${fit.overflowing.join(' | ')}`);
    // A small margin around the SVG: titles and labels sometimes reach a little past its box.
    const m = MARGIN_PX;
    const clip = {
      x: Math.max(0, size.x - m),
      y: Math.max(0, size.y - m),
      width: Math.ceil(size.width + 2 * m),
      height: Math.ceil(size.height + 2 * m),
    };
    await page.setViewportSize({
      width: Math.max(1432, Math.ceil(clip.x + clip.width)),
      height: Math.max(1000, Math.ceil(clip.y + clip.height)),
    });
    const png = await page.screenshot({ type: 'png', clip, timeout: this.timeoutMs });
    return { png, width: clip.width, height: clip.height, fit };
  }

  private warmPage(): Promise<Page> {
    if (!this.page) {
      this.page = this.launch();
      this.page.catch(() => (this.page = undefined));
    }
    return this.page;
  }

  private async launch(): Promise<Page> {
    const { chromium } = await import('playwright-core');
    if (this.fromNpm && !this.executable) {
      this.log(`no system Chromium: unpacking the one in ${NPM_CHROMIUM}`);
      this.executable = await npmChromiumPath();
    }
    let browser: Browser;
    try {
      browser = await chromium.launch({ executablePath: this.executable, args: CHROMIUM_ARGS });
    } catch (err) {
      // A system Chromium that exists but cannot start (a broken install, a snap stub): the npm one instead.
      if (this.fromNpm || !this.npmAllowed) throw err;
      this.log(
        `diagram browser: ${this.executable} failed to start (${(err as Error).message.split('\n')[0]}); using ${NPM_CHROMIUM} instead`,
      );
      this.fromNpm = true;
      this.executable = await npmChromiumPath();
      browser = await chromium.launch({ executablePath: this.executable, args: CHROMIUM_ARGS });
    }
    this.browser = browser;
    // A crashed browser or page is dropped here; the next render launches a fresh one.
    browser.on('disconnected', () => {
      if (this.browser === browser) {
        this.browser = undefined;
        this.page = undefined;
      }
    });
    const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 1432, height: 1000 } });
    const page = await context.newPage();
    page.on('crash', () => void this.shutdown());
    // Nothing the page loads comes from the network: the bundle and the markup are injected below.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(PAGE_HTML);
    await page.addScriptTag({ content: readFileSync(mermaidBundlePath() as string, 'utf8') });
    await page.evaluate((safe) => {
      (globalThis as unknown as PageGlobals).mermaid.initialize({
        ...safe, // strict, plain-text labels (packages/contracts mermaid-config.ts)
        theme: 'default',
        themeVariables: { background: '#ffffff' },
        fontFamily: 'DejaVu Sans, Arial, sans-serif',
        // Printed timelines start at the page's edge: Mermaid's 150 px left margin is empty paper.
        timeline: { leftMargin: 10, diagramMarginX: 10 },
      });
    }, MERMAID_SAFE_CONFIG);
    this.log(
      `diagram renderer ready (Chromium ${browser.version()} at ${this.executable}${this.fromNpm ? `, from ${NPM_CHROMIUM}` : ''})`,
    );
    return page;
  }

  private async shutdown(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.page = undefined;
    if (browser) await browser.close().catch(() => undefined);
  }
}

/** Lazy: nothing launches until the first diagram. `available` is false (with a reason) when no browser can be found. */
export function createDiagramRasterizer(opts: RasterizerOptions = {}): DiagramRasterizer {
  return new ChromiumRasterizer(opts);
}
