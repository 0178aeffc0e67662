// A model's statements are held to the rules the offline drafters keep (verify/stands-alone.verify.ts):
// through the real SDK and the streaming fake server, on Ohm's law of the tuning corpus, a true/false
// statement with the author's aside, a blank in a sentence under a review-box heading and a blank on a word
// of another language go back to the model once; still there afterwards, each is left out and the teacher
// told. A sound statement is kept. So are a statement naming another section of the book by its title and a
// pronoun whose only noun is in a phrase of place before it. A statement lifted out of the setting the
// sentence before sets, a time told from another sentence's and a step for the reader go back too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';
import { blank, corpusText, modelEngine, questionsOf, trueFalse as tf, type Draft } from './model-engine';
import { leaningReason } from '../stands-alone.verify';
import { readUpload } from '../../source';
import { COLONIES, DAYS } from '../../__tests__/unseen-shapes';

const FILE = 'os-physics-ohms-law.txt';
const WIRES = 'In metal wires, as we have seen, current is carried by electrons, so the negative charges move.';
const TEXT = corpusText(FILE, WIRES);
const { server, answering } = modelEngine();

test('the reasons read from a question as the model writes it', () => {
  const q = (x: Record<string, unknown>) => ({ number: 1, points: 1, ...x }) as never;
  expect(leaningReason(q(tf(WIRES, WIRES)))).toMatch(/author's aside/);
  expect(leaningReason(q(tf('In contrast, the current flows the other way.', WIRES)))).toMatch(/opens with/);
  expect(
    leaningReason(q(blank('Check Your Learning The _____ is the rate of flow of charge.', 'current', WIRES))),
  ).toMatch(/heading/);
  expect(leaningReason(q(blank('The word comes from the Latin _____, a flow.', 'currere', WIRES)))).toMatch(
    /another language/,
  );
  expect(
    leaningReason(q(tf('In metal wires, current is carried by electrons, so the negative charges move.', WIRES))),
  ).toBeNull();
  // The shapes of the lead's unseen read: another section named by its title, a pronoun after a phrase of
  // place, a reversal, "As we know".
  expect(leaningReason(q(tf('Resistance is discussed in Electric Current and Resistance.', WIRES)))).toMatch(
    /another part of the book/,
  );
  expect(leaningReason(q(tf('In metal wires, it is carried by electrons.', WIRES)))).toMatch(/“it”/);
  expect(leaningReason(q(tf('In a superconductor, the situation is reversed.', WIRES)))).toMatch(/points back/);
  expect(leaningReason(q(blank('As we know from experience, a wire has _____.', 'resistance', WIRES)))).toMatch(
    /author's aside/,
  );
});

describe('a model quiz with statements that need their neighbours', () => {
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, FILE);
  const base = modelDraftFor(input) as Draft;

  test('goes back to the model; still there afterwards, each is left out and the teacher told', async () => {
    const aside = tf(WIRES, WIRES);
    // A reason whose wrong option kept a review box's heading run into its sentence.
    const heading = {
      question_type: 'multiple_choice',
      prompt: 'What reason does the text give for this: in metal wires, the negative charges move?',
      options: [
        'current is carried by electrons',
        'Check Your Learning suppose the wire were twice as long',
        'the resistance of the wire is small',
      ],
      answer: 'current is carried by electrons',
      explanation: null,
      source_passage: WIRES,
    };
    const engine = await answering([{ ...base, questions: [aside, heading, ...base.questions.slice(2)] }]);
    const { document, quality } = await engine.run(input);
    expect(server().requests.length).toBe(2);
    const asked = server().requests[1].messages.at(-1)!.content as string;
    expect(asked).toContain('Question 1: its statement needs the sentences around it');
    expect(asked).toContain('Question 2: its statement carries a heading or callout of the book');
    const prompts = questionsOf(document).map((q) => q.prompt);
    expect(prompts).not.toContain(aside.prompt);
    expect(prompts).not.toContain(heading.prompt);
    expect(quality.warnings?.length).toBe(2);
  });

  test('its fix is kept', async () => {
    const fixed = tf('In metal wires, current is carried by electrons, so the negative charges move.', WIRES);
    const engine = await answering([
      { ...base, questions: [tf(WIRES, WIRES), ...base.questions.slice(1)] },
      { ...base, questions: [fixed, ...base.questions.slice(1)] },
    ]);
    const { document } = await engine.run(input);
    expect(questionsOf(document)[0].prompt).toBe(fixed.prompt);
  });
});

describe('a model statement whose pronoun has nothing before it to stand for', () => {
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, TEXT, FILE);
  const base = modelDraftFor(input) as Draft;
  const NAMED =
    'He named the type of charge associated with electrons negative long before they were known to carry current in so many situations.';

  test('is left out, and the note to the teacher says in a sentence what is missing', async () => {
    expect(TEXT).toContain(NAMED);
    const engine = await answering([{ ...base, questions: [tf(NAMED, NAMED), ...base.questions.slice(1)] }]);
    const { document, quality } = await engine.run(input);
    expect(questionsOf(document).map((q) => q.prompt)).not.toContain(`True or false: ${NAMED}`);
    // Read after "it" as the note goes on: "(it says “He” but names no one before it)", never "(it “He” names …)".
    expect(quality.warnings).toEqual([
      'A question was left out (“True or false: He named the type of charge associated with electrons negative l…”): ' +
        'it is a statement that needs the sentences around it ' +
        '(it says “He” but names no one before it).',
    ]);
  });

  test('each reason of a pronoun reads as what the statement does', () => {
    const why = (statement: string) => leaningReason({ number: 1, points: 1, ...tf(statement, NAMED) } as never);
    const seagull =
      'It causes a seagull to move up and down in simple harmonic motion as the wave crests and troughs pass under the bird.';
    expect(corpusText('os-physics-types-of-waves.txt')).toContain(seagull);
    expect(why(seagull)).toBe('needs the sentences around it (it says “It” but not who or what that is)');
    expect(why(NAMED)).toBe('needs the sentences around it (it says “He” but names no one before it)');
    expect(why('The wires were hot, so they wrote the readings down.')).toBe(
      'needs the sentences around it (it says “they” of people it does not name)',
    );
  });
});

describe('a model quiz on radioactivity with sentences of the text that lean on the one before', () => {
  const file = 'os-physics-radioactivity.txt';
  const text = corpusText(file);
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, text, file);
  const base = modelDraftFor(input) as Draft;
  const AFTER_ALL =
    'After all, the nucleus is very small and its protons, being positive, should exert tremendous repulsive forces on one another.';
  const ANSWER =
    'The answer is that a previously unknown force holds the nucleus together and makes it into a tightly packed ball of nucleons.';

  test('“After all, …” and “The answer is that …” go back to the model, and out when they come back', async () => {
    for (const s of [AFTER_ALL, ANSWER]) expect(text.replace(/\s+/g, ' ')).toContain(s);
    const engine = await answering([
      { ...base, questions: [tf(AFTER_ALL, AFTER_ALL), tf(ANSWER, ANSWER), ...base.questions.slice(2)] },
    ]);
    const { document, quality } = await engine.run(input);
    expect(server().requests.length).toBe(2);
    const asked = server().requests[1].messages.at(-1)!.content as string;
    expect(asked).toContain('Question 1: its statement needs the sentences around it (it opens with “After all”)');
    expect(asked).toContain('Question 2: its statement needs the sentences around it (it points back');
    const prompts = questionsOf(document).map((x) => x.prompt);
    expect(prompts).not.toContain(`True or false: ${AFTER_ALL}`);
    expect(prompts).not.toContain(`True or false: ${ANSWER}`);
    expect(quality.warnings?.length).toBe(2);
  });
});

describe('a model quiz on culture that offers a way of talking beside real terms', () => {
  const file = 'os-anthropology-elements-of-culture.txt';
  const text = corpusText(file);
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, text, file);
  const base = modelDraftFor(input) as Draft;
  const CALLED = 'Objects that are made and used by humans in group contexts are called material culture.';
  const mc = (options: string[]) => ({
    question_type: 'multiple_choice',
    prompt: `Which term completes this sentence from the text? “${CALLED.replace('material culture', '_____')}”`,
    options,
    answer: 'material culture',
    explanation: null,
    source_passage: CALLED,
  });

  test('goes back to the model once; its terms of the text are kept', async () => {
    expect(text).toContain(CALLED);
    const vague = mc(['material culture', 'many cultures', 'technology', 'worldview']);
    const fixed = mc(['material culture', 'cultural practices', 'technology', 'worldview']);
    const engine = await answering([
      { ...base, questions: [vague, ...base.questions.slice(1)] },
      { ...base, questions: [fixed, ...base.questions.slice(1)] },
    ]);
    const { document } = await engine.run(input);
    expect(server().requests.length).toBe(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 1: it offers “many cultures” as an option: a way of talking, not a term of the text',
    );
    expect(questionsOf(document)[0].options).toEqual(expect.arrayContaining(['cultural practices']));
    expect(questionsOf(document)[0].options).not.toContain('many cultures');
  });
});

describe('a model’s statement lifted out of its setting, told from another sentence’s time, or no fact', () => {
  // Sentences of the shapes the lead's unseen read reported, written for the test (statement-setting.test.ts).
  const input = generationInput({ kind: 'quiz', num_questions: '3' }, DAYS, 'days.txt');
  const base = modelDraftFor(input) as Draft;
  const EVERY = 'Every day of the year, the Sun is up for twelve hours.';
  const CARRIED = 'At the equator, every day of the year, the Sun is up for twelve hours.';
  const reading = readUpload(DAYS, 'days.txt');

  test('the reasons', () => {
    const q = (x: Record<string, unknown>) => ({ number: 1, points: 1, ...x }) as never;
    expect(leaningReason(q(tf(EVERY, EVERY)), reading)).toBe(
      'holds only in the setting the sentence before it sets (“At the equator”)',
    );
    expect(leaningReason(q(tf(CARRIED, EVERY)), reading)).toBeNull();
    expect(leaningReason(q(tf('If we wanted to measure the Sun, we first need a scale.', EVERY)), reading)).toMatch(
      /speaks to the reader or tells a step/,
    );
    expect(leaningReason(q(tf('The Sun set the next day.', EVERY)), reading)).toMatch(/tells a time/);
  });

  test('goes back to the model once; the setting said, the statement is kept as true', async () => {
    const engine = await answering([
      { ...base, questions: [tf(EVERY, EVERY), ...base.questions.slice(1)] },
      { ...base, questions: [tf(CARRIED, EVERY), ...base.questions.slice(1)] },
    ]);
    const { document } = await engine.run(input);
    expect(server().requests.length).toBe(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 1: its statement holds only in the setting the sentence before it sets (“At the equator”); say that setting in the statement',
    );
    const first = questionsOf(document)[0];
    expect([first.prompt, first.answer]).toEqual([`True or false: ${CARRIED}`, 'True']);
  });

  test('still without its setting after the repair round, it is left out and the teacher told', async () => {
    const engine = await answering([{ ...base, questions: [tf(EVERY, EVERY), ...base.questions.slice(1)] }]);
    const { document, quality } = await engine.run(input);
    expect(questionsOf(document).map((x) => x.prompt)).not.toContain(`True or false: ${EVERY}`);
    expect(quality.warnings?.length).toBe(1);
  });
});

describe('a model’s connective and options of another kind', () => {
  test('a connective that only links is cut from a true/false statement; the passage keeps it', async () => {
    const file = 'os-anthropology-elements-of-culture.txt';
    const text = readFileSync(join(__dirname, '../../__fixtures__/corpus', file), 'utf8');
    const input = generationInput({ kind: 'quiz', num_questions: '3' }, text, file);
    const base = modelDraftFor(input) as Draft;
    const COURSE = 'Material culture is not just found in museums, of course.';
    expect(text.replace(/\s+/g, ' ')).toContain(COURSE);
    const engine = await answering([{ ...base, questions: [tf(COURSE, COURSE), ...base.questions.slice(1)] }]);
    const { document } = await engine.run(input);
    expect(
      server()
        .requests.map((r) => r.messages.at(-1)!.content)
        .slice(1),
    ).toEqual([]);
    const first = questionsOf(document)[0];
    expect(first.prompt).toBe('True or false: Material culture is not just found in museums.');
    expect(first.source_passage).toBe(COURSE);
  });

  test('a noun for a verb’s blank goes back to the model; a fix of the key’s kind is kept', async () => {
    const input = generationInput({ kind: 'quiz', num_questions: '3' }, COLONIES, 'colonies.txt');
    const base = modelDraftFor(input) as Draft;
    const REPEAL = 'The boycott compelled Parliament to repeal the Stamp Act.';
    const mc = (options: string[]) => ({
      question_type: 'multiple_choice',
      prompt: `Which word completes this sentence from the text? “${REPEAL.replace('repeal', '_____')}”`,
      options,
      answer: 'repeal',
      explanation: null,
      source_passage: REPEAL,
    });
    const q = (x: Record<string, unknown>) => ({ number: 1, points: 1, ...x }) as never;
    const reading = readUpload(COLONIES, 'colonies.txt');
    expect(leaningReason(q(mc(['repeal', 'taxation', 'enforce', 'suspend'])), reading)).toBe(
      'offers “taxation” as an option: a noun for a blank the key fills as a verb',
    );
    const fixed = mc(['repeal', 'enforce', 'suspend', 'extend']);
    const engine = await answering([
      { ...base, questions: [mc(['repeal', 'taxation', 'representation', 'enforce']), ...base.questions.slice(1)] },
      { ...base, questions: [fixed, ...base.questions.slice(1)] },
    ]);
    const { document } = await engine.run(input);
    expect(server().requests.length).toBe(2);
    expect(server().requests[1].messages.at(-1)!.content).toContain(
      'Question 1: it offers “taxation” as an option: a noun for a blank the key fills as a verb; offer terms of the source of the same kind as the answer',
    );
    expect(questionsOf(document)[0].options).toEqual(fixed.options);
  });

  test('a person beside a law goes back to the model', () => {
    const q = (x: Record<string, unknown>) => ({ number: 1, points: 1, ...x }) as never;
    const reading = readUpload(COLONIES, 'colonies.txt');
    const which = {
      question_type: 'multiple_choice',
      prompt: 'Which law did the boycott compel Parliament to repeal?',
      options: ['the Stamp Act', 'Samuel Adams', 'the Townshend Acts', 'Patrick Henry'],
      answer: 'the Stamp Act',
      explanation: null,
      source_passage: 'The boycott compelled Parliament to repeal the Stamp Act.',
    };
    expect(leaningReason(q(which), reading)).toBe(
      'offers “Samuel Adams” as an option: a person beside a law or document',
    );
  });
});
