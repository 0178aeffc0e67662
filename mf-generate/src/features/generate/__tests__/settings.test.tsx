import { screen, within } from '@testing-library/react';
import { fastUser } from '../../testing/setup';
import { CONTENT_KINDS, KINDS_WITHOUT_QUESTION_COUNT } from '@lessonloom/contracts';
import { installFetchMock, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { GeneratePage } from '../components/generate-page';
import { activeUser } from '../../testing/fixtures';
import { KIND_LABELS } from '../labels';

let net: ReturnType<typeof installFetchMock>;
let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  user = fastUser();
  net = installFetchMock({});
});
afterEach(() => net.restore());

const renderPage = (user = activeUser) =>
  renderWithProviders(<GeneratePage />, { route: '/generate', preloaded: signedInState(user) });
const kindSelect = () => screen.getByLabelText('Content Type');

describe('Generate page settings', () => {
  it('shows the navigation, email and badge of spec §2', () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Generate', 'History', 'Question Bank', 'Resources', 'Billing']);
    expect(screen.getByText('teacher@school.edu')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Pro Active');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Inactive on the generate page for a trial user (only Pro Active or Inactive here)', () => {
    renderPage({ ...activeUser, subscription_status: 'trialing' });
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Inactive');
  });

  it('starts on the Enter Topic tab with the spec defaults', () => {
    renderPage();
    expect(screen.getByRole('tab', { name: 'Enter Topic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upload File' })).toHaveAttribute('aria-selected', 'false');
    expect(kindSelect()).toHaveValue('quiz');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('mixed');
    expect(screen.getByLabelText('Number of Questions')).toHaveValue(10);
    expect(screen.getByLabelText('Include answer key')).toBeChecked();
    expect(screen.getByLabelText('Use Specific AI Prompt')).not.toBeChecked();
    expect(screen.getByLabelText('Grade Level (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('');
  });

  it.each(CONTENT_KINDS)('applies the visibility rules for kind %s', async (kind) => {
    renderPage();
    await user.selectOptions(kindSelect(), kind);
    const count = screen.queryByLabelText('Number of Questions');
    if (KINDS_WITHOUT_QUESTION_COUNT.includes(kind)) expect(count).not.toBeInTheDocument();
    else expect(count).toBeInTheDocument();
    expect(!!screen.queryByLabelText('Worksheet Style')).toBe(kind === 'worksheet');
    expect(!!screen.queryByLabelText('Diagram Type')).toBe(kind === 'diagram');
    expect(!!screen.queryByLabelText('Puzzle Type')).toBe(kind === 'puzzle');
  });

  it('hides exactly worksheet, review_sheet, rubric, parent_handout and lesson_plan counts', () => {
    expect([...KINDS_WITHOUT_QUESTION_COUNT].sort()).toEqual([
      'lesson_plan',
      'parent_handout',
      'review_sheet',
      'rubric',
      'worksheet',
    ]);
  });

  it('offers every kind, worksheet style, diagram type and puzzle type with their defaults', async () => {
    renderPage();
    expect(
      within(kindSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(CONTENT_KINDS.map((k) => KIND_LABELS[k]));
    await user.selectOptions(kindSelect(), 'worksheet');
    expect(screen.getByLabelText('Worksheet Style')).toHaveValue('mixed');
    expect(within(screen.getByLabelText('Worksheet Style')).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(kindSelect(), 'diagram');
    expect(
      within(screen.getByLabelText('Diagram Type'))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['flowchart', 'mindmap', 'sequence', 'graph', 'timeline', 'venn', 'cycle']);
    await user.selectOptions(kindSelect(), 'puzzle');
    expect(screen.getByLabelText('Puzzle Type')).toHaveValue('word_search');
    expect(
      within(screen.getByLabelText('Puzzle Type'))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['word_search', 'crossword', 'matching_game']);
  });

  it('keeps an out-of-range number as typed, says the range, and disables Generate until it is fixed', async () => {
    renderPage();
    const count = screen.getByLabelText('Number of Questions');
    const generate = screen.getByRole('button', { name: 'Generate Content' });
    expect(count).toHaveAttribute('min', '3');
    expect(count).toHaveAttribute('max', '50');
    expect(screen.getByText('From 3 to 50')).toBeInTheDocument();
    for (const typed of ['51', '2']) {
      await user.clear(count);
      await user.type(count, typed);
      await user.tab();
      expect(count).toHaveValue(Number(typed));
      expect(count).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 3 to 50.');
      expect(generate).toBeDisabled();
    }
    await user.clear(count);
    await user.tab();
    expect(count).toHaveValue(null);
    expect(generate).toBeDisabled();
    await user.type(count, '50');
    expect(count).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('From 3 to 50')).toBeInTheDocument();
    expect(generate).toBeEnabled();
    // A kind without a count is never blocked by a wrong hidden count.
    await user.clear(count);
    await user.type(count, '99');
    await user.selectOptions(kindSelect(), 'lesson_plan');
    expect(generate).toBeEnabled();
  });

  it('reveals the prompt textarea only when Use Specific AI Prompt is ticked', async () => {
    renderPage();
    expect(screen.queryByLabelText('Specific AI Prompt')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Use Specific AI Prompt'));
    expect(screen.getByLabelText('Specific AI Prompt')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Use Specific AI Prompt'));
    expect(screen.queryByLabelText('Specific AI Prompt')).not.toBeInTheDocument();
  });

  it('switches tabs with the keyboard', async () => {
    renderPage();
    screen.getByRole('tab', { name: 'Enter Topic' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Upload File' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Drag and drop your file here/ })).toBeInTheDocument();
  });
});
