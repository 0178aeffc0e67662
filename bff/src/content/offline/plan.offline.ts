import type { ParentHandoutDraft, ReviewSheetDraft } from '../schemas/kind.schemas';
import { questions, titleFor, type OfflineContext } from './offline.context';
import { vocabulary } from './vocabulary.offline';

const keySentences = (ctx: OfflineContext, n: number) => {
  const usable = ctx.text?.sentences.filter((s) => s.usable) ?? [];
  const scored = usable.map((s) => ({ s, score: ctx.terms.slice(0, 10).filter((t) => t.sentences.includes(s.index)).length }));
  return scored.sort((a, b) => b.score - a.score || a.s.index - b.s.index).slice(0, n).sort((a, b) => a.s.index - b.s.index).map((x) => (x.s.text.length > 390 ? `${x.s.text.slice(0, 380)}…` : x.s.text));
};

export function parentHandoutDraft(ctx: OfflineContext): ParentHandoutDraft {
  const t = ctx.topic;
  const points = keySentences(ctx, 4);
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: 'Dear families,',
    learning_summary: points.length ? `Our class is learning about ${t}. Here is what we are reading: ${points.slice(0, 2).join(' ')}` : `Our class is learning about ${t}. This guide explains what we are studying and simple ways you can help at home.`,
    key_points: points.length >= 3 ? points : ['What we are learning and why it matters', 'The key words we use in class', 'How the topic connects to everyday life'],
    vocabulary: vocabulary(ctx, 5).map((v) => ({ term: v.term, definition: v.definition })),
    home_activities: [
      'Ask your child to teach you what the class is learning, for five minutes.',
      'Look together for examples of what your child is learning: at home, in the news or outdoors.',
      'Make flash cards of the words to know and quiz each other.',
    ],
    conversation_questions: ['What was the most interesting thing you learned this week?', 'Which word from class can you explain to me?', 'What question do you still have?'],
    closing: 'Thank you for supporting your child’s learning. Please contact me with any questions.',
  };
}

export function reviewSheetDraft(ctx: OfflineContext): ReviewSheetDraft {
  const t = ctx.topic;
  const points = keySentences(ctx, 6);
  return {
    title: titleFor(ctx),
    instructions: 'Read the summary and key points, study the vocabulary, then try the practice questions.',
    summary: points.length ? points.slice(0, 3).join(' ') : `Use this sheet to review “${t}”: the main ideas, the words we use in class and examples you can explain.`,
    key_points: points.length >= 4 ? points : ['I can explain the main idea of the topic in my own words.', 'I can use the key words from class correctly.', 'I can give an example from class or my reading.', 'I can explain why the topic matters.'],
    vocabulary: vocabulary(ctx, 6).map((v) => ({ term: v.term, definition: v.definition })),
    questions: questions(ctx, 8),
  };
}

