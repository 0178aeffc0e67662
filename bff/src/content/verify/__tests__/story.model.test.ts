// A story's items from a model are checked against the passage each quotes, as the offline drafter's are
// built from it: "who says" keyed with the speaker named beside those words, "what lesson does … teach"
// keyed with the lesson the passage states. Through the real SDK and the streaming fake server, on a tuning
// section of the reading corpus (Aesop).
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { choice, corpusText, expectLeftOut, modelEngine, questionsOf, trueFalse, type Draft } from './model-engine';
import { readUpload } from '../../source';
import { storyKeyReason } from '../story.verify';

const NAME = 'aesop-fables-1.txt';
const WEASEL = '“No,” said the Weasel, “I never let a mouse go by any chance.”';
const MORAL = 'Notoriety is often mistaken for fame.';
const TEXT = corpusText(NAME, WEASEL, MORAL);

const fake = modelEngine();
const WHO = 'In “The Bat and the Weasels”, who says: “No, I never let a mouse go by any chance.”?';
const LESSON = 'What lesson does “The Mischievous Dog” teach?';
const LESSONS = [
  MORAL,
  'Much wants more and loses all.',
  'Honesty is the best policy.',
  'One swallow does not make summer.',
];

describe('a story’s items from a model', () => {
  const input = {
    ...generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, NAME),
    reading: readUpload(TEXT, NAME),
  };
  const base = modelDraftFor(input) as Draft;
  const right = choice(WHO, ['Bat', 'Weasel', 'Cat', 'Dog'], 'Weasel', WEASEL);
  const wrongSpeaker = { ...right, answer: 'Bat' };
  const lesson = choice(LESSON, LESSONS, MORAL, MORAL);
  const wrongLesson = { ...lesson, answer: 'Much wants more and loses all.' };
  const tf = trueFalse(
    'A Bat fell to the ground and was caught by a Weasel.',
    'A Bat fell to the ground and was caught by a Weasel, and was just going to be killed and eaten when it begged to be let go.',
  );

  test('a speaker or lesson its passage does not give goes back once; still wrong, it is left out', async () => {
    const engine = await fake.answering([
      { ...base, questions: [wrongSpeaker, wrongLesson, tf] },
      { ...base, questions: [right, wrongLesson, tf] },
    ]);
    const run = await engine.run(input);
    expect(fake.server().requests).toHaveLength(2);
    const asked = fake.server().requests[1].messages.at(-1)!.content;
    expect(asked).toContain(
      'Question 1: it names a speaker its passage does not name; key it with what its source_passage says',
    );
    expect(asked).toContain('Question 2: it keys a lesson its passage does not state');
    expectLeftOut(
      run,
      [WHO, tf.prompt],
      [
        'A question was left out (“What lesson does “The Mischievous Dog” teach?”): it is a story question that keys a lesson its passage does not state.',
      ],
      '1 story question whose key the passage does not give left out',
    );
  });

  test('keyed as the passage says, they pass as they are', async () => {
    const engine = await fake.answering([{ ...base, questions: [right, lesson, tf] }]);
    const { document, quality } = await engine.run(input);
    expect(fake.server().requests).toHaveLength(1);
    expect(questionsOf(document)).toHaveLength(3);
    expect(quality.warnings).toBeUndefined();
  });

  test('every story item of the offline drafter’s quizzes and tests from the tuning fables passes the same check', () => {
    let checked = 0;
    for (const id of ['aesop-fables-1', 'aesop-fables-2', 'aesop-fables-3']) {
      const text = corpusText(`${id}.txt`);
      for (const kind of ['quiz', 'test'] as const) {
        const d = modelDraftFor({
          ...generationInput({ kind, num_questions: '15' }, text, `${id}.txt`),
          reading: readUpload(text, `${id}.txt`),
        }) as Draft;
        for (const q of d.questions as unknown as Array<Parameters<typeof storyKeyReason>[0]>) {
          if (/who says|What lesson does/.test(q.prompt)) checked++;
          expect([q.prompt, storyKeyReason(q)]).toEqual([q.prompt, null]);
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
