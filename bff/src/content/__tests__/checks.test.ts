import { DIAGRAM_TYPES, LIMITS, type GeneratedDocument, type QuestionBlock } from '@lessonloom/contracts';
import { generationInput } from '../../gateways/openai/__tests__/fake-model';
import { documentProblems } from '../content.checks';
import { mermaidProblems } from '../checks/mermaid.check';
import { buildSpec } from '../content.request';
import { buildDiagram } from '../diagrams/mermaid.build';
import { offlineDiagram } from '../kinds/diagram/diagram.draft';
import { offlineContext } from '../offline/offline.context';
import { PHOTOSYNTHESIS } from './fixtures';

const mermaidOf = (...args: Parameters<typeof buildDiagram>) => buildDiagram(...args).mermaid;

const q = (n: number, over: Partial<QuestionBlock> = {}): QuestionBlock => ({
  type: 'question',
  number: n,
  question_type: 'multiple_choice',
  prompt: `Which planet is number ${n} from the Sun?`,
  options: ['Mercury', 'Venus', 'Earth'],
  answer: 'Venus',
  ...over,
});
const docWith = (questions: QuestionBlock[], extra: Partial<GeneratedDocument> = {}): GeneratedDocument => ({
  kind: 'quiz',
  title: 'Planets',
  difficulty: 'medium',
  include_answer_key: true,
  offline_draft: false,
  source: { type: 'topic', name: 'Planets' },
  sections: [{ blocks: questions }],
  ...extra,
});
const quizSpec = (n: number, file = false) =>
  buildSpec(generationInput({ kind: 'quiz', num_questions: String(n) }, file ? 'Some text.' : undefined, 'Planets'));
const three = [q(1), q(2), q(3)];

describe('document checks', () => {
  test('a sound document passes', () => {
    expect(documentProblems(quizSpec(3), docWith(three))).toEqual([]);
  });

  test('the exact question count is enforced', () => {
    expect(documentProblems(quizSpec(4), docWith(three))).toContain('document: expected exactly 4 questions, found 3');
  });

  test('a multiple-choice answer must be one of its options', () => {
    expect(documentProblems(quizSpec(3), docWith([q(1), q(2, { answer: 'Pluto' }), q(3)]))).toContain(
      "Question 2: the answer 'Pluto' is not one of its options",
    );
  });

  test('options must be unique', () => {
    expect(
      documentProblems(quizSpec(3), docWith([q(1, { options: ['Venus', 'venus ', 'Earth'] }), q(2), q(3)])),
    ).toContain('Question 1: the options must all be different');
  });

  test('questions must not repeat', () => {
    expect(
      documentProblems(quizSpec(3), docWith([q(1), q(2), q(3, { prompt: 'Which planet is number 1 from the Sun?' })])),
    ).toContain('Question 3: repeats question 1; every question must be different');
  });

  test('math questions that differ only in an operator or a sign are different questions', () => {
    const doc = docWith([
      q(1, { prompt: 'Solve: x + 5 = 3' }),
      q(2, { prompt: 'Solve: x − 5 = 3' }),
      q(3, { prompt: 'Work out 3 × 4 and 3 ÷ 4' }),
    ]);
    expect(documentProblems(quizSpec(3), doc).filter((p) => p.includes('repeats'))).toEqual([]);
    const again = docWith([q(1, { prompt: 'Solve: x + 5 = 3' }), q(2, { prompt: 'solve x + 5 = 3.' }), q(3)]);
    expect(documentProblems(quizSpec(3), again)).toContain(
      'Question 2: repeats question 1; every question must be different',
    );
  });

  test('true/false answers are True or False', () => {
    const tf = q(2, { question_type: 'true_false', options: ['True', 'False'], answer: 'Yes' });
    expect(documentProblems(quizSpec(3), docWith([q(1), tf, q(3)]))).toContain(
      "Question 2: a true/false answer must be True or False, not 'Yes'",
    );
  });

  test('with a file source every question needs its passage', () => {
    const problems = documentProblems(
      quizSpec(3, true),
      docWith([q(1, { source_passage: 'Venus is second.' }), q(2), q(3, { source_passage: 'x' })]),
    );
    expect(problems).toEqual([
      'Question 2: quote the passage of the source text this question came from in source_passage',
    ]);
  });

  test('numbering runs without gaps', () => {
    expect(documentProblems(quizSpec(3), docWith([q(1), q(3), q(4)]))[0]).toMatch(/numbering must run/);
  });

  test('a document that breaks the shared schema is reported', () => {
    expect(documentProblems(quizSpec(3), docWith(three, { title: '' }))[0]).toMatch(/^document\.title/);
  });
});

describe('mermaid checks', () => {
  const spec = buildSpec(generationInput({ kind: 'diagram' }, PHOTOSYNTHESIS, 'p.pdf'));
  const topicSpec = buildSpec(generationInput({ kind: 'diagram' }, undefined, 'The water cycle'));

  test.each(DIAGRAM_TYPES)(
    '%s sources built from text and from a topic are valid and start with the right header',
    (type) => {
      const headers = {
        flowchart: 'flowchart TD',
        graph: 'graph LR',
        mindmap: 'mindmap',
        sequence: 'sequenceDiagram',
        timeline: 'timeline',
        venn: 'venn-beta',
        cycle: 'flowchart LR',
      };
      for (const s of [spec, topicSpec]) {
        const d = offlineDiagram(offlineContext(s), type);
        const src = mermaidOf(type, d.data, 'Diagram: "Plants" [1]');
        expect(src.split('\n')[0]).toBe(headers[type]);
        expect(mermaidProblems(type, src)).toEqual([]);
      }
    },
  );

  test('the wrong header for the type is caught', () => {
    expect(mermaidProblems('sequence', 'flowchart TD\n  A --> B')).toContainEqual(
      expect.stringContaining("must start with 'sequenceDiagram'"),
    );
    expect(mermaidProblems('graph', 'graph TD\n  A --> B')).toEqual([]);
    expect(mermaidProblems('flowchart', 'graph LR\n  A --> B')[0]).toMatch(/must start with 'flowchart TD'/);
  });

  test('unbalanced brackets, unclosed quotes and unclosed blocks are caught', () => {
    expect(mermaidProblems('flowchart', 'flowchart TD\n  A["x"] --> B[y')).toContainEqual(
      expect.stringContaining('unclosed bracket'),
    );
    expect(mermaidProblems('flowchart', 'flowchart TD\n  A["x] --> B')).toContainEqual(
      expect.stringContaining('unclosed quote'),
    );
    expect(mermaidProblems('graph', 'graph LR\n  subgraph a["A"]\n  a1["x"]')).toContainEqual(
      expect.stringContaining("not closed with 'end'"),
    );
    expect(mermaidProblems('sequence', 'sequenceDiagram\n  this is not a message')).toContainEqual(
      expect.stringContaining('not a valid sequence statement'),
    );
    expect(mermaidProblems('mindmap', 'mindmap\n  root((A))\n  second root')).toContainEqual(
      expect.stringContaining('exactly one root'),
    );
  });

  test(`sources over ${LIMITS.diagramTextMax} characters are refused`, () => {
    const long = `flowchart TD\n${Array.from({ length: 3000 }, (_, i) => `  n${i}["node number ${i}"]`).join('\n')}`;
    expect(long.length).toBeGreaterThan(LIMITS.diagramTextMax);
    expect(mermaidProblems('flowchart', long)[0]).toMatch(/the limit is 50000/);
  });

  test('labels with quotes and brackets are escaped, not broken', () => {
    const src = mermaidOf(
      'flowchart',
      {
        nodes: [
          { id: 'a', label: 'Say "hi" [now]', shape: 'process' },
          { id: 'b', label: 'Done?', shape: 'decision' },
        ],
        edges: [{ from: 'a', to: 'b', label: 'yes "really"' }],
      },
      't',
    );
    expect(src).toContain('a["Say \u201Chi\u201D [now]"]');
    expect(src).not.toContain('#quot;');
    expect(mermaidProblems('flowchart', src)).toEqual([]);
  });
});
