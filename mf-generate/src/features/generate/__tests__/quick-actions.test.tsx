import { screen } from '@testing-library/react';
import { fastUser } from '../../testing/setup';
import { installFetchMock, jsonResponse, renderWithProviders, signedInState } from '@lessonloom/web-core/src/testing';
import { GeneratePage } from '../components/generate-page';
import { activeUser, formFields, generateResponse } from '../../testing/fixtures';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

let net: ReturnType<typeof installFetchMock>;
let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  user = fastUser();
  net = installFetchMock({ 'POST /api/generate': () => jsonResponse(200, generateResponse()) });
});
afterEach(() => net.restore());

const CASES: Array<[string, Record<string, string>]> = [
  [
    '5 Exit Ticket Questions',
    { kind: 'exit_ticket', num_questions: '5', difficulty: 'easy', include_answer_key: 'true' },
  ],
  ['Word Search Puzzle', { kind: 'puzzle', puzzle_type: 'word_search', include_answer_key: 'true' }],
  ['Quick Review Sheet', { kind: 'review_sheet', include_answer_key: 'false' }],
  ['Parent Helper Guide', { kind: 'parent_handout', difficulty: 'easy', include_answer_key: 'false' }],
  ['Complete Lesson Plan', { kind: 'lesson_plan', include_answer_key: 'false' }],
];

describe('Quick actions', () => {
  it.each(CASES)('%s applies its settings, toasts and is what gets sent', async (label, expected) => {
    renderWithProviders(<GeneratePage />, { route: '/generate', preloaded: signedInState(activeUser) });
    // Start from settings the action must override.
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    await user.selectOptions(screen.getByLabelText('Content Type'), 'puzzle');
    await user.selectOptions(screen.getByLabelText('Puzzle Type'), 'crossword');
    if (expected.include_answer_key === 'true') await user.click(screen.getByLabelText('Include answer key'));

    await user.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText('Quick Action Applied')).toBeInTheDocument();
    expect(screen.getByLabelText('Content Type')).toHaveValue(expected.kind);
    expect(screen.getByLabelText('Include answer key')).toHaveProperty(
      'checked',
      expected.include_answer_key === 'true',
    );

    await user.type(screen.getByLabelText('Topic'), 'Photosynthesis');
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await screen.findByText('Content generated successfully');
    const sent = formFields(net.requests.find((r) => r.url === '/api/generate')?.body);
    for (const [key, value] of Object.entries(expected)) expect(sent[key]).toBe(value);
    // Settings the action does not name stay as the teacher set them.
    if (!expected.difficulty) expect(sent.difficulty).toBe('hard');
    if (!expected.puzzle_type) expect(sent.puzzle_type).toBe('crossword');
  });
});
