import { expect, test, type Page } from '@playwright/test';
import { signedInAs, toast } from './fixtures';

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
