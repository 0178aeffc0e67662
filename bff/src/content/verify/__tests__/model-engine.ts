// The content engine on the real OpenAI SDK, answered by the streaming fake server with the drafts a test
// gives (the last one again for any further request), closed after each test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionBlock } from '@lessonloom/contracts';
import { createContentEngine } from '../..';
import { createOpenAiProvider } from '../../../gateways/openai/openai.provider';
import { startFakeOpenAi, type FakeOpenAi } from '../../../gateways/openai/__tests__/fake-openai-server';
import { generationInput, modelDraftFor } from '../../../gateways/openai/__tests__/fake-model';

export type Draft = Record<string, unknown> & { questions: Array<Record<string, unknown>> };

export function modelEngine() {
  let server: FakeOpenAi | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  async function answering(replies: Draft[]) {
    server = await startFakeOpenAi((_, n) => ({
      content: JSON.stringify(replies[Math.min(n, replies.length) - 1]),
    }));
    return createContentEngine(
      createOpenAiProvider({ apiKey: 'k', baseURL: server.baseURL, model: 'fake-model', maxRetries: 0 }),
    );
  }
  return {
    server: () => server!,
    answering,
    /**
     * A model's vocabulary sheet on `text` with the entries given, each quoting the text's first long sentence,
     * under the head (title, instructions) of the offline sheet of `headFrom` (a file that defines fewer than
     * three words has none, so another section lends it). Returns the words printed (the keys of "Write the word
     * that means: …") and what the quality line says of the meanings.
     */
    async vocabulary(
      text: string,
      file: string,
      entries: VocabularyEntry[],
      headFrom: { text: string; file: string } = { text, file },
    ) {
      const vocab = { kind: 'worksheet', worksheet_style: 'vocab' } as const;
      const passage = text.split(/(?<=\.)\s+/).find((s) => s.length > 40)!;
      const head = modelDraftFor(generationInput(vocab, headFrom.text, headFrom.file));
      const draft = { ...head, entries: entries.map((e) => ({ ...e, source_passage: passage })) };
      const engine = await answering([draft as unknown as Draft]);
      const { document, quality } = await engine.run(generationInput(vocab, text, file));
      const printed = questionsOf(document)
        .filter((q) => q.prompt.startsWith('Write the word that means:'))
        .map((q) => q.answer);
      return { printed, meanings: quality.meanings };
    },
  };
}

/** A model's vocabulary entry as the draft gives it (the helper adds its passage). */
export type VocabularyEntry = { term: string; definition: string; example_sentence: string };

export const questionsOf = (doc: { sections: Array<{ blocks: Array<{ type: string }> }> }) =>
  doc.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');

/** A section of the reading corpus, holding every sentence a test quotes from it. */
export function corpusText(file: string, ...quoted: string[]): string {
  const text = readFileSync(join(__dirname, '../../__fixtures__/corpus', file), 'utf8');
  for (const s of quoted) expect(text).toContain(s);
  return text;
}

/** A model's true/false question as the draft gives it. */
export const trueFalse = (
  statement: string,
  passage: string,
  answer: 'True' | 'False' = 'True',
  explanation: string | null = null,
) => ({
  question_type: 'true_false',
  prompt: `True or false: ${statement}`,
  options: ['True', 'False'],
  answer,
  explanation,
  source_passage: passage,
});

/** A model's multiple-choice question as the draft gives it. */
export const choice = (prompt: string, options: string[], answer: string, source_passage: string) => ({
  question_type: 'multiple_choice',
  prompt,
  options,
  answer,
  explanation: null,
  source_passage,
});

/** A model's fill-in-the-blank question as the draft gives it. */
export const blank = (prompt: string, answer: string, source_passage: string) => ({
  question_type: 'fill_blank',
  prompt,
  options: null,
  answer,
  explanation: null,
  source_passage,
});

/** A model's short-answer question as the draft gives it. */
export const shortAnswer = (prompt: string, answer: string, source_passage: string) => ({
  question_type: 'short_answer',
  prompt,
  options: null,
  answer,
  explanation: null,
  source_passage,
});

/** What a run says of questions it left out: the questions kept, the warnings, the summary's count. */
export function expectLeftOut(
  run: { document: Parameters<typeof questionsOf>[0]; quality: { warnings?: string[]; summary: string } },
  kept: string[],
  warnings: string[],
  summary: string,
) {
  expect(questionsOf(run.document).map((x) => x.prompt)).toEqual(kept);
  expect(run.quality.warnings).toEqual(warnings);
  expect(run.quality.summary).toContain(summary);
}
