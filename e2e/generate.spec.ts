// The teacher's main journey (spec §2 /generate and /dashboard): upload a file of each type, generate
// from it, read the preview (a drawn diagram for kind diagram), then find it in Recent Activity.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { GenerateResponse } from '@lessonloom/contracts';
import { SAMPLE, makeDocx, makePdf, makePptx } from '../bff/src/extraction/__tests__/fixtures/make-files';
import { generateViaApi, signedInAs, toast } from './fixtures';

const LESSON = [
  'The water cycle moves water between the oceans, the air and the land.',
  'Evaporation turns liquid water into water vapour when the sun heats lakes and seas.',
  'Condensation forms clouds as the vapour cools high in the atmosphere.',
  'Precipitation returns water to the ground as rain, snow, sleet or hail.',
  'Collection gathers the water in rivers, lakes, oceans and underground aquifers.',
  `Vocabulary in other languages: ${SAMPLE}`,
];

interface Journey {
  type: string;
  filename: string;
  mimeType: string;
  make: () => Promise<Buffer>;
  kind: 'quiz' | 'diagram' | 'exit_ticket' | 'worksheet';
  settings?: (page: Page) => Promise<void>;
}

const JOURNEYS: Journey[] = [
  {
    type: 'pdf',
    filename: 'Water cycle — Wasserkreislauf.pdf',
    mimeType: 'application/pdf',
    make: () => makePdf([LESSON.join('\n')]),
    kind: 'diagram',
    settings: (page) =>
      page
        .getByLabel('Diagram Type')
        .selectOption('cycle')
        .then(() => undefined),
  },
  {
    type: 'docx',
    filename: 'Cycle de l’eau.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: () => makeDocx(LESSON),
    kind: 'quiz',
    settings: (page) => page.getByLabel('Number of Questions').fill('4'),
  },
  {
    type: 'pptx',
    filename: 'Круговорот воды.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    make: () => makePptx(LESSON.map((body, i) => ({ title: `Slide ${i + 1}`, body }))),
    kind: 'diagram',
    settings: (page) =>
      page
        .getByLabel('Diagram Type')
        .selectOption('flowchart')
        .then(() => undefined),
  },
  {
    type: 'txt',
    filename: 'water-cycle.txt',
    mimeType: 'text/plain',
    make: async () => Buffer.from(LESSON.join('\n\n'), 'utf8'),
    kind: 'exit_ticket',
  },
];

/** The page asks for the streamed variant; its last `result` event is the spec's JSON answer. */
/**
 * The generation the page just made, read back from the API: the page's own request streams (server-sent
 * events), and Chromium does not always keep a streamed body for the test to read.
 */
async function latestGeneration(request: APIRequestContext, token: string): Promise<GenerateResponse> {
  const headers = { Authorization: `Bearer ${token}` };
  const [latest] = (await (await request.get('/api/generations', { headers })).json()) as Array<{ id: string }>;
  const res = await request.get(`/api/generations/${latest.id}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as GenerateResponse;
}

/** The longest stretch of a prompt between its blanks: the preview draws blanks as lines, not underscores. */
const longestPiece = (prompt: string) =>
  prompt
    .split(/_{2,}/)
    .map((s) => s.trim())
    .sort((a, b) => b.length - a.length)[0];

for (const j of JOURNEYS) {
  test(`${j.type}: upload, generate ${j.kind}, preview it, see it on the dashboard`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = await signedInAs(page, request, 'active');
    await page.goto('/generate');
    await page.getByRole('tab', { name: 'Upload File' }).click();

    await page
      .getByLabel('Choose a file to upload')
      .setInputFiles({ name: j.filename, mimeType: j.mimeType, buffer: await j.make() });
    await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(new RegExp(`Extracted \\d+ characters from ${escape(j.filename)}`))).toBeVisible();
    await expect(page.getByLabel('Uploaded file').getByText(j.filename)).toBeVisible();

    await page.getByLabel('Content Type').selectOption(j.kind);
    await j.settings?.(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/generate') && r.request().method() === 'POST', {
      timeout: 90_000,
    });
    await page.getByRole('button', { name: 'Generate Content' }).click();
    expect((await answered).status()).toBe(200);
    // The stream answers at once; the result (a first diagram starts the drawing browser) can take longer.
    await expect(toast(page, 'Content generated successfully')).toBeVisible({ timeout: 90_000 });
    const body = await latestGeneration(request, account.token);
    expect(body.content.kind).toBe(j.kind);
    expect(body.content.source).toEqual({ type: 'file', name: j.filename });

    const card = page.getByRole('region', { name: 'Preview of the generated content' });
    await expect(card.getByText(body.content.title).first()).toBeVisible();
    if (j.kind === 'diagram') {
      // Mermaid marks the SVG it draws with its diagram type; icons do not carry it.
      await expect(card.locator('svg[aria-roledescription]').first()).toBeVisible({ timeout: 30_000 });
      await expect(card.getByText(/Error rendering diagram/)).toHaveCount(0);
    } else {
      const first = body.content.sections.flatMap((s) => s.blocks).find((b) => b.type === 'question');
      expect(first).toBeTruthy();
      if (first?.type === 'question')
        await expect(card.getByText(longestPiece(first.prompt), { exact: false }).first()).toBeVisible();
    }
    await expect(
      page.getByRole('group', { name: 'Downloads' }).getByRole('button', { name: 'Download DOCX' }),
    ).toBeVisible();

    await page.goto('/dashboard');
    const line = page.getByText(`Generated ${j.kind.replace(/_/g, ' ')} from "${j.filename}"`);
    await expect(line).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Download ${j.kind.replace(/_/g, ' ')} from ${j.filename}` }),
    ).toBeVisible();
  });
}

test('the dashboard downloads the DOCX of a generation with the bearer token', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await signedInAs(page, request, 'active');
  await generateViaApi(request, account.token, { kind: 'quiz', num_questions: '3', topic: 'Fractions' });
  await page.goto('/dashboard');
  await expect(page.getByText('Generated quiz from "Fractions"')).toBeVisible();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download quiz from Fractions' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe('quiz.docx');
  await expect(toast(page, 'Download started')).toBeVisible();
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
