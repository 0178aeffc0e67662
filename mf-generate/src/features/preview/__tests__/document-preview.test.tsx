import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@lessonloom/ui';
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { DocumentPreview } from '../document-preview';
import { everyBlockDocument } from '../../testing/fixtures';
import { mermaidDouble } from '../../testing/mermaid-mock';
import '../../testing/setup';

jest.mock('mermaid', () => require('../../testing/mermaid-mock').mermaidModule);

/** Renders and waits for the (asynchronous) diagram drawing to finish. */
async function show(doc: GeneratedDocument, showAnswers = false) {
  const view = render(
    <ThemeProvider theme={theme}>
      <DocumentPreview doc={doc} showAnswers={showAnswers} />
    </ThemeProvider>,
  );
  await screen.findAllByText('drawn');
  return view;
}

describe('DocumentPreview', () => {
  it('renders the header, sections and every text block type', async () => {
    await show(everyBlockDocument());
    expect(screen.getByRole('heading', { name: 'Photosynthesis Worksheet' })).toBeInTheDocument();
    expect(screen.getByText('Answer every question in full sentences.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part A: Reading' })).toBeInTheDocument();
    expect(screen.getByText('Read the passage first.')).toBeInTheDocument();
    // paragraph
    expect(screen.getByText('Plants make food from sunlight, water and carbon dioxide.')).toBeInTheDocument();
    // ordered and unordered lists
    const ordered = screen.getByText('Water is split', { exact: false }).closest('ol');
    expect(ordered).toHaveTextContent('1. Light is absorbed2. Water is split');
    expect(screen.getByText('Chlorophyll is green', { exact: false }).closest('ul')).toHaveTextContent(
      '• Chlorophyll is green',
    );
    // word bank
    const bank = screen.getByRole('group', { name: 'Word bank' });
    expect(
      within(bank)
        .getAllByRole('listitem')
        .map((li) => li.lastChild?.textContent),
    ).toEqual(['glucose', 'oxygen', 'chlorophyll']);
    expect(bank).toHaveTextContent('Word Bankglucose•oxygen•chlorophyll');
    // vocabulary: a Term/Definition table, as printed
    const vocabulary = screen.getByRole('table', { name: 'Vocabulary' });
    expect(
      within(vocabulary)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Term', 'Definition']);
    expect(
      within(vocabulary)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Stomata', 'Tiny pores on a leaf']);
    // table
    const table = screen.getByRole('table', { name: 'Inputs and outputs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Input', 'Output']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Water', 'Oxygen']);
    // writing space
    const space = screen.getByRole('group', { name: 'Explain photosynthesis in your own words (5 lines)' });
    expect(space.querySelector('[data-lines="5"]')).not.toBeNull();
  });

  it('renders questions with lettered options, answer space and no answers on the student copy', async () => {
    await show(everyBlockDocument());
    const q1 = screen.getByRole('article', { name: 'Question 1' });
    expect(q1).toHaveTextContent('1. Which gas do plants release?');
    expect(
      within(q1)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A. Nitrogen', 'B. Oxygen', 'C. Helium']);
    expect(screen.getByRole('article', { name: 'Question 2' })).toHaveTextContent('Why are leaves green?');
    expect(screen.getByRole('article', { name: 'Question 3' })).toHaveTextContent('Balance the equation.');
    expect(screen.queryByText(/Answer:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Chlorophyll reflects green light.')).not.toBeInTheDocument();
  });

  it('shows answers, explanations and source passages when asked', async () => {
    await show(everyBlockDocument(), true);
    const q1 = screen.getByRole('article', { name: 'Question 1' });
    expect(q1).toHaveTextContent('Answer: B. OxygenWhy: Water is split and oxygen is released.');
    expect(q1).toHaveTextContent('Source: “oxygen is released as a by-product”');
    expect(screen.getByRole('article', { name: 'Question 2' })).toHaveTextContent(
      'Answer: Chlorophyll reflects green light.',
    );
  });

  it('renders matching in two columns numbered from start_number, with answers on request', async () => {
    const { rerender } = await show(everyBlockDocument());
    const pairs = screen.getByRole('table', { name: 'Matching' });
    expect(
      within(pairs)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Column A', 'Column B']);
    expect(
      within(pairs)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['4. ______  SunA.  Absorbs water', '5. ______  RootB.  Gives light']);
    rerender(
      <ThemeProvider theme={theme}>
        <DocumentPreview doc={everyBlockDocument()} showAnswers />
      </ThemeProvider>,
    );
    expect(screen.getByText(/4\. Sun/).closest('p')).toHaveTextContent(
      '4. Sun Answer: B. Gives light5. Root Answer: A. Absorbs water',
    );
  });

  it('renders the word search grid and word list, highlighting the solution on request', async () => {
    const { rerender } = await show(everyBlockDocument());
    const grid = screen.getByRole('table', { name: 'Word search, 5 by 5 letters' });
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('LEAFC');
    expect(grid.querySelectorAll('[data-solution]')).toHaveLength(0);
    for (const w of ['SUN', 'LEAF', 'ROOT']) expect(screen.getByText(w)).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <DocumentPreview doc={everyBlockDocument()} showAnswers />
      </ThemeProvider>,
    );
    const cells = screen
      .getByRole('table', { name: 'Word search, 5 by 5 letters' })
      .querySelectorAll('[data-solution]');
    expect([...cells].map((c) => c.textContent).join('')).toBe('SUNLEAFROOT');
    expect(screen.getByText('SUN: starts at row 1, column 1, across (left to right)')).toBeInTheDocument();
  });

  it('renders the crossword as an empty numbered grid with across and down clues', async () => {
    const { rerender } = await show(everyBlockDocument());
    const grid = screen.getByRole('table', { name: 'Crossword, 4 by 3 squares' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0].querySelector('sup')).toHaveTextContent('1');
    expect(grid).not.toHaveTextContent(/[A-Z]/);
    // Black squares where no entry runs: row 1 has only the S of SEED's second letter (E).
    expect(rows[1].querySelectorAll('[data-black]')).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: 'Across clues' })).getByText('1. It shines by day (3)'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Down clues' })).getByText('1. Seed of grass or grain (4)'),
    ).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <DocumentPreview doc={everyBlockDocument()} showAnswers />
      </ThemeProvider>,
    );
    const solved = within(screen.getByRole('table', { name: 'Crossword, 4 by 3 squares' })).getAllByRole('row');
    expect(solved.map((r) => r.textContent?.replace(/\d/g, ''))).toEqual(['SUN', 'E', 'E', 'D']);
    expect(screen.getByText('1. It shines by day (3) — SUN')).toBeInTheDocument();
    expect(screen.getByText('1. Seed of grass or grain (4) — SEED')).toBeInTheDocument();
  });

  it('draws diagrams with mermaid and labels them with the caption', async () => {
    await show(everyBlockDocument());
    const diagram = await screen.findByRole('img', { name: 'Diagram: How light becomes food' });
    await screen.findByText('drawn');
    expect(diagram.querySelector('svg')).not.toBeNull();
    expect(mermaidDouble.render).toHaveBeenCalledWith(
      expect.stringMatching(/^lessonloom-diagram-\d+$/),
      'flowchart TD\n  A[Sunlight] --> B[Glucose]',
    );
    expect(screen.getByText('How light becomes food')).toBeInTheDocument();
  });

  it('lays questions out as the files do: 10 essay lines, True/False when options are missing, letters past Z, points', async () => {
    const q = (over: Partial<QuestionBlock>): QuestionBlock => ({
      type: 'question',
      number: 1,
      question_type: 'essay',
      prompt: 'p',
      answer: 'a',
      ...over,
    });
    const many = Array.from({ length: 28 }, (_, i) => `option ${i + 1}`);
    const doc: GeneratedDocument = {
      ...everyBlockDocument(),
      kind: 'lesson_plan',
      sections: [
        {
          blocks: [
            q({ number: 1, prompt: 'Describe the water cycle.', points: 5 }),
            q({
              number: 2,
              question_type: 'true_false',
              prompt: 'Water boils at 100 °C at sea level.',
              answer: 'True',
              points: 1,
            }),
            q({ number: 3, question_type: 'multiple_choice', prompt: 'Pick one.', options: many, answer: 'option 28' }),
          ],
        },
      ],
    };
    render(
      <ThemeProvider theme={theme}>
        <DocumentPreview doc={doc} showAnswers={false} />
      </ThemeProvider>,
    );
    const essay = screen.getByRole('article', { name: 'Question 1' });
    expect(essay).toHaveTextContent('1. Describe the water cycle. (5 points)');
    expect(essay.querySelector('[data-lines]')).toHaveAttribute('data-lines', '10');
    const tf = screen.getByRole('article', { name: 'Question 2' });
    expect(
      within(tf)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A. True', 'B. False']);
    expect(tf).toHaveTextContent('(1 point)');
    const last = within(screen.getByRole('article', { name: 'Question 3' }))
      .getAllByRole('listitem')
      .at(-1);
    expect(last).toHaveTextContent('AB. option 28');
    // A lesson plan is the teacher's: no Name/Date line, as in the files.
    expect(document.querySelector('[data-name-line]')).toBeNull();
  });
});
