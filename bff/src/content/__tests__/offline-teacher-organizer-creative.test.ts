// The offline graphic organizer and creative prompts read as a teacher would judge them: boxes that are the
// text's parts, steps or key terms with its own words as the key, prompts built on its terms, steps or
// people, and typed topics that are never pasted in (math gets a computed example).
import { checkKey } from '../math';
import { FRAME } from '../kinds/worksheet/organizer.draft';
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import {
  KNOWN,
  draftOf,
  eachSection,
  fileInput,
  fold,
  keyTermsIn,
  manifest,
  stagesInput,
  topicInput,
} from './offline-teacher-kinds.shared';

// Each case generates a kind from every tuning section it reads (some from .docx): minutes on two shared,
// loaded cores.
jest.setTimeout(600_000);

describe('offline graphic organizer and creative prompts', () => {
  type Organizer = WorksheetDraft['graphic_organizer'];
  type Creative = WorksheetDraft['creative_expression'];

  eachSection(KNOWN.organizer)(
    '%s: the organizer’s boxes are the text’s parts, steps or key terms, and its key is the text’s own words',
    async (id) => {
      const input = await fileInput(id, 'worksheet', { worksheet_style: 'graphic_organizer' }, 'docx');
      const g = draftOf<Organizer>(input);
      const reading = input.reading!;
      // A text too thin for boxes of its own (no steps, parts or terms it says enough about) gets the
      // frame every topic has, whole; never a frame box beside the text's.
      if (g.categories.every((c, i) => c.heading === FRAME[i]?.heading)) {
        // A lesson plan that is mostly said to its teacher (source/source.directions.ts) has too little of its
        // own for the class to fill boxes from.
        if (reading.sentences.filter((x) => x.direction).length * 2 > reading.sentences.length) return;
        expect(
          keyTermsIn(
            manifest.texts.find((t) => t.id === id)!,
            input.text,
          ),
        ).toEqual([]);
        return;
      }
      const structure = [
        ...reading.sections.map((s) => s.heading ?? ''),
        ...reading.terms.map((t) => t.term),
        ...reading.processes.flatMap((p) => p.steps.map((s) => s.label)),
      ].map(fold);
      expect(g.categories.length).toBeGreaterThanOrEqual(3);
      for (const c of g.categories) {
        expect(structure.some((s) => s.startsWith(fold(c.heading).replace(/…$/, '')))).toBe(true);
        for (const d of c.details) {
          // "term: definition" from the glossary, else a sentence of the text, quoted whole.
          const said = fold(d.replace(/…$/, '')).replace(/^[^:]{2,60}: /, '');
          expect(fold(input.text).replace(/\s*\([^)]*\)/g, '')).toContain(
            said.replace(/\s*\([^)]*\)/g, '').slice(0, 50),
          );
        }
      }
      expect(JSON.stringify(g.categories)).not.toMatch(/in your own words|from class/);
    },
  );

  test('a text with parts and stages: one box per part of the reading', async () => {
    const { input } = await stagesInput('worksheet', { worksheet_style: 'graphic_organizer' });
    const g = draftOf<Organizer>(input);
    expect(g.categories.map((c) => c.heading)).toEqual(
      expect.arrayContaining(['Working Memory', 'Short-Term Memory', 'Long-Term Memory']),
    );
  });

  eachSection(KNOWN.creative)(
    '%s: creative prompts use the text’s terms, steps or people, and say what to look for from the text',
    async (id) => {
      const input = await fileInput(id, 'worksheet', { worksheet_style: 'creative_expression' }, 'docx');
      const c = draftOf<Creative>(input);
      const terms = input.reading!.terms.map((t) => t.term.toLowerCase());
      expect(c.prompts.length).toBeGreaterThanOrEqual(2);
      for (const p of c.prompts) {
        expect(terms.some((t) => p.prompt.toLowerCase().includes(t)) || /\b1[5-9]\d\d|20\d\d\b/.test(p.prompt)).toBe(
          true,
        );
        expect(p.prompt).not.toContain(input.reading!.title);
      }
    },
  );

  test('a text with stages: the story moves through them in order, and the look-for is the text’s order', async () => {
    const { input, steps } = await stagesInput('worksheet', { worksheet_style: 'creative_expression' });
    const c = draftOf<Creative>(input);
    expect(c.prompts[0].prompt).toContain(steps.join(', '));
    expect(c.prompts[0].look_for).toContain(steps.join(' → '));
  });

  test('typed topics: math gets a worked problem with a computed key; any other topic is never pasted in', () => {
    const math = draftOf<Creative>(
      topicInput('Adding fractions with unlike denominators', 'worksheet', { worksheet_style: 'creative_expression' }),
    );
    const comic = math.prompts.find((p) => /comic strip/.test(p.prompt))!;
    const question = /What is [^?]+\?/.exec(comic.prompt)![0];
    const answer = / and the answer (.+)$/.exec(comic.look_for)![1];
    expect(checkKey(question, answer)).toMatchObject({ computable: true, correct: true });
    const mathOrganizer = draftOf<Organizer>(
      topicInput('Adding fractions with unlike denominators', 'worksheet', { worksheet_style: 'graphic_organizer' }),
    );
    const example = mathOrganizer.categories.find((x) => x.heading === 'Worked example')!;
    expect(checkKey(example.details[0], example.details[1].replace(/^Answer: /, ''))).toMatchObject({
      computable: true,
      correct: true,
    });
    for (const style of ['creative_expression', 'graphic_organizer']) {
      const d = draftOf<Record<string, unknown>>(
        topicInput('Causes of World War I', 'worksheet', { worksheet_style: style }),
      );
      const { title: _t, central_idea: _c, ...rest } = d;
      expect(JSON.stringify(rest).toLowerCase()).not.toContain('world war');
    }
  });
});
