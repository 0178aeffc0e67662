// Typing stays instant on a long test because a keystroke renders the one question typed in: not the editor
// around it, not its section (with dnd-kit's context), not the other questions. Each question editor calls
// useSortable once per render and each section editor useSensors, so counting those calls counts renders.
import { screen } from '@testing-library/react';
import { questionBlocks } from '@lessonloom/document';
import { quizDoc } from '@lessonloom/document/fixtures';
import { fastUser } from '../../testing/setup';
import { editorReady, openEditor, savedAt, type FakeServer } from './editor-kit';

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
    await savedAt(2);
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
});
