import { z } from 'zod';
import { toQuestionBlock } from '../../assemble/question.assemble';
import type { OfflineContext } from '../../offline/offline.context';
import { enoughFileTerms, FILE_TERMS_MIN, fromFile } from '../../offline/file-terms';
import { ownWord, vocabulary } from '../../offline/vocabulary';
import { head, passage, text } from '../../schemas/draft.schema';
import { SENTENCE_CLUE, SHORTENED_CLUE, termSchema } from '../../schemas/question.schema';
import { defineStyle, SIZES, worksheetHead } from './worksheet.style';

const WORDS = {
  instructions: 'Learn each word, then complete both parts.',
  young: 'Learn each word. Then do both parts.',
};

const schema = (withPassages: boolean) =>
  z.object({
    ...head,
    entries: z
      .array(termSchema.extend({ example_sentence: text(400), source_passage: passage(withPassages) }))
      .min(withPassages ? FILE_TERMS_MIN : SIZES.terms[0])
      .max(SIZES.terms[1]),
  });
type Entry = z.infer<ReturnType<typeof schema>>['entries'][number];

/** As many entries as the author marked or defined terms (5 to 8, fewer when a file has fewer): the sheet teaches the text's own words, not filler. */
const vocabSize = (ctx: OfflineContext) => Math.max(SIZES.terms[0], Math.min(8, ctx.terms.filter(ownWord).length));

const entriesOf = (ctx: OfflineContext) => ({
  ...worksheetHead(ctx, WORDS),
  entries: (fromFile(ctx)
    ? enoughFileTerms(vocabulary(ctx, vocabSize(ctx)), 'a vocabulary sheet')
    : vocabulary(ctx, vocabSize(ctx))
  ).map((e) => ({
    term: e.term,
    definition: e.definition,
    example_sentence: e.example,
    source_passage: e.passage ?? ctx.passage,
  })),
});

/** A clue that is the text's sentence with the word blanked asks for the missing word, not a meaning. */
const ask = (e: Entry) =>
  e.definition.startsWith(SENTENCE_CLUE)
    ? `Write the missing word in this sentence from the text: ${e.definition.slice(SENTENCE_CLUE.length)}`
    : e.definition.startsWith(SHORTENED_CLUE)
      ? `Write the missing word in this sentence: ${e.definition.slice(SHORTENED_CLUE.length)}`
      : `Write the word that means: ${e.definition}`;

export const vocab = defineStyle({
  schema,
  ask: `a vocabulary worksheet of ${SIZES.terms[0]}-${SIZES.terms[1]} terms, each with a student-friendly definition and an example sentence`,
  ...WORDS,
  draft: { file: entriesOf, topic: entriesOf },
  assemble: (spec, d, n) => {
    const q = (e: Entry, prompt: string, answer: string, type: 'fill_blank' | 'short_answer') =>
      toQuestionBlock(
        { question_type: type, prompt, options: null, answer, explanation: null, source_passage: e.source_passage },
        n.take(),
        spec,
      );
    const match = d.entries.map((e) => q(e, ask(e), e.term, 'fill_blank'));
    const use = d.entries.map((e) =>
      q(
        e,
        `Write a sentence of your own that uses the word '${e.term}'.`,
        `Answers will vary. Example: ${e.example_sentence}`,
        'short_answer',
      ),
    );
    return [
      {
        heading: 'Word bank',
        blocks: [{ type: 'word_bank', words: d.entries.map((e) => e.term).sort((a, b) => a.localeCompare(b)) }],
      },
      { heading: 'What does it mean?', blocks: match },
      { heading: 'Use it in a sentence', blocks: use },
    ];
  },
});
