// The offline letter to families. Plain words: what the class is reading (its title and parts), the
// few words it teaches with the text's own short definitions, and things to do at home that ask about
// those words, steps and comparisons, each with the answer so a parent can check. A typed topic with
// no file gets the class routines (KWL chart, word collection) instead of invented facts; a math topic
// gets a worked example and problems to try, computed in code. Never a word about how it was made.
import { makeProblems } from '../math/math.problems';
import { mathFocusFor, mathGlossary, TOPIC_NAMES } from '../math/math.draft';
import { targetGrade } from '../readability/reading-level';
import type { ParentHandoutDraft } from '../schemas/kind.schemas';
import { CLOSING, fileLetter, GREETING, TIGHTNESS } from './handout-file.offline';
import { fitsOnePage } from './handout.page';
import { cap, titleFor, type OfflineContext } from './offline.context';
import { outline } from './outline.offline';

const sentence = (s: string) => `${cap(s.trim()).replace(/[.;:]+$/, '')}.`;

export function parentHandoutDraft(ctx: OfflineContext): ParentHandoutDraft {
  const o = outline(ctx);
  if (o && o.keyTerms.length >= 2) {
    // The fullest letter that fits its page: each step shortens meanings and key points.
    for (const t of TIGHTNESS.slice(0, -1)) {
      const letter = fileLetter(ctx, o, CLASS_WORDS.slice(1), t);
      if (fitsOnePage(letter)) return letter;
    }
    return fileLetter(ctx, o, CLASS_WORDS.slice(1), TIGHTNESS.at(-1));
  }
  const focus = ctx.spec.source.type === 'topic' ? mathFocusFor(ctx.spec) : null;
  if (focus) return fromMath(ctx, focus);
  return fromTopic(ctx);
}

function fromMath(ctx: OfflineContext, focus: NonNullable<ReturnType<typeof mathFocusFor>>): ParentHandoutDraft {
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

/** Words for the class routines a topic unit uses, explained for families: true of any topic. */
const CLASS_WORDS = [
  {
    term: 'KWL chart',
    definition: 'A chart with three columns: what I Know, what I Want to know, and what I Learned.',
  },
  { term: 'evidence', definition: 'Facts or examples from a reading that show an answer is right.' },
  { term: 'source', definition: 'Where information comes from: a book, an article, a website or a person.' },
  { term: 'summary', definition: 'A short retelling of the main ideas in your own words.' },
];

function fromTopic(ctx: OfflineContext): ParentHandoutDraft {
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: GREETING,
    learning_summary: `Our class is starting a new unit: ${cap(ctx.topic)}. Your child will read about it in class, collect the new words they meet and keep track of their own questions.`,
    key_points: [
      'At the start, your child writes what they already know and what they want to find out in a KWL chart.',
      'During the unit, they collect new words and explain each in their own words.',
      'At the end, they write what they learned and check which of their questions were answered.',
    ],
    vocabulary: CLASS_WORDS,
    home_activities: [
      'Ask your child to show you their KWL chart. Which question in the “Want to know” column would you both like answered?',
      'Read or watch something about the unit together (a library book, a museum visit, a news story). Ask your child which new word they met and what it means.',
      'Ask your child to teach you one new word from class each day this week.',
    ],
    conversation_questions: [
      'What did you learn in class today that you did not know before?',
      'Which new word did you learn, and what does it mean?',
      'What question do you still want answered?',
    ],
    closing: CLOSING,
  };
}
