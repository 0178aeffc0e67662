// The Generate page with a model: the BFF runs with OPENAI_BASE_URL pointing at a local
// OpenAI-compatible server that streams, so the real SDK, the event stream and the page meet in
// Chromium. The fake model holds its reply after the second question until the test has seen the
// first one on screen, so "the first question before completion" is shown, not assumed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../bff/src/gateways/openai/__tests__/fake-openai-server';
import { generationInput, modelDraftFor } from '../bff/src/gateways/openai/__tests__/fake-model';
import { PASSWORD, uniqueEmail } from './fixtures';

const TOPIC = 'Adding fractions';
let fake: FakeOpenAi;
let bff: ChildProcess;
let base: string;
let dataDir: string;
let release: () => void = () => undefined;
let reply: () => unknown;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeOpenAi(() => reply() as never);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lessonloom-e2e-model-'));
  bff = spawn(process.execPath, ['bff/dist/index.js'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      // the port is picked at start-up: links point here and the journey follows their path on `base`
      PUBLIC_URL: 'http://127.0.0.1:1',
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_PORT: '0',
      LOG_LEVEL: 'info',
      OPENAI_API_KEY: 'sk-e2e',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'fake-model',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    bff.stdout!.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      // Warnings and errors of the server show in the test output, so a failure explains itself.
      for (const line of c.toString('utf8').split('\n'))
        if (/"level":"(warn|error)"/.test(line)) process.stderr.write(`${line}\n`);
      const ready = /"msg":"Lessonloom is ready"[^\n]*"url":"http:\/\/localhost:(\d+)"/.exec(out);
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
    });
    bff.once('exit', (code) => reject(new Error(`the BFF exited (${code}) before it was ready:\n${out}`)));
  });
});

test.afterAll(async () => {
  release();
  bff?.kill('SIGTERM');
  await new Promise((r) => (bff?.exitCode !== null ? r(null) : bff.once('exit', r)));
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the Generate page shows the stages and the first question while the model is still writing, then the checked result', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: base });
  const email = uniqueEmail('stream');
  const signup = await api.post('/api/auth/signup', { multipart: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token, checkout_url: checkoutUrl } = (await signup.json()) as { token: string; checkout_url: string };
  // Test-mode billing (no Stripe key): the signup's checkout starts the trial, and trialing teachers may generate.
  await page.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  const checkout = new URL(checkoutUrl);
  await page.goto(new URL(checkout.pathname + checkout.search, base).href);
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await page.waitForURL(/\/dashboard$/);

  const input = generationInput({ kind: 'quiz', num_questions: '4' }, undefined, TOPIC);
  const draft = modelDraftFor(input) as { questions: Array<{ prompt: string }> };
  const text = JSON.stringify(draft);
  const gate = new Promise<void>((r) => (release = r));
  // Everything up to the start of the third question, then wait for the test.
  const third = text.indexOf(
    '{"question_type"',
    text.indexOf('{"question_type"', text.indexOf('{"question_type"') + 1) + 1,
  );
  reply = () => ({ content: text, tokensPerSecond: 400, pause: { at: third + 5, until: gate } });

  await page.goto(`${base}/generate`);
  await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);
  await page.getByLabel('Number of Questions').fill('4');
  await page.getByRole('button', { name: 'Generate Content' }).click();

  const live = page.getByTestId('live-questions');
  await expect(live.getByText(draft.questions[0].prompt)).toBeVisible();
  await expect(live.getByText(draft.questions[1].prompt)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Generation steps' }).locator('[aria-current="step"]')).toHaveText(
    'Writing question 3 of 4',
  );
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(fake.stats.streamsFinished).toBe(0);
  await expect(page.getByRole('region', { name: 'Preview of the generated content' })).toHaveCount(0);

  release();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText(/Content generated successfully|Generation failed/)).toBeVisible({ timeout: 60_000 });
  expect(await toasts.innerText()).toContain('Content generated successfully');
  await expect(live).toHaveCount(0);
  // Each check that ran and passed carries its own ✓.
  await expect(page.getByTestId('quality-line')).toContainText('✓ 4/4 keys checked · ✓ 4 math answers confirmed');
  await expect(
    page.getByRole('region', { name: 'Preview of the generated content' }).getByText(draft.questions[0].prompt).first(),
  ).toBeVisible();
  expect(fake.requests[0].stream).toBe(true);
  await api.dispose();
});
