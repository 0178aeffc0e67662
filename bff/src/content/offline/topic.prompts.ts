// Questions for a typed topic when there is no text and no model. Nothing here can know the facts of
// the topic, so nothing pretends to: these are the honest classroom routines that work for any
// topic (KWL, research organizer, discussion, reflection, vocabulary self-collection). They name
// "this topic" instead of pasting the teacher's words into a stem, and the key says what to look for.
import type { DraftQuestion } from '../schemas/question.schema';

type Level = 'before' | 'during' | 'after';
type Prompt = [Level, 'short_answer' | 'essay', string, string];

const PROMPTS: Prompt[] = [
  [
    'before',
    'short_answer',
    'What do you already know about this topic? Write three things.',
    'three specific ideas the student already holds; note any misconceptions to address in the lesson',
  ],
  [
    'before',
    'short_answer',
    'What do you want to find out about this topic? Write two questions you would like answered.',
    'two genuine questions that could be answered by reading or research',
  ],
  [
    'before',
    'short_answer',
    'Where have you seen or heard about this topic before: a book, a film, the news, a trip or a conversation?',
    'a concrete place or moment the student met the topic',
  ],
  [
    'before',
    'short_answer',
    'Which words do you expect to meet when you study this topic? List three.',
    'three words that plausibly belong to the topic',
  ],
  [
    'during',
    'short_answer',
    'Write one important word from this topic, what it means in your own words, and where you found it.',
    'a relevant word, an accurate meaning in the student’s words and a named source',
  ],
  [
    'during',
    'short_answer',
    'Name one reliable source you could use to learn more about this topic, and explain why you trust it.',
    'a specific source and a reason based on who wrote it, when and why',
  ],
  [
    'during',
    'short_answer',
    'Write one research question about this topic. How would you find the answer?',
    'a focused question and a sensible way to answer it (a source, an interview, an observation)',
  ],
  [
    'during',
    'short_answer',
    'What is the most important idea you have learned about this topic so far? Explain why it matters.',
    'one central idea, stated accurately, with a reason it matters',
  ],
  [
    'during',
    'short_answer',
    'Describe one cause and one effect connected to this topic.',
    'a cause and an effect that are linked correctly',
  ],
  [
    'during',
    'short_answer',
    'Give one example connected to this topic and explain why it is a good example.',
    'an example from class or reading and a reason that links it to the topic',
  ],
  [
    'during',
    'short_answer',
    'Sort what you have learned about this topic into two groups. Name each group and list what belongs in it.',
    'two sensible groups with correctly placed ideas',
  ],
  [
    'during',
    'essay',
    'Compare two ideas, people, events or examples from this topic. How are they alike, and how are they different?',
    'at least one similarity and one difference, both supported by what was studied',
  ],
  [
    'during',
    'short_answer',
    'How does this topic connect to your own life or your community?',
    'a specific, reasonable connection',
  ],
  [
    'during',
    'short_answer',
    'What evidence from your reading or class notes best supports what you learned? Quote or describe it.',
    'evidence taken from a real source, clearly linked to a claim',
  ],
  [
    'after',
    'essay',
    'What would someone who disagrees with you about this topic say? How would you answer them?',
    'a fair statement of another view and a reasoned reply',
  ],
  [
    'after',
    'short_answer',
    'Explain the main idea of today’s lesson to a classmate who was absent, in two or three sentences.',
    'an accurate main idea in clear, simple sentences',
  ],
  [
    'after',
    'short_answer',
    'What part of this topic was hardest to understand? What helped, or what would help?',
    'an honest difficulty and a specific strategy or support',
  ],
  [
    'after',
    'short_answer',
    'What is one question about this topic that you still have?',
    'a genuine, specific question',
  ],
  [
    'after',
    'short_answer',
    'Rate how well you understand this topic from 1 to 5 and explain your rating.',
    'an honest rating with a reason and a next step',
  ],
  [
    'after',
    'short_answer',
    'What did you learn that surprised you? Why was it surprising?',
    'a specific new idea and what the student expected instead',
  ],
  [
    'after',
    'essay',
    'Which idea from this topic do you think matters most for people today? Support your choice with reasons.',
    'a clear choice supported by at least two reasons drawn from what was studied',
  ],
  [
    'after',
    'short_answer',
    'Write a headline that sums up what you learned about this topic, then explain your headline in one sentence.',
    'a headline and an explanation that match what was studied',
  ],
  [
    'after',
    'short_answer',
    'If you could ask an expert on this topic one question, what would it be and why?',
    'a thoughtful question and a reason for asking it',
  ],
  [
    'after',
    'essay',
    'Write a paragraph that explains what you learned about this topic. Use at least two key words from class.',
    'an accurate paragraph with a main idea, details and two key words used correctly',
  ],
];

const ORDER: Record<'easy' | 'medium' | 'hard' | 'mixed', Level[]> = {
  easy: ['before', 'during', 'after'],
  medium: ['during', 'before', 'after'],
  hard: ['after', 'during', 'before'],
  mixed: ['before', 'during', 'after'],
};

const question = (
  type: 'short_answer' | 'essay',
  prompt: string,
  lookFor: string,
  passage: string | null,
): DraftQuestion => ({
  question_type: type,
  prompt,
  options: null,
  answer: `Answers will vary. Look for ${lookFor}.`,
  explanation: null,
  source_passage: passage,
});

/**
 * `count` different open prompts, in the order the difficulty prefers (mixed interleaves before,
 * during and after); past the routines, numbered vocabulary self-collection entries, so any count
 * asked for can be met without repeating a question.
 */
export function openPrompts(
  difficulty: keyof typeof ORDER,
  passage: string | null,
  count = PROMPTS.length,
): DraftQuestion[] {
  const groups = ORDER[difficulty].map((l) => PROMPTS.filter((p) => p[0] === l));
  const ordered: Prompt[] = [];
  if (difficulty === 'mixed') {
    for (let i = 0; ordered.length < PROMPTS.length; i++) for (const g of groups) if (g[i]) ordered.push(g[i]);
  } else ordered.push(...groups.flat());
  const out = ordered.map(([, type, prompt, lookFor]) => question(type, prompt, lookFor, passage));
  for (let k = 1; out.length < count; k++)
    out.push(
      question(
        'short_answer',
        `Vocabulary collection, word ${k}: write a word from this topic that you think the class should know, what it means, and why you chose it.`,
        'a relevant word, an accurate meaning and a reason for choosing it',
        passage,
      ),
    );
  return out.slice(0, count);
}

export const OPEN_PROMPT_COUNT = PROMPTS.length;

/** Exit ticket routine (3-2-1) for any topic. */
export const EXIT_PROMPTS: Array<[string, string]> = [
  ['Write three things you learned in today’s lesson.', 'three accurate ideas from the lesson'],
  ['Write two questions you still have about this topic.', 'two genuine questions that show where understanding stops'],
  ['Write one way today’s lesson connects to something you already knew.', 'a specific, reasonable connection'],
  ['Which word from today’s lesson could you explain to a friend? Explain it.', 'a relevant word explained accurately'],
  [
    'Rate how well you understand today’s lesson from 1 to 5. What would help you move up one level?',
    'an honest rating and a specific next step',
  ],
];
