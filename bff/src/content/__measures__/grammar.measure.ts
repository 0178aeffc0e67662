// Grammar faults in generated items, found by a real checker: harper.js (Automattic's grammar checker,
// Rust compiled to WebAssembly, runs offline; docs/content-engine.md says why). It is an ES module with
// a WASM binary, so it runs in its own worker thread, where Node loads it natively (jest's CommonJS
// runtime cannot import it) and the WASM work stays off the caller's thread.
// Counted: agreement, word choice, wrong article, repeated word, malformed phrases and the like.
// Not counted: spelling and typo splits (technical terms: "magnetograms"), capitals (matching
// descriptions start in lower case), punctuation and style. A fault the source text already has is the book's, not ours.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface Lint {
  kind: string;
  message: string;
  problem: string;
}

const GRAMMAR_KINDS = new Set([
  'Agreement',
  'BoundaryError',
  'Eggcorn',
  'Grammar',
  'Malapropism',
  'Miscellaneous',
  'Repetition',
  'Usage',
  'WordChoice',
]);

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { LocalLinter } = await import(workerData.index);
  const { binary } = await import(workerData.binary);
  const linter = new LocalLinter({ binary });
  await linter.setup();
  parentPort.on('message', async (texts) => {
    const out = [];
    for (const t of texts)
      out.push((await linter.lint(t)).map((l) => ({ kind: l.lint_kind(), message: l.message(), problem: l.get_problem_text() })));
    parentPort.postMessage({ lints: out });
  });
  parentPort.postMessage({ ready: true });
})().catch((e) => parentPort.postMessage({ error: String(e && e.stack || e) }));
`;

/** harper.js's dist folder: its package exports only ES entry points, so require.resolve cannot find it. */
function harperDist(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const dist = join(dir, 'node_modules', 'harper.js', 'dist');
    if (existsSync(join(dist, 'index.js'))) return dist;
  }
  throw new Error('harper.js is not installed (npm install)');
}

/** A grammar checker on its own thread; `close()` ends it. */
export class GrammarChecker {
  private worker: Worker;
  private ready: Promise<void>;
  private queue: Array<(lints: Lint[][]) => void> = [];

  constructor() {
    const dist = harperDist();
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        index: pathToFileURL(join(dist, 'index.js')).href,
        binary: pathToFileURL(join(dist, 'binary.js')).href,
      },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (m: { ready?: boolean; error?: string; lints?: Lint[][] }) => {
        if (m.error) reject(new Error(m.error));
        else if (m.ready) resolve();
        else if (m.lints) this.queue.shift()?.(m.lints);
      });
      this.worker.on('error', reject);
    });
  }

  /** Every lint harper finds in each text. */
  async lint(texts: string[]): Promise<Lint[][]> {
    await this.ready;
    return new Promise((resolve) => {
      this.queue.push(resolve);
      this.worker.postMessage(texts);
    });
  }

  /** Grammar faults in each item that the source text does not already have (same kind, same words). */
  async faults(items: string[], sourceText: string): Promise<Lint[][]> {
    const [source, ...found] = await this.lint([sourceText, ...items]);
    const inSource = new Set(source.map((l) => `${l.kind}|${l.problem.toLocaleLowerCase('en-US')}`));
    return found.map((lints) =>
      lints.filter(
        (l) => GRAMMAR_KINDS.has(l.kind) && !inSource.has(`${l.kind}|${l.problem.toLocaleLowerCase('en-US')}`),
      ),
    );
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
