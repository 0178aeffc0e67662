import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateRequestSchema } from '@lessonloom/contracts';
import { buildSpec } from '../content.request';
import { fittingDiagram } from '../kinds/diagram/diagram.type';
import { buildOfflineDraft } from '../offline.provider';
import { readSource } from '../source';
import { type DiagramDraft } from '../kinds/diagram/diagram.schema';
import { type PuzzleDraft } from '../kinds/puzzle/puzzle.schema';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';

const corpus = (id: string) => readFileSync(join(__dirname, '../__fixtures__/corpus', `${id}.txt`), 'utf8');
const draftOf = (text: string, name: string, fields: Record<string, unknown>) => {
  const reading = readSource(text, name);
  const request = generateRequestSchema.parse({
    include_answer_key: 'true',
    difficulty: 'mixed',
    source_filename: name,
    ...fields,
  });
  return buildOfflineDraft(buildSpec({ request, sourceText: text, sourceName: name, sourceType: 'file', reading }));
};

describe('diagrams and puzzles from the structure of the text', () => {
  test("'mixed' (the form's default) is accepted for a diagram and gets the type that fits the source", () => {
    expect(
      generateRequestSchema.safeParse({ kind: 'diagram', worksheet_style: 'mixed', topic: 'Volcanoes' }).success,
    ).toBe(true);
    // The scientific methods' ordered steps; the physics section's contrasts. A lesson's own numbered steps
    // ("Organise students into groups of six", source/source.directions.ts) are its teacher's, no flowchart.
    expect(fittingDiagram(readSource(corpus('os-physics-scientific-methods'), 'm.txt'))).toBe('flowchart');
    expect(fittingDiagram(readSource(corpus('cs-unplugged-sorting-network'), 'n.txt'))).toBe('mindmap');
    expect(fittingDiagram(readSource(corpus('os-physics-types-of-waves'), 'w.txt'))).toBe('venn');
    expect(
      fittingDiagram(
        readSource(
          'The Erie Canal\n\nIn 1817 work began on the canal at Rome, New York. By 1819 the first section was open ' +
            'to boats. In 1825 the canal reached Lake Erie and grain moved east to New York City. In 1862 the state ' +
            'widened the canal for larger boats.',
          'canal.txt',
        ),
      ),
    ).toBe('timeline');
    expect(
      fittingDiagram(
        readSource(
          'Frogs and Toads\n\nFrogs have smooth skin and long legs. Toads have bumpy skin and short legs. Unlike frogs, toads lay eggs in long chains. Frogs lay eggs in clusters near ponds. Toads live in gardens far from ponds.',
          'f.txt',
        ),
      ),
    ).toBe('venn');
    expect(fittingDiagram(undefined)).toBe('flowchart');
  });

  test('a flowchart draws the stages the text numbers, in its order, not its first sentences', () => {
    const text =
      'DNA Replication\n\nCopying DNA happens in three stages. Stage 1: Initiation begins when helicase opens the helix at the origin. Stage 2: Elongation adds new nucleotides to each strand. Stage 3: Termination ends the copy when the forks meet.';
    const d = draftOf(text, 'dna.txt', {
      kind: 'diagram',
      worksheet_style: 'mixed',
      num_questions: '3',
    }) as DiagramDraft;
    const labels = 'nodes' in d.diagram ? d.diagram.nodes.map((n) => n.label) : [];
    expect(labels).toEqual(['Stage 1: Initiation', 'Stage 2: Elongation', 'Stage 3: Termination']);
    const cycle = draftOf(text, 'dna.txt', {
      kind: 'diagram',
      worksheet_style: 'cycle',
      num_questions: '3',
    }) as DiagramDraft;
    expect('stages' in cycle.diagram && cycle.diagram.stages).toEqual([
      'Stage 1: Initiation',
      'Stage 2: Elongation',
      'Stage 3: Termination',
    ]);
  });

  test('a mind map branches on the headings with the key terms of each section', () => {
    const d = draftOf(corpus('os-physics-scientific-methods'), 'methods.txt', {
      kind: 'diagram',
      worksheet_style: 'mindmap',
      num_questions: '3',
    }) as DiagramDraft;
    expect('root' in d.diagram && d.diagram.root).toBe('The Scientific Methods');
    expect('branches' in d.diagram && d.diagram.branches.map((b) => b.label)).toEqual(
      expect.arrayContaining(['Modeling', 'Scientific Laws and Theories']),
    );
  });

  test('crossword clues are the text’s definitions and never contain the answer', () => {
    const d = draftOf(corpus('os-physics-scientific-methods'), 'methods.txt', {
      kind: 'puzzle',
      puzzle_type: 'crossword',
      num_questions: '8',
    }) as PuzzleDraft;
    for (const w of d.words) expect(w.clue.toLowerCase()).not.toContain(w.word.toLowerCase());
    const multi = d.words.filter((w) => w.word.includes(' '));
    expect(multi.length).toBeGreaterThan(0);
    for (const w of multi)
      expect(w.clue).toMatch(
        new RegExp(
          `\\(${w.word
            .split(' ')
            .map((x) => x.replace(/[^\p{L}\p{N}]/gu, '').length)
            .join(', ')}\\)$`,
          'u',
        ),
      );
  });

  test('cloze: one blank per sentence, every answer a different key term, with a word bank', () => {
    const d = draftOf(corpus('os-physics-ohms-law'), 'ohm.txt', {
      kind: 'worksheet',
      worksheet_style: 'cloze',
    }) as WorksheetDraft['cloze'];
    expect(new Set(d.items.map((i) => i.answer.toLowerCase())).size).toBe(d.items.length);
    for (const i of d.items) expect(i.sentence.match(/_____/g)!.length).toBeGreaterThanOrEqual(1);
    expect(d.extra_words.length).toBeGreaterThan(0);
  });
});
