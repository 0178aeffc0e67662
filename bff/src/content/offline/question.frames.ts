// The words around each question form, by grade band. Grades 6–12 (and no grade) keep the textbook
// frames; K–5 get the frames a primary teacher says aloud: shorter, "word" for "term", no "according
// to the text". Curly quotation marks are kept for the text's own words: a sentence shortened for
// younger readers (language/sentence.simplify.ts) is shown without them and never called "from the
// text"; the key quotes the text's sentence word for word.
import { isYoung, type GradeFit } from '../readability/grade.band';
import { beFor, isPluralPhrase } from '../language/agreement';
import { whyQuestion } from '../language/why-question';

const quote = (s: string) => `“${s}”`;
/** The text's own quotation marks inside a quoted sentence turn single: “… the war on the ‘_____.’” */
const quoteSentence = (s: string) => quote(s.replace(/“/g, '‘').replace(/”/g, '’'));

export interface Frames {
  cloze(blanked: string, verbatim: boolean): string;
  fillBlank(blanked: string): string;
  trueFalse(statement: string): string;
  whichDefined(definition: string): string;
  meaning(term: string): string;
  /** Asks who a person the text describes is (or was). */
  who(name: string, past: boolean): string;
  /** Asks which person the text describes so: the person's name is the key. */
  whoDescribed(description: string): string;
  explain(sentence: string, verbatim: boolean): string;
  relate(a: string, b: string): string;
  compare(a: string, b: string): string;
  process(name: string, steps: string[]): string;
  sequence(name: string): string;
  /**
   * Asks for the reason the text gives for what it states (`effect`, a clause of its sentence): "Why …?" where
   * the clause turns into a question (language/why-question.ts), else the clause quoted.
   */
  reason(effect: string): string;
  /** Asks which idea the text gives these as examples of. */
  exampleOf(examples: string[]): string;
  whichTrue(): string;
  /** Asks for the lesson a titled story states. */
  moral(title: string): string;
  /** The same, answered in the student's words with what happens in the story. */
  moralOpen(title: string): string;
  /** Asks who in the story says these words. */
  speaker(title: string, words: string): string;
  /** Asks which of the options the story tells first. */
  storyFirst(title: string): string;
}

/** "A", "A and B", "A, B and C". */
export const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
/** "Berries are examples of what?": the verb agrees with the examples, one plural example included. */
/** "these stages", but "the steps of the water cycle": a process named in the singular is not its steps. */
const these = (name: string) => (isPluralPhrase(name) ? `these ${name}` : `the steps of the ${name}`);
const exampleVerb = (examples: string[]) =>
  examples.length > 1 || isPluralPhrase(examples[0] ?? '') ? 'are examples' : 'is an example';

const UPPER: Frames = {
  cloze: (b, verbatim) =>
    verbatim
      ? `Which term completes this sentence from the text? ${quoteSentence(b)}`
      : `Which term completes this sentence? ${b}`,
  fillBlank: (b) => `Fill in the blank: ${b}`,
  trueFalse: (s) => `True or false: ${s}`,
  // "describe", not "define": a meaning the text gives in passing ("the principal way the surface is renewed")
  // is no definition, and session 17's raters each marked "the text does not define it this way" to mend.
  whichDefined: (d) => `Which term does the text describe as ${quote(d)}?`,
  meaning: (t) => `What does the text mean by “${t}”?`,
  who: (n, past) => `According to the text, who ${past ? 'was' : 'is'} ${n}?`,
  whoDescribed: (d) => `Who does the text describe as ${quote(d)}?`,
  explain: (s, verbatim) =>
    verbatim ? `Explain in your own words what the text means here: ${quote(s)}` : `Explain in your own words: ${s}`,
  relate: (a, b) => `According to the text, how ${beFor(a)} ${a} connected to ${b}?`,
  compare: (a, b) => `How does the text contrast ${a} with ${b}?`,
  process: (name, steps) =>
    `Describe the ${name} the text explains, in order: ${steps.join('; ')}. What happens at each one?`,
  sequence: (name) => `In what order does the text describe ${these(name)}?`,
  reason: (effect) => whyQuestion(effect) ?? `What reason does the text give for this: ${effect}?`,
  exampleOf: (examples) => `According to the text, ${listed(examples)} ${exampleVerb(examples)} of what?`,
  whichTrue: () => 'Which statement is true, according to the text?',
  moral: (t) => `What lesson does ${quote(t)} teach?`,
  moralOpen: (t) => `What lesson does ${quote(t)} teach? Explain how what happens in the story shows it.`,
  speaker: (t, w) => `In ${quote(t)}, who says: ${quote(w)}?`,
  storyFirst: (t) => `In ${quote(t)}, which of these happens first?`,
};

const YOUNG: Frames = {
  cloze: (b) => `Which word fills the blank? ${b}`,
  fillBlank: (b) => `Fill in the blank: ${b}`,
  trueFalse: (s) => `True or false: ${s}`,
  whichDefined: (d) => `Which word means ${quote(d)}?`,
  meaning: (t) => `What does “${t}” mean?`,
  who: (n, past) => `Who ${past ? 'was' : 'is'} ${n}? Use the text.`,
  whoDescribed: (d) => `Which person is ${quote(d)}? Use the text.`,
  explain: (s) => `Tell in your own words what this means: ${s}`,
  relate: (a, b) => `How ${beFor(a)} ${a} connected to ${b}? Use the text.`,
  compare: (a, b) => `How are ${a} and ${b} different? Use the text.`,
  // One step a line: a younger reader follows a list more easily than one long sentence of them.
  process: (name, steps) =>
    `Tell what happens at each of ${these(name)}, in order.\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
  sequence: (name) => `Put ${these(name)} in the right order.`,
  reason: (effect) => whyQuestion(effect) ?? `What reason does the text give for this: ${effect}?`,
  exampleOf: (examples) => `In the text, ${listed(examples)} ${exampleVerb(examples)} of what?`,
  whichTrue: () => 'Which sentence is true? Use the text.',
  moral: (t) => `What lesson does ${quote(t)} teach?`,
  moralOpen: (t) => `What lesson does ${quote(t)} teach? Tell what happens in the story that shows it.`,
  speaker: (t, w) => `In ${quote(t)}, who says: ${quote(w)}?`,
  storyFirst: (t) => `In ${quote(t)}, what happens first?`,
};

export const framesFor = (fit: GradeFit | null): Frames => (isYoung(fit) ? YOUNG : UPPER);

/**
 * A definition as a younger class reads it: the text's definition without brackets, up to its first
 * semicolon, dash or comma-set aside ("Members of the Society of Jesus, an elite Catholic order
 * founded…" → "Members of the Society of Jesus"): glossaries pack several facts into one entry. Only
 * cuts, so it stays the text's own words. Unchanged for grades 6 and up, and when the first part is
 * too short to mean anything.
 */
export function plainDefinition(definition: string, fit: GradeFit | null): string {
  if (!isYoung(fit)) return definition;
  const first = definition
    .replace(/\s*\([^()]*\)/g, '')
    .split(/\s*;\s*|\s+[—–]\s+|,\s+(?=(?:an?|the|which|who|whose|including|such as|especially|usually|often)\s)/i)[0]
    .replace(/[,:]$/, '')
    .trim();
  return first.split(/\s+/).length >= 3 ? first : definition;
}
