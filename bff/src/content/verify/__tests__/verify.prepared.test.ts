// Checks done per item while the model writes (content.engine hands each streamed item to
// prepareChecks) must leave the final verification exactly what it would have been without them, and
// must really be done ahead: after the items are prepared, the final pass solves and counts nothing new.
import { PHOTOSYNTHESIS } from '../../__tests__/fixtures';
import { assembleDocument } from '../../content.assemble';
import { buildSpec } from '../../content.request';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { solve } from '../../math';
import { countLine, documentReadingLevel, readingLevel, studentText } from '../../readability';
import { verifyDocument } from '../document.verify';
import { prepareChecks } from '../verify.prepared';

type Draft = Record<string, unknown> & { questions: Array<Record<string, unknown>> };

describe('prepared checks', () => {
  const cases = [
    [
      'a math quiz',
      generationInput(
        { kind: 'quiz', num_questions: '8', grade_level: '6', subject: 'Math' },
        undefined,
        'Fractions and percents',
      ),
    ],
    [
      'a file-based test',
      generationInput({ kind: 'test', num_questions: '10', grade_level: '7' }, PHOTOSYNTHESIS, 'photosynthesis.txt'),
    ],
  ] as const;

  test.each(cases)(
    '%s: verifying with the streamed items prepared gives the same document and facts as without',
    (_, input) => {
      const spec = buildSpec(input);
      const draft = modelDraftFor(input) as Draft;
      // A wrong key and an invented quote, so the corrections and the flags are compared too.
      draft.questions[0] = {
        ...draft.questions[0],
        answer: 'surely not this',
        source_passage: 'A sentence nobody wrote in the file.',
      };
      const prepared = prepareChecks(spec);
      for (const item of draft.questions) prepared.prepare(structuredClone(item));
      for (const final of [false, true]) {
        const plain = verifyDocument(spec, assembleDocument(spec, structuredClone(draft), false), final);
        const ahead = verifyDocument(spec, assembleDocument(spec, structuredClone(draft), false), final, prepared);
        expect(ahead).toEqual(plain);
      }
    },
  );

  test('after every item was prepared, the final pass solves no question and counts no question line again', () => {
    const input = cases[0][1];
    const spec = buildSpec(input);
    const draft = modelDraftFor(input) as Draft;
    const solvedLate: string[] = [];
    const countedLate: string[] = [];
    let streaming = true;
    const prepared = prepareChecks(spec, {
      solve: (p) => (streaming || solvedLate.push(p), solve(p)),
      countLine: (l) => (streaming || countedLate.push(l), countLine(l)),
    });
    for (const item of draft.questions) prepared.prepare(item);
    streaming = false;
    const verified = verifyDocument(spec, assembleDocument(spec, structuredClone(draft), false), true, prepared);
    expect(verified.facts.mathChecked).toBeGreaterThan(0);
    expect(solvedLate).toEqual([]);
    const questionText = new Set(
      draft.questions.flatMap((q) =>
        [q.prompt, ...((q.options as string[] | null) ?? [])].flatMap((t) => String(t).split(/\n+/)),
      ),
    );
    expect(countedLate.filter((l) => questionText.has(l))).toEqual([]);
  });

  test('the reading level from counts taken line by line equals the one measured at once', () => {
    const input = cases[1][1];
    const spec = buildSpec(input);
    const doc = assembleDocument(spec, modelDraftFor(input), false);
    const prepared = prepareChecks(spec);
    expect(documentReadingLevel(doc, prepared.countLine)).toEqual(documentReadingLevel(doc));
    expect(readingLevel(studentText(doc), countLine)).toEqual(documentReadingLevel(doc));
  });
});
