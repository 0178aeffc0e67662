// Edit before print, as a teacher does it: open a generated quiz from the dashboard, fix it in the page, and
// get files, keys and exports that carry every fix; a second tab never overwrites the first.
import { execFileSync } from 'node:child_process';
import mammoth from 'mammoth';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { GenerationDetail } from '@lessonloom/contracts';
import { TEXT } from '../bff/src/modules/question-bank/__tests__/qb-helpers';
import { axe } from './axe-check';
import { generateViaApi, signedInAs } from './fixtures';

/**
 * A quiz from the file holding a true/false and a multiple-choice question where the journey edits them.
 * Every generation draws its own selection from the file, so one without both is made again.
 */
async function quizFromFile(request: APIRequestContext, token: string): Promise<GenerationDetail> {
  const up = await request.post('/api/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'photosynthesis.txt', mimeType: 'text/plain', buffer: Buffer.from(TEXT) } },
  });
  expect(up.status()).toBe(200);
  const types: string[][] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const made = await generateViaApi(request, token, {
      kind: 'quiz',
      source_filename: 'photosynthesis.txt',
      num_questions: '6',
      difficulty: 'easy',
    });
    const body = (await made.json()) as GenerationDetail;
    const has = body.content.sections
      .flatMap((s) => s.blocks)
      .flatMap((b) => (b.type === 'question' ? [b.question_type] : []));
    // question 1's stem is edited and the last one deleted: the true/false replaced and the multiple-choice
    // key fixed must be others
    const middle = has.slice(1, -1);
    if (middle.includes('true_false') && has.slice(0, -1).includes('multiple_choice')) return body;
    types.push(has);
  }
  throw new Error(`no quiz with a true/false and a multiple-choice question in 12 draws: ${JSON.stringify(types)}`);
}

async function detail(request: APIRequestContext, token: string, id: string): Promise<GenerationDetail> {
  const res = await request.get(`/api/generations/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as GenerationDetail;
}

const words = (s: string) => s.replace(/\s+/g, ' ');

async function downloaded(page: Page, button: string): Promise<Download> {
  const saved = page.waitForEvent('download');
  await page.getByRole('group', { name: 'Downloads' }).getByRole('button', { name: button }).click();
  return saved;
}

async function pdfText(file: Download): Promise<string> {
  return words(execFileSync('pdftotext', ['-layout', (await file.path())!, '-']).toString('utf8'));
}

async function docxText(file: Download): Promise<string> {
  return words((await mammoth.extractRawText({ path: (await file.path())! })).value);
}

const saved = (page: Page) => expect(page.getByText(/^Saved \(revision \d+\)$/)).toBeVisible({ timeout: 30_000 });
const stem = (page: Page, n: number) => page.getByRole('textbox', { name: `Question ${n} stem` });

test('a teacher edits a quiz and every file, key and export carries the fixes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await signedInAs(page, request, 'active');
  const made = await quizFromFile(request, account.token);
  const questions = () => made.content.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
  const original = questions();

  // From the dashboard's Edit into the editor.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Edit quiz from photosynthesis.txt' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/generate\\?edit=${made.id}$`));
  await expect(page.getByRole('toolbar', { name: 'Editor' })).toBeVisible({ timeout: 30_000 });

  // Edit a stem.
  await stem(page, 1).fill('Which green pigment absorbs light for the plant?');
  await saved(page);

  // Replace one: the first true/false question for a new one from the same file.
  const tfNumber = original.findIndex((q, i) => i > 0 && q.type === 'question' && q.question_type === 'true_false') + 1;
  const tfBefore = await stem(page, tfNumber).inputValue();
  await page.getByRole('button', { name: `Replace Question ${tfNumber} with a new question` }).click();
  await expect(stem(page, tfNumber)).not.toHaveValue(tfBefore, { timeout: 30_000 });
  const replacement = await stem(page, tfNumber).inputValue();
  expect(replacement).toMatch(/^True or false: /);
  await saved(page);

  // Fix a key: the first multiple-choice question's correct option, one click.
  const mc = original.findIndex((q) => q.type === 'question' && q.question_type === 'multiple_choice');
  const mcNumber = mc + 1;
  const mcQ = original[mc] as Extract<(typeof original)[number], { type: 'question' }>;
  const other = mcQ.options!.findIndex((o) => o !== mcQ.answer);
  const letter = String.fromCharCode(65 + other);
  await page.getByRole('radio', { name: `Question ${mcNumber}: option ${letter} is the correct answer` }).check();
  await saved(page);

  // Delete one and reorder: the last question goes, the second is dragged by its handle above the first.
  await page.getByRole('button', { name: `Delete Question ${original.length}` }).click();
  const secondStem = await stem(page, 2).inputValue();
  await page.getByRole('button', { name: /^Drag Question 2 / }).scrollIntoViewIfNeeded();
  const handle = (await page.getByRole('button', { name: /^Drag Question 2 / }).boundingBox())!;
  const target = (await page.getByRole('article', { name: 'Question 1' }).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(handle.x + handle.width / 2, handle.y + ((target.y + 8 - handle.y) * i) / 12);
  await page.mouse.up();
  await expect(stem(page, 1)).toHaveValue(secondStem);
  await saved(page);

  // Undo with the keyboard: a title typed and taken back.
  const title = page.getByRole('textbox', { name: 'Title' });
  const before = await title.inputValue();
  await title.fill('A title I did not mean');
  await page.keyboard.press('Control+z');
  await expect(title).toHaveValue(before);
  await saved(page);

  const now = await detail(request, account.token, made.id);
  const nowQuestions = now.content.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question');
  expect(nowQuestions).toHaveLength(original.length - 1);
  expect(now.content.title).toBe(before);

  // The downloaded files and an LMS export carry the fixes.
  const pdf = await pdfText(await downloaded(page, 'Download PDF'));
  expect(pdf).toContain('Which green pigment absorbs light for the plant?');
  expect(pdf).toContain(words(replacement).slice(0, 40));
  const docx = await docxText(await downloaded(page, 'Download DOCX'));
  expect(docx).toContain('Which green pigment absorbs light for the plant?');
  // The deleted question's own words (its longest run between blanks): a stem's opening is often a template
  // another question shares ("Which term completes this sentence…").
  const deleted = (original[original.length - 1] as { prompt: string }).prompt;
  const ownWords = words(deleted)
    .split(/_{2,}/)
    .reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '');
  expect(ownWords.length).toBeGreaterThan(15);
  expect(docx).not.toContain(ownWords);
  const key = await docxText(await downloaded(page, 'Answer Key DOCX'));
  expect(key).toContain(words(mcQ.options![other]));
  const gift = await request.get(`/api/generations/${made.id}/export/gift`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const giftText = await gift.text();
  expect(giftText).toContain('Which green pigment absorbs light for the plant?');
  expect(giftText).toContain(`=${mcQ.options![other].replace(/([~=#{}:\\])/g, '\\$1')}`);

  // Restore the first edit's revision: the deleted question is back, the stem fix stays.
  await page.getByRole('button', { name: 'Revisions' }).click();
  await expect(page.getByText(/Revision 2 · question 1 edited/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore revision 2' }).click();
  await expect(page.getByText(/^Saved \(revision \d+\)$/)).toBeVisible();
  await expect(stem(page, original.length)).toBeVisible();
  const restoredPdf = await pdfText(await downloaded(page, 'Download PDF'));
  expect(restoredPdf).toContain('Which green pigment absorbs light for the plant?');
  const restored = await detail(request, account.token, made.id);
  expect(restored.content.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'question')).toHaveLength(
    original.length,
  );
});

test('a second tab saving over an older revision gets a 409, and nothing is lost', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  const account = await signedInAs(first, request, 'active');
  const made = await quizFromFile(request, account.token);
  const second = await context.newPage();
  for (const p of [first, second]) {
    await p.goto(`/generate?edit=${made.id}`);
    await expect(p.getByRole('toolbar', { name: 'Editor' })).toBeVisible({ timeout: 30_000 });
  }
  await stem(first, 1).fill('Written in the first tab');
  await saved(first);
  await stem(second, 2).fill('Written in the second tab');
  const alert = second.getByRole('alert');
  await expect(alert).toContainText('This document was changed in another tab or window', { timeout: 30_000 });
  // The first tab's revision stands; the second tab's words are still on its screen.
  let now = await detail(request, account.token, made.id);
  const prompts = () =>
    now.content.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'question' ? [b.prompt] : []));
  expect(prompts()[0]).toBe('Written in the first tab');
  expect(prompts()).not.toContain('Written in the second tab');
  await expect(stem(second, 2)).toHaveValue('Written in the second tab');
  // The teacher keeps the second tab's version as the newest: the first one stays in the history.
  await alert.getByRole('button', { name: /Save this tab.s version as the newest/ }).click();
  await saved(second);
  now = await detail(request, account.token, made.id);
  expect(prompts()[1]).toBe('Written in the second tab');
  const history = await request.get(`/api/generations/${made.id}/revisions`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const revisions = (await history.json()).revisions as Array<{ revision: number }>;
  expect(revisions.map((r) => r.revision)).toEqual([3, 2, 1]);
  const kept = await request.get(`/api/generations/${made.id}/revisions/2`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(JSON.stringify((await kept.json()).content)).toContain('Written in the first tab');
  await context.close();
});

test('the editor works at 390 px with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signedInAs(page, request, 'active');
  const made = await generateViaApi(request, account.token, {
    kind: 'quiz',
    num_questions: '4',
    topic: 'Adding fractions',
  });
  const { id } = (await made.json()) as GenerationDetail;
  await page.goto(`/generate?edit=${id}`);
  await expect(page.getByRole('toolbar', { name: 'Editor' })).toBeVisible({ timeout: 30_000 });
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Keyboard only: focus the second question's drag handle, pick it up with Space, move it up, drop it.
  const secondStem = await stem(page, 2).inputValue();
  await page.getByRole('button', { name: /^Drag Question 2 / }).focus();
  await page.keyboard.press('Space');
  // dnd-kit announces each step to screen readers (a document made before ids has questions q1, q2 …)
  await expect(page.getByText('Draggable item q2 was moved over droppable area q2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Draggable item q2 was moved over droppable area q1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(stem(page, 1)).toHaveValue(secondStem);
  // Type into a stem reached with Tab, then save it.
  await stem(page, 1).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Show your work.');
  await saved(page);
  const now = await detail(request, account.token, id);
  const first = now.content.sections.flatMap((s) => s.blocks).find((b) => b.type === 'question');
  expect(first && first.type === 'question' && first.prompt).toBe(`${secondStem} Show your work.`);
});

for (const width of [1280, 390]) {
  test(`axe at ${width} px: the editor of a quiz with its revisions, a lesson plan, a diagram and a puzzle`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const account = await signedInAs(page, request, 'active');
    const quiz = await quizFromFile(request, account.token);
    const made = [quiz.id];
    for (const fields of [
      { kind: 'lesson_plan' },
      { kind: 'diagram', worksheet_style: 'flowchart' },
      { kind: 'puzzle', puzzle_type: 'crossword', num_questions: '5' },
    ]) {
      const res = await generateViaApi(request, account.token, { ...fields, source_filename: 'photosynthesis.txt' });
      made.push(((await res.json()) as GenerationDetail).id);
    }
    for (const [i, id] of made.entries()) {
      await page.goto(`/generate?edit=${id}`);
      await expect(page.getByRole('toolbar', { name: 'Editor' })).toBeVisible({ timeout: 30_000 });
      if (i === 0) await page.getByRole('button', { name: 'Revisions' }).click();
      if (i === 2) await expect(page.locator('svg[aria-roledescription]').first()).toBeVisible({ timeout: 30_000 });
      await axe(page, info, `editor ${['quiz', 'lesson plan', 'diagram', 'puzzle'][i]} ${width}`);
    }
  });
}
