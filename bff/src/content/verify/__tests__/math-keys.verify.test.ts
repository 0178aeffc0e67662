// The math check solves what a prompt computes and puts the solution in as the key. A reading item whose
// sentence holds an average and two numbers computes nothing: "The large craters in the _____ indicate an average
// surface age … between 300 and 600 million years" (key "lava plains") printed "450" as its key on an unseen
// section (session 17's blind read). A math item keeps its recomputed key.
import type { GeneratedDocument } from '@lessonloom/contracts';
import { verifyDocument } from '../document.verify';
import { buildSpec } from '../../content.request';
import { generationInput } from '../../../gateways/openai/__tests__/fake-model';

const TEXT =
  'The Plains of Venus\n\nThe large craters in the lava plains indicate an average surface age that is only between 300 and 600 million years. Lava plains cover most of the planet.';

const doc = (q: Record<string, unknown>): GeneratedDocument => ({
  kind: 'quiz',
  title: 'Venus',
  difficulty: 'medium',
  include_answer_key: true,
  offline_draft: false,
  source: { type: 'file', name: 'venus.txt' },
  sections: [{ blocks: [{ type: 'question', number: 1, ...q } as never] }],
});

const question = (d: GeneratedDocument) => d.sections[0].blocks[0] as unknown as { answer: string; options?: string[] };

test('a reading item whose sentence holds an average of two numbers keeps its key', () => {
  const spec = buildSpec(generationInput({ kind: 'quiz' }, TEXT, 'venus.txt'));
  const d = doc({
    question_type: 'multiple_choice',
    prompt:
      'Which term completes this sentence from the text? “The large craters in the _____ indicate an average surface age that is only between 300 and 600 million years.”',
    // Options of one sort (session 20: an option of another sort, "plate tectonics" beside "lava plains", is no option).
    options: ['lava plains', 'craters', 'highlands', 'volcanoes'],
    answer: 'lava plains',
  });
  const v = verifyDocument(spec, d, true);
  expect(question(v.doc).answer).toBe('lava plains');
  expect(question(v.doc).options).not.toContain('450');
  const open = doc({
    question_type: 'short_answer',
    prompt:
      'Fill in the blank: The large craters in the _____ indicate an average surface age that is only between 300 and 600 million years.',
    answer: 'lava plains',
  });
  expect(question(verifyDocument(spec, open, true).doc).answer).toBe('lava plains');
});

test('a math item’s wrong numeric key is still recomputed', () => {
  const spec = buildSpec(generationInput({ kind: 'quiz' }, TEXT, 'venus.txt'));
  const d = doc({
    question_type: 'short_answer',
    prompt: 'What is the average of 300 and 600?',
    answer: '400',
  });
  expect(question(verifyDocument(spec, d, true).doc).answer).toBe('450');
});
