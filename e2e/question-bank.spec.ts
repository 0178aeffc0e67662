import { expect, test, type Page } from '@playwright/test';
import type { GenerationDetail } from '@lessonloom/contracts';
import { TEXT } from '../bff/src/modules/question-bank/__tests__/qb-helpers';
import { generateViaApi, signedInAs, toast } from './fixtures';

// Generating and rendering run on shared cores next to other journeys.
test.setTimeout(120_000);

const panel = (page: Page) => page.getByRole('tabpanel');

test('Generate Specific saves questions to the bank, and Search finds them by difficulty', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'active');
  await page.goto('/question-bank');
  await expect(page.getByRole('heading', { name: 'Question Bank', level: 1 })).toBeVisible();
  await expect(page.getByText('No questions found')).toBeVisible();

  await page.getByRole('tab', { name: 'Generate Specific' }).click();
  const generate = page.getByRole('button', { name: 'Generate Questions' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Prompt').fill('The water cycle: evaporation, condensation and precipitation');
  await page.getByLabel('Number of Questions').fill('3');
  await page.getByLabel('Question Type').selectOption({ label: 'Short Answer' });
  await page.getByLabel('Difficulty').selectOption({ label: 'Easy' });
  await generate.click();
  await expect(toast(page, 'Questions Generated')).toBeVisible();
  await expect(toast(page, 'Successfully generated and saved 3 questions to the bank')).toBeVisible();
  await expect(page.getByLabel('Prompt')).toHaveValue('');

  await page.getByRole('tab', { name: 'Search Questions' }).click();
  const results = panel(page).getByRole('list', { name: 'Questions' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  await expect(results.first().getByTestId('difficulty-badge')).toHaveText('easy');
  await expect(results.first()).toContainText('Subject:The water cycle');

  await page.getByLabel('Difficulty').selectOption({ label: 'Hard' });
  await page.getByRole('button', { name: 'Search Questions' }).click();
  await expect(page.getByText('No questions found')).toBeVisible();
  await page.getByLabel('Difficulty').selectOption({ label: 'Easy' });
  await page.getByLabel('Tags').fill('precipitation');
  await page.getByRole('button', { name: 'Search Questions' }).click();
  await expect(results).toHaveCount(3);
});

test('Every question of a generated quiz is kept in the bank, and Source finds them', async ({ page, request }) => {
  const account = await signedInAs(page, request, 'active');
  const auth = { Authorization: `Bearer ${account.token}` };
  const up = await request.post('/api/upload', {
    headers: auth,
    multipart: { file: { name: 'photosynthesis.txt', mimeType: 'text/plain', buffer: Buffer.from(TEXT) } },
  });
  expect(up.status()).toBe(200);
  const quiz = await generateViaApi(request, account.token, {
    kind: 'quiz',
    source_filename: 'photosynthesis.txt',
    num_questions: '5',
  });
  const quizId = ((await quiz.json()) as GenerationDetail).id;
  const detail = await request.get(`/api/generations/${quizId}`, { headers: auth });
  const questions = ((await detail.json()) as GenerationDetail).question_count ?? 0;
  expect(questions).toBeGreaterThan(0);
  const test = await generateViaApi(request, account.token, { kind: 'test', topic: 'Plate tectonics and volcanoes' });
  expect(test.status()).toBe(200);

  await page.goto('/question-bank');
  const results = panel(page).getByRole('list', { name: 'Questions' }).getByRole('listitem');
  await expect(results.filter({ hasText: 'From:Test · Plate tectonics and volcanoes' }).first()).toBeVisible();
  await expect(results.filter({ hasText: 'From:Quiz · photosynthesis.txt' })).toHaveCount(questions);
  await page.getByLabel('Source', { exact: true }).fill('PHOTOSYNTHESIS');
  await page.getByRole('button', { name: 'Search Questions' }).click();
  await expect(results).toHaveCount(questions);
  for (const item of await results.all()) await expect(item).toContainText('From:Quiz · photosynthesis.txt');
});

test('Randomize Test makes versions of a test from the history and resets the form', async ({ page, request }) => {
  const account = await signedInAs(page, request, 'active');
  const made = await request.post('/api/generate', {
    headers: { Authorization: `Bearer ${account.token}` },
    multipart: { kind: 'test', num_questions: '5', topic: 'Plate tectonics and volcanoes' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const testId = (await made.json()).id as string;

  await page.goto('/question-bank');
  await page.getByRole('tab', { name: 'Randomize Test' }).click();
  await expect(page.getByText('The test ID is found in your generation history.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Randomized Versions' })).toBeDisabled();
  // exact: the picker's search box is labelled "Search your tests and quizzes"
  const picker = page.getByLabel('Your tests and quizzes', { exact: true });
  await picker.selectOption(testId);
  await expect(picker.locator('option:checked')).toContainText('Test ·');
  await expect(picker.locator('option:checked')).toContainText('5 questions');
  await expect(page.getByLabel('Test ID')).toHaveValue(testId);
  await page.getByLabel('Number of Versions').fill('2');
  await page.getByRole('button', { name: 'Create Randomized Versions' }).click();
  await expect(toast(page, 'Test Versions Created')).toBeVisible();
  await expect(toast(page, 'Successfully created 2 randomized versions')).toBeVisible();
  await expect(page.getByLabel('Test ID')).toHaveValue('');
  await expect(page.getByLabel('Number of Versions')).toHaveValue('3');

  const history = await request.get('/api/generations', { headers: { Authorization: `Bearer ${account.token}` } });
  expect((await history.json()).filter((g: { kind: string }) => g.kind === 'test')).toHaveLength(3);

  await page.getByLabel('Test ID').fill('000000000000000000000000');
  await page.getByRole('button', { name: 'Create Randomized Versions' }).click();
  await expect(toast(page, 'Randomization Failed')).toBeVisible();
  await expect(toast(page, 'Test not found in your generation history')).toBeVisible();
});

test("without a subscription Generate Specific fails with the server's message", async ({ page, request }) => {
  await signedInAs(page, request, 'inactive');
  await page.goto('/question-bank');
  await page.getByRole('tab', { name: 'Generate Specific' }).click();
  await page.getByLabel('Prompt').fill('Fractions');
  await page.getByRole('button', { name: 'Generate Questions' }).click();
  await expect(toast(page, 'Generation Failed')).toBeVisible();
  await expect(toast(page, 'Active subscription required to generate content.')).toBeVisible();
});
