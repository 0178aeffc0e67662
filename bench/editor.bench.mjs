// The editor on a 50-question test, against the production build served by the BFF (`node bff/dist/index.js`,
// what `npm start` runs), in the project's Chromium:
// - save -> new files ready: PUT /api/generations/{id}/document with one stem changed, timed from the request
//   to its answer, which comes only once the DOCX, PDF and both keys are rendered and stored in GridFS;
// - keystroke-to-paint: a teacher typing into a stem of the open editor. Each key's time runs from the
//   keydown event's timestamp to the first task after the next frame (a requestAnimationFrame callback that
//   queues a task: it runs once that frame is painted), read in the page with the Performance API; the
//   browser's own Event Timing entries (PerformanceEventTiming, durationThreshold 16 ms) count the slow ones.
//   Typed in bursts with pauses, so autosaves (and the editor taking the saved copy) happen between bursts.
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { activate, signup, startBff } from './lib/bff-process.mjs';
import { pct } from './lib/percentile.mjs';

const require = createRequire(import.meta.url);
// editor's port range (TEAM.md): 3340-3349
const PORTS = {
  bff: Number(process.env.BENCH_EDITOR_PORT ?? 3342),
  mongo: Number(process.env.BENCH_EDITOR_MONGO_PORT ?? 3343),
};
const SAVE_WARMUP = 5;
const SAVE_RUNS = 40;
const SAVE_GOAL_MS = 300;
const KEY_GOAL_MS = 16;
const BURSTS = 6;
const BURST = 'and the teacher types a few more words ';

function chromiumPath() {
  const { findChromium, npmChromiumPath } = require('../bff/dist/rendering/rendering.chromium-path.js');
  const found = findChromium();
  if ('path' in found) return found.path;
  if ('npm' in found) return npmChromiumPath();
  throw new Error(found.reason);
}

async function fiftyQuestionTest(base, auth) {
  const res = await fetch(`${base}/api/generate`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ kind: 'test', topic: 'Adding and subtracting fractions', num_questions: '50' }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`generate answered ${res.status}: ${JSON.stringify(body)}`);
  const questions = body.content.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
  if (questions.length !== 50) throw new Error(`expected 50 questions, got ${questions.length}`);
  return body;
}

async function measureSaves(base, auth, made) {
  let doc = made.content;
  let revision = 1;
  const times = [];
  const phases = {};
  for (let i = 0; i < SAVE_WARMUP + SAVE_RUNS; i++) {
    const document = structuredClone(doc);
    const questions = document.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
    questions[i % 50].prompt = `${questions[i % 50].prompt.replace(/ \(edit \d+\)$/, '')} (edit ${i})`;
    const started = performance.now();
    const res = await fetch(`${base}/api/generations/${made.id}/document`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ revision, document }),
    });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`PUT answered ${res.status}: ${JSON.stringify(body)}`);
    if (i >= SAVE_WARMUP) {
      times.push(ms);
      for (const part of (res.headers.get('server-timing') ?? '').split(', ').filter(Boolean)) {
        const [name, dur] = part.split(';dur=');
        (phases[name] ??= []).push(Number(dur));
      }
    }
    doc = body.content;
    revision = body.revision;
  }
  return { times, phases };
}

/** Installed in the page before the editor opens: every keydown's time to the next painted frame. */
function installProbe() {
  globalThis.__keys = [];
  globalThis.__slow = [];
  globalThis.__script = [];
  // The page's own work for a keystroke: React handles the input event (render and commit) between a listener
  // on the document's capture phase and one on the window's bubble phase.
  let inputAt = 0;
  globalThis.document.addEventListener('input', () => (inputAt = performance.now()), true);
  globalThis.addEventListener('input', () => globalThis.__script.push(performance.now() - inputAt));
  globalThis.document.addEventListener(
    'keydown',
    (e) => {
      const t0 = e.timeStamp;
      globalThis.requestAnimationFrame(() => setTimeout(() => globalThis.__keys.push(performance.now() - t0), 0));
    },
    true,
  );
  new globalThis.PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input')
        globalThis.__slow.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function measureTyping(base, token, id) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript((t) => globalThis.localStorage.setItem('auth_token', t), token);
    await page.addInitScript(installProbe);
    await page.goto(`${base}/generate?edit=${id}`);
    await page.getByRole('toolbar', { name: 'Editor' }).waitFor({ timeout: 60_000 });
    const stem = page.getByRole('textbox', { name: 'Question 25 stem' });
    await stem.click();
    await page.keyboard.press('Control+End');
    await page.evaluate(() => {
      globalThis.__keys.length = 0;
      globalThis.__script.length = 0;
    });
    for (let b = 0; b < BURSTS; b++) {
      await page.keyboard.type(BURST, { delay: 60 });
      // a pause: the autosave goes out and its answer comes back while the teacher thinks
      await page.getByText(/^Saved \(revision \d+\)$/).waitFor({ timeout: 30_000 });
    }
    await page.waitForTimeout(200);
    const keys = await page.evaluate(() => globalThis.__keys.slice());
    const slow = await page.evaluate(() => globalThis.__slow.slice());
    const script = await page.evaluate(() => globalThis.__script.slice());
    const typed = await stem.inputValue();
    if (!typed.endsWith(BURST.repeat(BURSTS).trimEnd()) && !typed.includes(BURST.trim()))
      throw new Error(`the stem does not hold what was typed: ${typed.slice(-80)}`);
    return { keys, slow, script };
  } finally {
    await browser.close();
  }
}

export default async function run() {
  const bff = await startBff({ port: PORTS.bff, mongoPort: PORTS.mongo });
  try {
    const email = `editor.bench.${Date.now()}@school.test`;
    const auth = await signup(bff.base, email);
    await activate(bff.mongoUri, email);
    const made = await fiftyQuestionTest(bff.base, auth);
    const { times: saves, phases } = await measureSaves(bff.base, auth, made);
    const { keys, slow, script } = await measureTyping(bff.base, auth.replace(/^Bearer /, ''), made.id);
    const savesP50 = pct(saves, 50);
    const keysP95 = pct(keys, 95);
    return {
      name: 'editor',
      rows: [
        {
          metric: 'save -> new files ready, 50-question test, p50',
          value: savesP50,
          unit: 'ms',
          goal: `<= ${SAVE_GOAL_MS}`,
          pass: savesP50 <= SAVE_GOAL_MS,
        },
        { metric: 'save -> new files ready, 50-question test, p95', value: pct(saves, 95), unit: 'ms' },
        { metric: 'keystroke -> paint, 50-question test, p50', value: pct(keys, 50), unit: 'ms' },
        {
          metric: 'keystroke -> paint, 50-question test, p95',
          value: keysP95,
          unit: 'ms',
          goal: `<= ${KEY_GOAL_MS}`,
          pass: keysP95 <= KEY_GOAL_MS,
        },
        { metric: 'keystroke -> paint, 50-question test, max', value: Math.max(...keys), unit: 'ms' },
        { metric: 'page script per keystroke (input event: render + commit), p50', value: pct(script, 50), unit: 'ms' },
        { metric: 'page script per keystroke (input event: render + commit), p95', value: pct(script, 95), unit: 'ms' },
        {
          metric: 'key events the browser timed over 16 ms (keydown, keypress, input)',
          value: slow.length,
          unit: `of ${keys.length * 3}`,
        },
      ],
      notes: [
        `${SAVE_RUNS} saves after ${SAVE_WARMUP} warm-up; ${keys.length} keystrokes in ${BURSTS} bursts with an autosave after each`,
        `where a save's time went (Server-Timing, p50): ${Object.entries(phases)
          .map(([name, ms]) => `${name} ${pct(ms, 50).toFixed(1)} ms`)
          .join(', ')}`,
        `load average while measuring: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} (2 cores shared)`,
      ],
      saves,
      keys,
      script,
      slow,
    };
  } finally {
    await bff.stop();
  }
}
