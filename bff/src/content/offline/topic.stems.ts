// Open questions for a topic when there is no text to draw facts from. Without a model we cannot
// know the facts, so these ask students to show what they know, and the key says what to look for.
import type { DraftQuestion } from '../schemas/question.schema';

export type Level = 'remember' | 'understand' | 'apply' | 'analyze' | 'evaluate' | 'create';
type Stem = [Level, 'short_answer' | 'essay', string, string];

const STEMS: Stem[] = [
  ['remember', 'short_answer', 'In your own words, what is {t}?', 'a clear, accurate definition of {t} that uses the key vocabulary from class'],
  ['remember', 'short_answer', 'List three important facts about {t}.', 'three accurate facts about {t}, each stated in a complete sentence'],
  ['remember', 'short_answer', 'Name two key words connected to {t} and define each one.', 'two relevant vocabulary words, each with a correct definition'],
  ['remember', 'short_answer', 'What is the most important thing to remember about {t}?', 'one central idea of {t}, stated accurately'],
  ['remember', 'short_answer', 'Where might you see or meet {t} outside school?', 'a realistic place or situation where {t} appears'],
  ['remember', 'short_answer', 'Who would need to know about {t} in their job, and why?', 'a plausible profession and a reason linked to {t}'],
  ['remember', 'short_answer', 'Write down one question a scientist, historian or expert might ask about {t}.', 'a relevant, specific question about {t}'],
  ['remember', 'short_answer', 'Which parts or steps make up {t}? Name as many as you can.', 'the main parts or steps of {t}, correctly named'],
  ['understand', 'short_answer', 'Explain {t} to a younger student in two or three sentences.', 'a correct explanation of {t} in simple language'],
  ['understand', 'short_answer', 'Summarize what you have learned about {t} in one paragraph.', 'a summary that covers the main ideas of {t} in a logical order'],
  ['understand', 'short_answer', 'Give an example of {t} and explain why it is a good example.', 'a correct example of {t} with a reason that links to its definition'],
  ['understand', 'short_answer', 'Give a non-example: something that is NOT {t}. Explain how you know.', 'a non-example and a reason based on what defines {t}'],
  ['understand', 'short_answer', 'Why does {t} matter? Describe one way it affects people or the world.', 'one real effect of {t}, explained with a cause and its result'],
  ['understand', 'short_answer', 'What is a common misunderstanding about {t}, and what is actually true?', 'a realistic misconception and an accurate correction'],
  ['understand', 'short_answer', 'Describe how {t} works or happens, step by step.', 'the steps or stages of {t} in the right order'],
  ['understand', 'short_answer', 'What causes {t}, or what leads to it?', 'at least one accurate cause or condition of {t}'],
  ['understand', 'short_answer', 'What are the results or effects of {t}?', 'at least one accurate result or effect of {t}'],
  ['apply', 'short_answer', 'Describe a real-life situation where knowing about {t} would help you.', 'a realistic situation and how knowledge of {t} helps'],
  ['apply', 'short_answer', 'How could you use what you know about {t} to solve a problem at home or at school?', 'a specific problem and a sensible use of {t} to solve it'],
  ['apply', 'short_answer', 'Draw and label a simple diagram that shows {t}. Then explain your drawing in one sentence.', 'a labelled diagram with correct parts and an accurate one-sentence explanation'],
  ['apply', 'short_answer', 'Write a short scenario that shows {t} in action.', 'a scenario in which {t} is shown correctly'],
  ['apply', 'short_answer', 'If you had to teach {t} with one object from the classroom, which would you choose and why?', 'an object and an explanation that connects it to {t}'],
  ['apply', 'short_answer', 'What would you measure, observe or record to study {t}?', 'something observable related to {t} and how to record it'],
  ['apply', 'short_answer', 'Predict what would happen if {t} changed or stopped. Explain your prediction.', 'a reasonable prediction supported by what is known about {t}'],
  ['apply', 'short_answer', 'Write one math or data question about {t} and solve it.', 'a relevant question with a correct solution'],
  ['analyze', 'short_answer', 'Compare {t} with a related idea you have studied. How are they alike and different?', 'at least one similarity and one difference, both accurate'],
  ['analyze', 'short_answer', 'Break {t} into its main parts. How do the parts work together?', 'the main parts of {t} and how they are connected'],
  ['analyze', 'short_answer', 'What is the relationship between cause and effect in {t}?', 'a cause and its effect within {t}, correctly linked'],
  ['analyze', 'short_answer', 'Which part of {t} do you think is the most important? Support your choice.', 'a choice backed by at least one reason from class learning'],
  ['analyze', 'short_answer', 'Sort what you know about {t} into two groups and name each group.', 'two sensible categories with correctly placed facts'],
  ['analyze', 'short_answer', 'What evidence would show that an explanation of {t} is correct?', 'relevant, checkable evidence'],
  ['analyze', 'essay', 'How has our understanding of {t} changed over time, or how might it change?', 'a change in understanding with reasons'],
  ['analyze', 'short_answer', 'What patterns do you notice when you study {t}?', 'a pattern that is accurate for {t}'],
  ['evaluate', 'essay', 'Is {t} more helpful or more harmful? Take a position and support it with evidence.', 'a clear position with at least two pieces of accurate evidence'],
  ['evaluate', 'essay', 'Judge this statement: "{t} is easy to understand." Do you agree? Explain.', 'a reasoned judgement that refers to specific aspects of {t}'],
  ['evaluate', 'short_answer', 'Which source would you trust most for information about {t}, and why?', 'a credible source and a reason based on reliability'],
  ['evaluate', 'short_answer', 'What is the strongest argument someone could make about {t}? What is its weakness?', 'an argument and a fair weakness'],
  ['evaluate', 'short_answer', 'Rate how well you understand {t} from 1 to 5. What would help you move up one level?', 'an honest rating and a specific next step'],
  ['evaluate', 'essay', 'Should everyone learn about {t}? Defend your answer.', 'a clear position supported by reasons'],
  ['evaluate', 'short_answer', 'Find a mistake someone might make when explaining {t}, and correct it.', 'a plausible mistake and an accurate correction'],
  ['evaluate', 'essay', 'What are the benefits and the drawbacks of {t}? Which outweighs the other?', 'benefits, drawbacks and a justified conclusion'],
  ['create', 'essay', 'Write a short story, poem or comic script that explains {t}.', 'creative work in which the facts about {t} are correct'],
  ['create', 'short_answer', 'Design a poster headline and three bullet points that teach {t}.', 'a clear headline and three accurate points'],
  ['create', 'short_answer', 'Invent a memory trick (a rhyme or acronym) to remember {t}.', 'a memory aid that matches the key ideas of {t}'],
  ['create', 'essay', 'Plan an experiment, investigation or interview to learn more about {t}.', 'a question, a method and what would be recorded'],
  ['create', 'short_answer', 'Write three quiz questions about {t}, with answers.', 'three relevant questions with correct answers'],
  ['create', 'essay', 'Imagine you are an expert on {t}. Write a short speech explaining why it matters.', 'an accurate, persuasive explanation'],
  ['create', 'short_answer', 'Create a concept map of {t} and describe its three most important links.', 'three accurate connections between ideas of {t}'],
  ['create', 'essay', 'Propose a solution to a problem connected to {t}. Explain how it would work.', 'a relevant problem and a workable solution'],
  ['create', 'short_answer', 'Write a headline and a two-sentence news report about a discovery related to {t}.', 'a headline and report consistent with the facts of {t}'],
  ['remember', 'short_answer', 'What new word did you learn while studying {t}? Use it in a sentence.', 'a relevant word used correctly in a sentence'],
  ['understand', 'short_answer', 'What is one question you still have about {t}?', 'a genuine, specific question about {t}'],
];

export const LEVEL_ORDER: Record<'easy' | 'medium' | 'hard' | 'mixed', Level[]> = {
  easy: ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'],
  medium: ['understand', 'apply', 'remember', 'analyze', 'evaluate', 'create'],
  hard: ['analyze', 'evaluate', 'create', 'apply', 'understand', 'remember'],
  mixed: ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'],
};

/** Every stem once, in the order this difficulty prefers; mixed interleaves the levels. */
export function topicQuestions(topic: string, difficulty: keyof typeof LEVEL_ORDER, passage: string | null): DraftQuestion[] {
  const levels = LEVEL_ORDER[difficulty];
  const byLevel = levels.map((l) => STEMS.filter((s) => s[0] === l));
  const ordered: Stem[] = [];
  if (difficulty === 'mixed') {
    for (let i = 0; ordered.length < STEMS.length; i++) for (const group of byLevel) if (group[i]) ordered.push(group[i]);
  } else ordered.push(...byLevel.flat());
  return ordered.map(([, type, prompt, lookFor]) => ({
    question_type: type,
    prompt: prompt.replace(/\{t\}/g, topic),
    options: null,
    answer: `Answers will vary. Look for ${lookFor.replace(/\{t\}/g, topic)}.`,
    explanation: null,
    source_passage: passage,
  }));
}

export const TOPIC_STEM_COUNT = STEMS.length;
