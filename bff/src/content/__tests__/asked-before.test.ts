// A quiz, then an exit ticket and a review sheet from one reading ask different things: what the teacher's earlier
// documents from the file asked (GenerationInput `askedBefore`) is asked again only once the file has nothing new,
// and then before any question about the topic in general (offline/question.pool.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenerateRequest, GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import type { AskedItem, GenerationInput } from '../content.job';
import { createContentEngine } from '../index';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';
import { asFactItem, sameFact } from '../checks/same-fact.check';

const dir = join(__dirname, '../__fixtures__/corpus');
const engine = createContentEngine(createOfflineProvider());
const request = (kind: GenerateRequest['kind'], n: number): GenerateRequest =>
  ({ kind, difficulty: 'mixed', num_questions: n, include_answer_key: true }) as GenerateRequest;

function fileInput(name: string, text: string, r: GenerateRequest, askedBefore?: AskedItem[]): GenerationInput {
  return {
    request: r,
    sourceText: text,
    sourceName: name,
    sourceType: 'file',
    reading: readUpload(text, name),
    seed: '5eed5eed5eed5eed',
    ...(askedBefore ? { askedBefore } : {}),
  };
}
const questions = (d: GeneratedDocument) =>
  d.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');
const asked = (d: GeneratedDocument): AskedItem[] =>
  questions(d).map((q) => ({ prompt: q.prompt, answer: q.answer, source_passage: q.source_passage ?? null }));
/** Questions of `later` on a sentence or fact one of `earlier` asks. */
const repeats = (earlier: AskedItem[], later: GeneratedDocument) =>
  questions(later).filter((q) => earlier.some((e) => sameFact(asFactItem(e), asFactItem(q))));

// A tuning section with far more to ask than a quiz and an exit ticket together (held-out books are never used).
const ID = 'os-psychology-classical-conditioning';
const text = readFileSync(join(dir, `${ID}.txt`), 'utf8');

it('an exit ticket after a quiz from the same file asks nothing the quiz asked', async () => {
  const quiz = await engine.generate(fileInput(`${ID}.txt`, text, request('quiz', 10)));
  expect(questions(quiz)).toHaveLength(10);
  const alone = await engine.generate(fileInput(`${ID}.txt`, text, request('exit_ticket', 5)));
  // With the same seed and nothing asked before, the exit ticket repeats the quiz: what the rule is for.
  expect(repeats(asked(quiz), alone).length).toBeGreaterThan(0);
  const ticket = await engine.generate(fileInput(`${ID}.txt`, text, request('exit_ticket', 5), asked(quiz)));
  expect(questions(ticket)).toHaveLength(questions(alone).length);
  expect(repeats(asked(quiz), ticket)).toEqual([]);
});

it('a short file asks again what an earlier document asked rather than ask fewer or ask about the topic', async () => {
  const short = [
    'Photosynthesis',
    'Photosynthesis is the process by which green plants make sugar from light, water and carbon dioxide. ' +
      'Chlorophyll is the green pigment that absorbs the light. The stomata are small pores that let carbon dioxide ' +
      'into the leaf. Oxygen leaves the leaf through the stomata as a waste product.',
  ].join('\n\n');
  const first = await engine.generate(fileInput('leaf.txt', short, request('quiz', 5)));
  const again = await engine.generate(fileInput('leaf.txt', short, request('quiz', 5), asked(first)));
  expect(questions(again)).toHaveLength(questions(first).length);
  // Once nothing new is left, the file's own items come back before a question about the topic in general.
  const general = (d: GeneratedDocument) => questions(d).filter((q) => /^Answers will vary/.test(q.answer)).length;
  expect(general(again)).toBeLessThanOrEqual(general(first));
  expect(repeats(asked(first), again).length).toBeGreaterThan(0);
});
