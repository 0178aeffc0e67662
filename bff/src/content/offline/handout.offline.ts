// The offline letter to families. Plain words: what the class is reading (its title and parts), the
// few words it teaches with the text's own short definitions, and things to do at home that ask about
// those words, steps and comparisons, each with the answer so a parent can check. A typed topic with
// no file gets the class routines (KWL chart, word collection) instead of invented facts; a math topic
// gets a worked example and problems to try, computed in code. Never a word about how it was made.
import { makeProblems } from '../math/math.problems';
import { mathFocusFor, mathGlossary, TOPIC_NAMES } from '../math/math.draft';
import { targetGrade } from '../readability/reading-level';
import type { ParentHandoutDraft } from '../schemas/kind.schemas';
import { termPattern } from './key-terms';
import { cap, titleFor, type OfflineContext } from './offline.context';
import { standsAlone } from './question.forms';
import { listed, outline, type Outline } from './outline.offline';

const GREETING = 'Dear families,';
const CLOSING = 'Thank you for your support at home. If you have any questions, please get in touch.';
/** Short sentences read easily at home; long ones are left to the classroom. */
const PLAIN_WORDS = 28;
const words = (s: string) => s.split(/\s+/).length;
const dateOf = (label: string) => label.split(':')[0].replace(/^(?:by|in|around|about|c\.)\s+/i, '');
const sentence = (s: string) => `${cap(s.trim()).replace(/[.;:]+$/, '')}.`;

export function parentHandoutDraft(ctx: OfflineContext): ParentHandoutDraft {
  const o = outline(ctx);
  if (o && o.keyTerms.length >= 2) return fromFile(ctx, o);
  const focus = ctx.spec.source.type === 'topic' ? mathFocusFor(ctx.spec) : null;
  if (focus) return fromMath(ctx, focus);
  return fromTopic(ctx);
}

function fromFile(ctx: OfflineContext, o: Outline): ParentHandoutDraft {
  const defs = o.defined.filter((d) => words(d.definition) <= PLAIN_WORDS);
  // The words to know: the text's own definitions first, then the sentence that uses a term.
  const usage = (term: string) => {
    const t = ctx.terms.find((x) => x.term === term);
    return t?.sentences.map((i) => ctx.text!.sentences[i]).filter((s) => s.usable && words(s.text) <= PLAIN_WORDS).sort((x, y) => x.text.length - y.text.length)[0]?.text;
  };
  const entries = [
    ...defs.map((d) => ({ term: d.term, definition: sentence(d.definition) })),
    ...o.keyTerms.filter((t) => !defs.some((d) => d.term === t)).flatMap((t) => {
      const u = usage(t);
      return u ? [{ term: t, definition: `As our reading uses it: “${u}”` }] : [];
    }),
  ];
  // "habitants" and "French habitants", explained by the same sentence, are one word to learn.
  // A letter home fits on one page: four words, four key points, four things to try, four questions.
  const vocabulary = entries.filter((e, i) => !entries.some((x, j) => j < i && x.definition === e.definition)).slice(0, 4);
  const parts = o.parts.map((p) => p.heading);
  // What the class is learning: one plain sentence from each part of the reading, then its structure.
  const inVocab = new Set(o.defined.map((d) => d.sentence));
  const keyPoints: string[] = [];
  for (const p of o.parts) {
    const s = ctx.text!.reading.sentences
      .filter((x) => x.section === p.section && x.usable && !inVocab.has(x.text) && standsAlone(x.text) && words(x.text) >= 8 && words(x.text) <= PLAIN_WORDS && p.terms.some((t) => termPattern(t.term).test(x.text)))
      .sort((x, y) => x.text.length - y.text.length)[0];
    if (s && keyPoints.length < 4) keyPoints.push(s.text);
  }
  if (o.process) keyPoints.push(`The reading describes ${o.process.steps.length} ${o.process.called} in order: ${listed(o.process.steps.map((s) => s.label))}.`);
  if (o.comparison) keyPoints.push(`It compares ${o.comparison.a} and ${o.comparison.b}, and how they differ.`);
  for (const d of defs) if (keyPoints.length < 3) keyPoints.push(`${cap(d.term)}: ${d.definition.replace(/[.]+$/, '')}.`);
  for (const v of vocabulary) if (keyPoints.length < 3 && !keyPoints.some((k) => k.includes(v.term))) keyPoints.push(`${cap(v.term)}: ${v.definition.replace(/^As our reading uses it: /, '')}`);

  // The game uses the words printed on this page, so the answers are there to check; a question asks
  // about one defined word that is not on the list, with its answer.
  const onPage = vocabulary.map((v) => v.term);
  const defined = onPage;
  const asked = defs.filter((d) => !onPage.includes(d.term)).slice(0, 1);
  const home: string[] = [];
  if (o.process) {
    const labels = o.process.steps.slice(0, 6).map((s) => s.label);
    home.push(`Ask your child to name the ${o.process.called} in order. (The answer: ${labels.join(', then ')}.) Then ask what happens during one of them.`);
  }
  if (o.comparison) home.push(`Ask your child how ${o.comparison.a} and ${o.comparison.b} are different. (From the reading: “${ctx.text!.sentences[o.comparison.sentence].text}”)`);
  if (o.timeline) home.push(`Draw a quick timeline together with these dates: ${o.timeline.steps.slice(0, 5).map((s) => dateOf(s.label)).join(', ')}. Ask your child what happened at each.`);
  if (defined.length >= 2) home.push(`Play “What does it mean?”: say one of these words (${listed(defined)}) and let your child explain it in their own words. Check together with the list on this page.`);
  home.push(`Ask your child to show you the part of “${o.title}” they found most interesting${parts.length ? ` (the parts are: ${listed(parts)})` : ''} and to tell you in one sentence what it says.`);
  home.push('Make flash cards together: the word on the front, the meaning in your child’s own words on the back. Quiz each other for five minutes.');

  const conversation = [
    ...asked.map((d) => `What does “${d.term}” mean? (Answer: ${d.definition}.)`),
    ...stepQuestion(ctx, o, onPage),
    'Which word from the list on this page can you explain to me without looking?',
    `What was the hardest part of “${o.title}” to understand? What helped?`,
  ].filter((q) => words(q) <= 60);
  while (conversation.length < 3) conversation.push(conversation.length === 1 ? 'Which new word from class can you explain to me?' : 'What question do you still have about what you read?');
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: GREETING,
    learning_summary: `In class we are reading “${o.title}”.${parts.length >= 2 ? ` It has ${parts.length} parts: ${listed(parts)}.` : ''} Your child is learning the words on this page and ${o.process ? `the ${o.process.called}, in order` : o.comparison ? `how ${o.comparison.a} and ${o.comparison.b} differ` : 'how to explain the main ideas in their own words'}. Here are a few minutes of practice you can do together at home.`,
    key_points: keyPoints.slice(0, 4),
    vocabulary: vocabulary.length >= 3 ? vocabulary : [...vocabulary, ...CLASS_WORDS].slice(0, Math.max(3, vocabulary.length)),
    home_activities: home.slice(0, 4),
    conversation_questions: conversation.slice(0, 4),
    closing: CLOSING,
  };
}

/** "What happens during stage 2 sleep?", for a step the definition questions do not already ask about. */
function stepQuestion(ctx: OfflineContext, o: Outline, asked: string[]): string[] {
  const step = o.process?.steps.find((s) => !asked.some((a) => a.toLocaleLowerCase('en-US') === s.label.toLocaleLowerCase('en-US')));
  if (!step) return [];
  const said = ctx.text!.sentences[step.sentence].text;
  return [`What happens during ${step.label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLocaleLowerCase('en-US'))}? (From the reading: “${said}”)`];
}

function fromMath(ctx: OfflineContext, focus: NonNullable<ReturnType<typeof mathFocusFor>>): ParentHandoutDraft {
  const grade = targetGrade(ctx.spec.gradeLevel);
  const name = TOPIC_NAMES[focus.topic].toLowerCase();
  const [example, try1, try2] = makeProblems(focus, { count: 3, difficulty: 'easy', grade, seed: `${ctx.spec.seed}:family` });
  const glossary = mathGlossary(focus.topic);
  return {
    title: titleFor(ctx, 'Family Guide'),
    instructions: null,
    greeting: GREETING,
    learning_summary: `In math we are practising ${name}. Below is one problem worked step by step, the words we use in class, and two problems to try together.`,
    key_points: [`A worked example: ${example.prompt}`, ...example.steps.map((s, i) => `Step ${i + 1}: ${s}`), `Answer: ${example.answer}.`].slice(0, 6),
    vocabulary: glossary.map(([term, definition]) => ({ term, definition: sentence(definition) })),
    home_activities: [
      `Try this together: ${try1.prompt} (Answer: ${try1.answer}.)`,
      `And this one: ${try2.prompt} (Answer: ${try2.answer}.)`,
      `Ask your child to explain each step out loud, using the words on this page. If an answer is wrong, ask them to find the step where it went wrong.`,
    ],
    conversation_questions: [...glossary.slice(0, 2).map(([t, d]) => `What does “${t}” mean? (Answer: ${d}.)`), 'Which step do you find hardest? Show me on a problem.'],
    closing: CLOSING,
  };
}

/** Words for the class routines a topic unit uses, explained for families: true of any topic. */
const CLASS_WORDS = [
  { term: 'KWL chart', definition: 'A chart with three columns: what I Know, what I Want to know, and what I Learned.' },
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
    conversation_questions: ['What did you learn in class today that you did not know before?', 'Which new word did you learn, and what does it mean?', 'What question do you still want answered?'],
    closing: CLOSING,
  };
}
