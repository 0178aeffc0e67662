import type { Section } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.spec';
import { DraftProblems } from '../content.errors';
import { buildMermaid } from '../diagrams/mermaid.build';
import { buildMatching } from '../puzzles/matching';
import type { WorksheetDraft } from '../schemas/kind.schemas';
import { SENTENCE_CLUE, SHORTENED_CLUE } from '../schemas/question.schema';
import { questionBlocks } from './questions.assemble';
import { Numbering, toQuestionBlock } from './question.assemble';

const BLANK = /_{3,}/;

export function assembleWorksheet(spec: DraftSpec, draft: unknown): Section[] {
  const n = new Numbering();
  const style = spec.style ?? 'mixed';
  switch (style) {
    case 'mixed':
    case 'critical_thinking':
    case 'problem_set': {
      const d = draft as WorksheetDraft['mixed'];
      return [
        { heading: style === 'problem_set' ? 'Problems' : 'Questions', blocks: questionBlocks(spec, d.questions, n) },
      ];
    }
    case 'study_skills': {
      const d = draft as WorksheetDraft['study_skills'];
      return [
        { heading: `Strategy: ${d.strategy}`, blocks: [{ type: 'list', ordered: true, items: d.tips }] },
        { heading: 'Practice the strategy', blocks: questionBlocks(spec, d.questions, n) },
      ];
    }
    case 'cloze':
      return cloze(spec, draft as WorksheetDraft['cloze'], n);
    case 'matching': {
      const d = draft as WorksheetDraft['matching'];
      const layout = buildMatching(
        d.pairs.map((p) => ({ left: p.term, right: p.match })),
        `${spec.seed}:matching`,
      );
      return [
        {
          heading: 'Match each term with its description',
          blocks: [{ type: 'matching', start_number: n.take(d.pairs.length), ...layout }],
        },
      ];
    }
    case 'labeling':
      return labeling(spec, draft as WorksheetDraft['labeling'], n);
    case 'vocab':
      return vocab(spec, draft as WorksheetDraft['vocab'], n);
    case 'graphic_organizer':
      return organizer(spec, draft as WorksheetDraft['graphic_organizer'], n);
    case 'creative_expression': {
      const d = draft as WorksheetDraft['creative_expression'];
      const blocks: Section['blocks'] = d.prompts.map((p) =>
        toQuestionBlock(
          {
            question_type: 'essay',
            prompt: p.prompt,
            options: null,
            answer: `Answers will vary. Look for: ${p.look_for}`,
            explanation: null,
            source_passage: p.source_passage,
          },
          n.take(),
          spec,
        ),
      );
      return [{ heading: 'Creative response', blocks }];
    }
  }
}

function cloze(spec: DraftSpec, d: WorksheetDraft['cloze'], n: Numbering): Section[] {
  const missing = d.items.map((it, i) => (BLANK.test(it.sentence) ? -1 : i)).filter((i) => i >= 0);
  if (missing.length)
    throw new DraftProblems(
      missing.map((i) => `items[${i}]: the sentence has no blank; mark the missing word with _____`),
    );
  const bank = [...new Set([...d.items.map((it) => it.answer.trim()), ...d.extra_words.map((w) => w.trim())])].sort(
    (a, b) => a.localeCompare(b),
  );
  const blocks = d.items.map((it) =>
    toQuestionBlock(
      {
        question_type: 'fill_blank',
        prompt: it.sentence,
        options: null,
        answer: it.answer,
        explanation: null,
        source_passage: it.source_passage,
      },
      n.take(),
      spec,
    ),
  );
  return [
    { heading: 'Word bank', blocks: [{ type: 'word_bank', words: bank }] },
    { heading: 'Fill in the blanks', instructions: 'Use a word from the word bank to complete each sentence.', blocks },
  ];
}

function labeling(spec: DraftSpec, d: WorksheetDraft['labeling'], n: Numbering): Section[] {
  const parts = d.parts.map((_, i) => ({ id: `L${i + 1}`, label: `${i + 1}`, shape: 'process' as const }));
  const mermaid = buildMermaid(
    'flowchart',
    {
      nodes: [
        { id: 'center', label: d.diagram_title, shape: 'start_end' },
        ...parts.map((p) => ({ id: p.id, label: p.label, shape: p.shape })),
      ],
      edges: parts.map((p) => ({ from: 'center', to: p.id, label: null })),
    },
    d.diagram_title,
  );
  const blocks = d.parts.map((p, i) =>
    toQuestionBlock(
      {
        question_type: 'fill_blank',
        prompt: `Label ${i + 1}: ${p.description}`,
        options: null,
        answer: p.label,
        explanation: null,
        source_passage: p.source_passage,
      },
      n.take(),
      spec,
    ),
  );
  return [
    {
      heading: d.diagram_title,
      blocks: [
        {
          type: 'diagram',
          diagram_type: 'flowchart',
          mermaid,
          caption: `Write the correct label for each numbered part of: ${d.diagram_title}`,
        },
      ],
    },
    {
      heading: 'Word bank',
      blocks: [{ type: 'word_bank', words: d.parts.map((p) => p.label).sort((a, b) => a.localeCompare(b)) }],
    },
    { heading: 'Labels', blocks },
  ];
}

function vocab(spec: DraftSpec, d: WorksheetDraft['vocab'], n: Numbering): Section[] {
  type Entry = WorksheetDraft['vocab']['entries'][number];
  const q = (e: Entry, prompt: string, answer: string, type: 'fill_blank' | 'short_answer') =>
    toQuestionBlock(
      { question_type: type, prompt, options: null, answer, explanation: null, source_passage: e.source_passage },
      n.take(),
      spec,
    );
  // A clue that is the text's sentence with the word blanked asks for the missing word, not a meaning.
  const ask = (e: Entry) =>
    e.definition.startsWith(SENTENCE_CLUE)
      ? `Write the missing word in this sentence from the text: ${e.definition.slice(SENTENCE_CLUE.length)}`
      : e.definition.startsWith(SHORTENED_CLUE)
        ? `Write the missing word in this sentence: ${e.definition.slice(SHORTENED_CLUE.length)}`
        : `Write the word that means: ${e.definition}`;
  const match = d.entries.map((e) => q(e, ask(e), e.term, 'fill_blank'));
  const use = d.entries.map((e) =>
    q(
      e,
      `Write a sentence of your own that uses the word '${e.term}'.`,
      `Answers will vary. Example: ${e.example_sentence}`,
      'short_answer',
    ),
  );
  return [
    {
      heading: 'Word bank',
      blocks: [{ type: 'word_bank', words: d.entries.map((e) => e.term).sort((a, b) => a.localeCompare(b)) }],
    },
    { heading: 'What does it mean?', blocks: match },
    { heading: 'Use it in a sentence', blocks: use },
  ];
}

function organizer(spec: DraftSpec, d: WorksheetDraft['graphic_organizer'], n: Numbering): Section[] {
  const mermaid = buildMermaid(
    'mindmap',
    { root: d.central_idea, branches: d.categories.map((c) => ({ label: c.heading, children: [] })) },
    d.central_idea,
  );
  const rows = Math.max(...d.categories.map((c) => c.details.length));
  const blocks = d.categories.map((c) =>
    toQuestionBlock(
      {
        question_type: 'short_answer',
        prompt: `List ${c.details.length} details that belong under '${c.heading}'.`,
        options: null,
        answer: c.details.join('; '),
        explanation: null,
        source_passage: c.source_passage,
      },
      n.take(),
      spec,
    ),
  );
  return [
    {
      heading: d.central_idea,
      blocks: [{ type: 'diagram', diagram_type: 'mindmap', mermaid, caption: `Graphic organizer: ${d.central_idea}` }],
    },
    {
      heading: 'Organize the ideas',
      blocks: [
        {
          type: 'table',
          columns: d.categories.map((c) => c.heading),
          rows: Array.from({ length: rows }, () => d.categories.map(() => '')),
        },
      ],
    },
    { heading: 'Check your organizer', blocks },
  ];
}
