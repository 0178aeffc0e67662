// Our own sentences name a text's term as the text does: "compare the mill system and the farm system", not
// "compare mill system and farm system" (a plan, a letter home and a rubric printed the bare term, a grammar
// slip a teacher corrects by hand on every page). A name the text never puts "the" before stays bare; a list
// of key terms and a diagram's labels keep the bare term. A text of the test's own, in the shape of a history
// section comparing two systems.
import type { GenerateRequest, GeneratedDocument } from '@lessonloom/contracts';
import { createContentEngine } from '../index';
import { asTheTextSays } from '../language/term-article';
import { createOfflineProvider } from '../offline.provider';
import { readUpload } from '../source';

const TEXT = [
  'Two Ways to Run a Mill',
  [
    'The farm system and the mill system shaped work in the early nineteenth century.',
    'Under the farm system, families worked at home and set their own hours.',
    "Under the mill system, workers came to a factory and kept the owner's hours.",
  ].join(' '),
  [
    'Unlike the farm system, the mill system paid wages in cash every week.',
    'The farm system paid families in goods from the store.',
    'The mill system is a way of organizing work in which paid workers tend machines in one building.',
    'The farm system is a way of organizing work in which families make goods at home for a merchant.',
    'Both the farm system and the mill system made cloth for sale.',
  ].join(' '),
  [
    'Thomas Baxter, a mill owner from Lowell, argued that the mill system was fairer.',
    'Rovings are coarse strands of cotton fibers. The rovings were spun into yarn.',
  ].join(' '),
].join('\n\n');
const reading = readUpload(TEXT, 'mills.txt');
const engine = createContentEngine(createOfflineProvider());

async function make(kind: string): Promise<string> {
  const request = { kind, difficulty: 'mixed', num_questions: 10, include_answer_key: true } as GenerateRequest;
  const doc: GeneratedDocument = await engine.generate({
    request,
    sourceText: TEXT,
    sourceName: 'mills.txt',
    sourceType: 'file',
    reading,
  });
  return JSON.stringify(doc);
}

describe('a term in our own prose, as the text says it', () => {
  test('"the" where the text says "the" before most uses; a name and a bare plural stay bare', () => {
    expect(asTheTextSays('mill system', reading)).toBe('the mill system');
    expect(asTheTextSays('farm system', reading)).toBe('the farm system');
    expect(asTheTextSays('Thomas Baxter', reading)).toBe('Thomas Baxter');
    expect(asTheTextSays('Lowell', reading)).toBe('Lowell');
    // "Rovings are …", "The rovings were …": one of two uses takes "the".
    expect(asTheTextSays('rovings', reading)).toBe('the rovings');
    expect(asTheTextSays('the mill system', reading)).toBe('the mill system');
  });

  test('the lesson plan, the letter home and the rubric compare "the mill system and the farm system"', async () => {
    const compared = /(?:the mill system and the farm system|the farm system and the mill system)/;
    const bare = /(?:compare|compares|comparing|how) (?:mill system|farm system)\b/i;
    for (const kind of ['lesson_plan', 'parent_handout', 'rubric']) {
      const doc = await make(kind);
      expect([kind, compared.test(doc)]).toEqual([kind, true]);
      expect([kind, doc.match(bare)?.[0] ?? null]).toEqual([kind, null]);
    }
  });
});
