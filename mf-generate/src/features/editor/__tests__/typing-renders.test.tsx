// Typing stays instant on a long test because a keystroke renders the one question typed in: not the editor
// around it, not its section (with dnd-kit's context), not the other questions. Each question editor calls
// useSortable once per render and each section editor useSensors, so counting those calls counts renders.
import { screen } from '@testing-library/react';
import { questionBlocks } from '@lessonloom/document';
import { quizDoc } from '@lessonloom/document/fixtures';
import { fastUser } from '../../testing/setup';
import { jsonResponse } from '@lessonloom/web-core/src/testing';
import { detailOf, editorReady, openEditor, savedAt, type FakeServer } from './editor-kit';

const mockQuestionRenders = new Map<string, number>();
let mockSectionRenders = 0;

jest.mock('@dnd-kit/sortable', () => {
  const actual = jest.requireActual<typeof import('@dnd-kit/sortable')>('@dnd-kit/sortable');
  return {
    ...actual,
    useSortable: (args: Parameters<typeof actual.useSortable>[0]) => {
      const id = String(args.id);
      mockQuestionRenders.set(id, (mockQuestionRenders.get(id) ?? 0) + 1);
      return actual.useSortable(args);
    },
  };
});
jest.mock('@dnd-kit/core', () => {
  const actual = jest.requireActual<typeof import('@dnd-kit/core')>('@dnd-kit/core');
  return {
    ...actual,
    useSensors: (...sensors: Parameters<typeof actual.useSensors>) => {
      mockSectionRenders++;
      return actual.useSensors(...sensors);
    },
  };
});

let server: FakeServer;
afterEach(() => {
  server?.restore();
  localStorage.clear();
});

const resetCounts = () => {
  mockQuestionRenders.clear();
  mockSectionRenders = 0;
};

describe('typing in a long test', () => {
  it('renders only the question typed in, and the toolbar still follows the history', async () => {
    server = openEditor();
    await editorReady();
    const ids = questionBlocks(server.doc).map((q, i) => q.id ?? `q${i + 1}`);
    expect(ids.length).toBeGreaterThan(5);
    const user = fastUser();
    const stem = screen.getByRole('textbox', { name: 'Question 3 stem' });
    await user.click(stem);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    resetCounts();
    await user.type(stem, ' Explain.');
    expect(stem).toHaveValue(`${questionBlocks(quizDoc())[2].prompt} Explain.`);
    expect([...mockQuestionRenders.keys()]).toEqual([ids[2]]);
    expect(mockQuestionRenders.get(ids[2])).toBeLessThanOrEqual(' Explain.'.length);
    expect(mockSectionRenders).toBe(0);
    // Undo is enabled by the change, though the editor around the question did not render for it
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    // the save's answer renders the page around the editor, not the questions
    resetCounts();
    await savedAt(2);
    expect(mockQuestionRenders.size).toBe(0);
  });

  it('renders no question and no section for a keystroke in the title', async () => {
    server = openEditor();
    await editorReady();
    const user = fastUser();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.click(title);
    resetCounts();
    await user.type(title, ' (week 3)');
    expect(title).toHaveValue('Photosynthesis Quiz (week 3)');
    expect(screen.getByRole('region', { name: 'Editing Photosynthesis Quiz (week 3)' })).toBeInTheDocument();
    expect(mockQuestionRenders.size).toBe(0);
    expect(mockSectionRenders).toBe(0);
    await savedAt(2);
    expect(server.saves[0].document.title).toBe('Photosynthesis Quiz (week 3)');
  });

  it('renders the part but none of its questions for a keystroke in a part’s heading or a ticked question', async () => {
    server = openEditor();
    await editorReady();
    const ids = questionBlocks(server.doc).map((q, i) => q.id ?? `q${i + 1}`);
    const user = fastUser();
    const heading = screen.getByRole('textbox', { name: 'Part 1 heading' });
    await user.click(heading);
    resetCounts();
    await user.type(heading, 'Light');
    expect(heading).toHaveValue('Light');
    expect(mockSectionRenders).toBeGreaterThan(0);
    expect(mockQuestionRenders.size).toBe(0);
    resetCounts();
    await user.click(screen.getByRole('checkbox', { name: 'Select Question 5 for the question bank' }));
    expect([...mockQuestionRenders.keys()]).toEqual([ids[4]]);
    await savedAt(2);
  });

  it('renders only the new question when one is replaced', async () => {
    const replaced = quizDoc();
    (questionBlocks(replaced)[1] as { prompt: string }).prompt = 'A brand-new second question';
    server = openEditor(quizDoc(), {
      'POST /api/generations/g1/questions/2/replace': () => jsonResponse(200, detailOf(replaced, 2)),
    });
    await editorReady();
    const ids = questionBlocks(server.doc).map((q, i) => q.id ?? `q${i + 1}`);
    resetCounts();
    await fastUser().click(screen.getByRole('button', { name: 'Replace Question 2 with a new question' }));
    expect(await screen.findByDisplayValue('A brand-new second question')).toBeInTheDocument();
    expect([...mockQuestionRenders.keys()]).toEqual([ids[1]]);
  });
});
