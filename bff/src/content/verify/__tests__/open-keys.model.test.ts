// A model's open questions are held to the rule the offline drafters keep: an open question from a file is
// asked only with a key a teacher can mark against (a model answer or scoring points from the text), never
// "Answers will vary" or the quoted sentence again; and a story's lesson or speaker is checked like any key.
// Through the real SDK and the streaming fake server, on a tuning section of the reading corpus (Aesop).
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { corpusText, expectLeftOut, modelEngine, questionsOf, shortAnswer, type Draft } from './model-engine';
import { readUpload } from '../../source';
import { unkeyedReason } from '../open-keys.verify';

const NAME = 'aesop-fables-1.txt';
const PROUD = 'The Dog was very proud of the bell, and strutted about tinkling it with immense satisfaction.';
const MORAL = 'Notoriety is often mistaken for fame.';
const WEASEL = '“No,” said the Weasel, “I never let a mouse go by any chance.”';
const TEXT = corpusText(NAME, PROUD, MORAL, WEASEL);

const fake = modelEngine();
const open = shortAnswer;

describe('open questions from a model, checked for a key to mark against', () => {
  const input = {
    ...generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, NAME),
    reading: readUpload(TEXT, NAME),
  };
  const base = modelDraftFor(input) as Draft;
  const lesson = open(
    'What lesson does “The Mischievous Dog” teach? Explain how the story shows it.',
    'A full answer (1) states the lesson: notoriety is often mistaken for fame; (2) shows it: the dog is proud of the bell, which is a badge of disgrace, not a reward.',
    MORAL,
  );
  const varies = open('How did the Dog feel about his bell?', 'Answers will vary.', PROUD);
  const restated = open(
    'Explain in your own words what the text says about the Weasel.',
    WEASEL.replace(/[“”]/g, ''),
    WEASEL,
  );
  const why = open(
    'How did the Dog feel about his bell?',
    'He was proud of it and showed it off; but the old dog told him it was a badge of disgrace, not a reward of merit.',
    PROUD,
  );

  test('"Answers will vary" and the quote again go back to the model once; one still unkeyed is left out', async () => {
    const engine = await fake.answering([
      { ...base, questions: [lesson, varies, restated] },
      { ...base, questions: [lesson, why, restated] },
    ]);
    const run = await engine.run(input);
    expect(fake.server().requests).toHaveLength(2);
    const asked = fake.server().requests[1].messages.at(-1)!.content;
    expect(asked).toContain(
      'Question 2: its answer is keyed “Answers will vary”, with nothing to mark against; write a model answer or 2-4 scoring points from the source',
    );
    expect(asked).toContain(
      'Question 3: its answer only restates the sentence it quotes, with nothing to mark against',
    );
    // The repair keyed question 2 and left question 3 as it was: left out, the teacher told.
    expectLeftOut(
      run,
      [lesson.prompt, why.prompt],
      [
        'A question was left out (“Explain in your own words what the text says about the Weasel.”): it is an open question whose answer only restates the sentence it quotes, with nothing to mark against.',
      ],
      '1 open question without a model answer left out',
    );
  });

  test('open questions keyed with a model answer pass as they are', async () => {
    const speaker = {
      question_type: 'multiple_choice',
      prompt: 'In “The Bat and the Weasels”, who says: “No, I never let a mouse go by any chance.”?',
      options: ['Bat', 'Weasel', 'Cat', 'Dog'],
      answer: 'Weasel',
      explanation: null,
      source_passage: WEASEL,
    };
    const engine = await fake.answering([{ ...base, questions: [lesson, why, speaker] }]);
    const { document, quality } = await engine.run(input);
    expect(fake.server().requests).toHaveLength(1);
    expect(questionsOf(document)).toHaveLength(3);
    expect(quality.warnings).toBeUndefined();
  });

  test('the offline drafter’s own open keys from the tuning fables pass the same check', () => {
    for (const id of ['aesop-fables-1', 'aesop-fables-2', 'aesop-fables-3']) {
      const text = corpusText(`${id}.txt`);
      for (const kind of ['quiz', 'exit_ticket'] as const) {
        const d = modelDraftFor({
          ...generationInput({ kind, num_questions: '10' }, text, `${id}.txt`),
          reading: readUpload(text, `${id}.txt`),
        }) as Draft;
        for (const q of d.questions as unknown as Array<Parameters<typeof unkeyedReason>[0]>)
          if (!/^Answers will vary/.test(q.answer)) expect([q.prompt, unkeyedReason(q)]).toEqual([q.prompt, null]);
      }
    }
  });
});
