// Creative-expression prompts from what the file holds: a story through its ordered steps, a diary of
// a person it names, a news report from one of its dates, a dialogue across its comparison, a picture
// dictionary of its defined terms. Each "look for" is the key: the steps, facts and definitions from
// the text a marker checks. A math topic gets a word problem to write and a comic of a worked example
// computed in code; a typed topic prompts that ask for facts from class, never invented ones.
import { TOPIC_NAMES } from '../../math/math.draft';
import { makeProblems } from '../../math/math.problems';
import type { MathFocus } from '../../math/math.topics';
import type { OfflineContext } from '../../offline/offline.context';
import { listed, outline } from '../../offline/outline';
import { targetGrade } from '../../readability/reading-level';

export interface Prompt {
  prompt: string;
  look_for: string;
  source_passage: string | null;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/** From the file's steps, people, dates, comparison and terms; a text too thin for them gets the topic's prompts. */
export function creativeFromText(ctx: OfflineContext): Prompt[] {
  const p = ctx.passage;
  const o = outline(ctx);
  if (o && o.keyTerms.length >= 3) {
    const sentence = (i: number) => ctx.text!.sentences[i].text;
    const out: Prompt[] = [];
    if (o.process) {
      const steps = o.process.steps.slice(0, 6);
      out.push({
        prompt: `Write a short story or a comic strip that moves through the ${o.process.called} in order: ${steps.map((s) => s.label).join(', ')}. At each one, show what happens, using what the text says.`,
        look_for: clip(
          `The ${o.process.called} in the text's order (${steps.map((s) => s.label).join(' → ')}), each with an accurate detail from the text: ${steps
            .slice(0, 3)
            .map((s) => `“${sentence(s.sentence)}”`)
            .join(' ')}`,
          600,
        ),
        source_passage: sentence(steps[0].sentence),
      });
    }
    const person = ctx.terms.find((t) => t.kind === 'person' && t.term.includes(' ') && t.sentences.length);
    if (person) {
      const facts = person.sentences.slice(0, 2).map(sentence);
      out.push({
        prompt: `Write a diary entry by ${person.term}. Use at least two facts the text gives about this person.`,
        look_for: clip(`A first-person voice and facts the text gives: ${facts.map((f) => `“${f}”`).join(' ')}`, 600),
        source_passage: facts[0],
      });
    }
    if (o.timeline && out.length < 2) {
      const e = o.timeline.steps[0];
      const date = e.label.split(':')[0].replace(/^(?:by|in|around|about)\s+/i, '');
      out.push({
        prompt: `Write a short news report dated ${date} about what the text says happened then. Give it a headline.`,
        look_for: clip(`A headline and a report that match the text: “${sentence(e.sentence)}”`, 600),
        source_passage: sentence(e.sentence),
      });
    }
    if (o.comparison) {
      const c = { ...o.comparison, ...o.comparison.said };
      out.push({
        prompt: `Write a short conversation between two characters: one explains ${c.a}, the other ${c.b}. By the end, they have said how the two are different and what they share.`,
        look_for: clip(
          `Accurate descriptions of ${c.a} and ${c.b} and a difference the text states: “${sentence(c.sentence)}”`,
          600,
        ),
        source_passage: sentence(c.sentence),
      });
    }
    const defs = o.defined.slice(0, 3);
    const terms = defs.length >= 3 ? defs.map((d) => d.term) : o.keyTerms.slice(0, 3);
    if (out.length < 4)
      out.push({
        prompt: `Make a picture-dictionary page for ${listed(terms)}: for each, a drawing and its meaning in your own words.`,
        look_for: clip(
          defs.length >= 3
            ? `Meanings that match the text: ${defs.map((d) => `${d.term}: ${d.definition}`).join('; ')}`
            : `Meanings that match how the text uses ${listed(terms)}, and drawings that show them`,
          600,
        ),
        source_passage: defs[0]?.sentence ?? p,
      });
    if (out.length < 2)
      out.push({
        prompt: `Write a poem or song verse that would help a classmate remember ${listed(o.keyTerms.slice(3, 6).length >= 2 ? o.keyTerms.slice(3, 6) : terms)}.`,
        look_for:
          'Each word used with its correct meaning, and a pattern (rhyme, rhythm or repetition) that makes it memorable',
        source_passage: p,
      });
    return out.slice(0, 4);
  }
  return creativeFrame(ctx);
}

/** A math topic: a word problem to write and a comic of a worked example computed in code. */
export function creativeFromMath(ctx: OfflineContext, focus: MathFocus): Prompt[] {
  const p = ctx.passage;
  const [example] = makeProblems(focus, {
    count: 1,
    difficulty: 'medium',
    grade: targetGrade(ctx.spec.gradeLevel),
    seed: `${ctx.spec.seed}:creative`,
  });
  const name = TOPIC_NAMES[focus.topic].toLowerCase();
  return [
    {
      prompt: `Write a word problem about something in your own life that needs ${name} to solve. Then solve it and show every step.`,
      look_for: `A realistic situation, a question that really needs ${name}, and a correct solution with each step shown`,
      source_passage: p,
    },
    {
      prompt: `Draw a comic strip of four panels in which a character solves this problem and explains each step: ${example.prompt}`,
      look_for: clip(`The steps in order (${example.steps.join(' ')}) and the answer ${example.answer}`, 600),
      source_passage: p,
    },
    {
      prompt: `Write a short letter to a younger student explaining the most common mistake with ${name} and how to avoid it.`,
      look_for: `A real mistake (for example ${example.distractors[0]} instead of ${example.answer} for “${example.prompt}”) and a clear way to avoid it`,
      source_passage: p,
    },
  ];
}

/** No text and no math: prompts that work for any topic, without pasting its name into them. */
export function creativeFrame(ctx: OfflineContext): Prompt[] {
  const p = ctx.passage;
  return [
    {
      prompt:
        'Write a diary entry or short story from the point of view of someone connected to this topic. Include at least three accurate facts from class.',
      look_for: 'a clear point of view, three accurate facts and correct use of key vocabulary',
      source_passage: p,
    },
    {
      prompt: 'Create a comic strip of four panels that explains the topic. Use three key words from class.',
      look_for: 'panels in a logical order, accurate content and three key words used correctly',
      source_passage: p,
    },
    {
      prompt: 'Write a poem or song verse that would help a classmate remember what you learned.',
      look_for: 'accurate ideas, a memorable pattern and a clear link to the topic',
      source_passage: p,
    },
  ];
}
