import { generationInput } from '../../../gateways/openai/__tests__/fake-model';
import { buildSpec } from '../../content.request';
import { buildMessages } from '../../content.prompt';
import { PROMPT_SOURCE_MAX } from '../../source/source.budget';
import { gradeWording, relevantSource } from '../prompt.teaching';

const filler = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `${topic} note ${i}: the chapter describes ${topic} in general terms with many ordinary words about the period.`,
  ).join(' ');

/** A long textbook file: an introduction, many sections on other things, one section on volcanoes. */
const BOOK = [
  'Earth Science, Unit 4. This unit covers the structure of the Earth and the forces that shape it.',
  ...Array.from({ length: 40 }, (_, i) => filler(`glaciers ${i}`, 12)),
  'Volcanoes form where magma rises through the crust. When pressure builds, the volcano erupts, and lava, ash and gas escape through the vent.',
  ...Array.from({ length: 40 }, (_, i) => filler(`oceans ${i}`, 12)),
].join('\n\n');

describe('prompts that teach well', () => {
  test('a long file sends its opening and the sections that match the teacher’s request, in order, within the budget', () => {
    expect(BOOK.length).toBeGreaterThan(PROMPT_SOURCE_MAX);
    const spec = buildSpec(
      generationInput(
        { kind: 'quiz', use_specific_prompt: 'true', specific_prompt: 'Questions about volcanoes, magma and lava' },
        BOOK,
        'unit4.pdf',
      ),
    );
    const [, user] = buildMessages(spec);
    expect(user.content).toContain('Volcanoes form where magma rises through the crust.');
    expect(user.content).toContain('Earth Science, Unit 4.');
    expect(user.content.indexOf('Earth Science, Unit 4.')).toBeLessThan(user.content.indexOf('Volcanoes form'));
    expect(user.content).toContain('[...]');
    expect(user.content).toMatch(/the opening and the \d+ sections most relevant to this request, of 82/);
    const chosen = relevantSource(BOOK, spec, PROMPT_SOURCE_MAX);
    expect(chosen.text.length).toBeLessThanOrEqual(PROMPT_SOURCE_MAX + 200);
  });

  test('without the teacher’s prompt a diagram still prefers the passages that describe steps', () => {
    const steps =
      'First the water evaporates, then the vapour condenses, next it falls as rain, and finally it collects in rivers: each step of the cycle.';
    const text = [BOOK.split('\n\n')[0], ...Array.from({ length: 60 }, (_, i) => filler(`rocks ${i}`, 12)), steps].join(
      '\n\n',
    );
    const spec = buildSpec(generationInput({ kind: 'diagram', worksheet_style: 'cycle' }, text, 'water.pdf'));
    expect(relevantSource(text, spec, 8000).text).toContain(steps);
  });

  test('a file within the budget goes whole', () => {
    const spec = buildSpec(generationInput({ kind: 'quiz' }, 'Plants need light.', 'p.txt'));
    expect(relevantSource('Plants need light.', spec, PROMPT_SOURCE_MAX)).toEqual({
      text: 'Plants need light.',
      cut: false,
      sections: 1,
      kept: 1,
    });
  });

  test.each([
    ['easy', 'remember and understand'],
    ['medium', 'understand and apply'],
    ['hard', 'analyze and evaluate'],
    ['mixed', 'spread across remember, understand, apply, analyze and evaluate'],
  ])("difficulty %s asks for Bloom's levels: %s", (difficulty, levels) => {
    const [, user] = buildMessages(
      buildSpec(generationInput({ kind: 'quiz', difficulty: difficulty as 'easy' }, undefined, 'Fractions')),
    );
    expect(user.content).toContain(`Bloom's levels: ${levels}`);
  });

  test('distractors are built from misconceptions, and the wording follows the grade', () => {
    const [system, user] = buildMessages(
      buildSpec(generationInput({ kind: 'quiz', grade_level: '3rd grade' }, undefined, 'Fractions')),
    );
    expect(system.content).toMatch(
      /distractors: each wrong option is a mistake a student at this level really makes \(a common misconception/,
    );
    expect(user.content).toContain(
      'Write every question, option and instruction for grade 3 readers: sentences of about 12 words or fewer',
    );
    expect(gradeWording('Grade 11')).toContain('about 20 words');
    expect(gradeWording('any')).toBeNull();
  });
});
