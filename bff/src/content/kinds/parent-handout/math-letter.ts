// The letter home for a typed math topic: one problem worked step by step, the class's words with a
// math glossary's meanings, and two problems to try with their answers, computed in code.
import { mathGlossary, TOPIC_NAMES } from '../../math/math.draft';
import { makeProblems } from '../../math/math.problems';
import type { MathFocus } from '../../math/math.topics';
import { cap, titleFor, type OfflineContext } from '../../offline/offline.context';
import { targetGrade } from '../../readability/reading-level';
import { CLOSING, GREETING } from './letter.words';
import type { ParentHandoutDraft } from './handout.schema';
import { fitsOnePage } from './letter.page';

const sentence = (s: string) => `${cap(s.trim()).replace(/[.;:]+$/, '')}.`;

export function mathLetter(ctx: OfflineContext, focus: MathFocus): ParentHandoutDraft {
  const grade = targetGrade(ctx.spec.gradeLevel);
  const name = TOPIC_NAMES[focus.topic].toLowerCase();
  const [example, try1, try2] = makeProblems(focus, {
    count: 3,
    difficulty: 'easy',
    grade,
    seed: `${ctx.spec.seed}:family`,
  });
  const glossary = mathGlossary(focus.topic);
  const letter = (shown: number, ask = true): ParentHandoutDraft => ({
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: GREETING,
    learning_summary: `In math we are practising ${name}: one problem worked step by step, our class words, and two problems to try.`,
    key_points: [
      `A worked example: ${example.prompt}`,
      ...example.steps.map((s, i) => `Step ${i + 1}: ${s}`),
      `Answer: ${example.answer}.`,
    ].slice(0, 6),
    vocabulary: glossary.slice(0, shown).map(([term, definition]) => ({ term, definition: sentence(definition) })),
    home_activities: [
      // A line each where the problem allows, so the worked example keeps every step on the page.
      `Try together: ${try1.prompt} (Answer: ${try1.answer}.)`,
      `Then: ${try2.prompt} (Answer: ${try2.answer}.)`,
      'Ask your child to explain each step aloud, using the words above.',
    ],
    // A word the list leaves out, with its answer, rather than one the parent can already read above.
    conversation_questions: [
      ...(ask ? glossary.slice(shown, shown + 1) : []).map(([t, d]) => `What does “${t}” mean? (Answer: ${d}.)`),
      ...(ask && glossary.length > shown ? [] : ['What did you find easy in math today?']),
      'Which word from the list can you explain to me without looking?',
      'Which step do you find hardest? Show me on a problem.',
    ],
    closing: CLOSING,
  });
  // The worked example keeps every step; the word list gives way until the letter fits its page.
  for (const [shown, ask] of [
    [4, true],
    [3, true],
    [3, false],
  ] as const) {
    const l = letter(Math.min(shown, glossary.length), ask);
    if (fitsOnePage(l)) return l;
  }
  return letter(Math.min(3, glossary.length), false);
}
