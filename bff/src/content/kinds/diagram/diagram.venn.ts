// A Venn diagram: the comparison the text states; without one, two of its key terms and what the text
// says with each, else the two things the topic names.
import { asTheTextSays } from '../../language/term-article';
import { cap, type OfflineContext } from '../../offline/offline.context';
import type { DraftQuestion } from '../../schemas/question.schema';
import { related, type OfflineDiagram } from './diagram.parts';
import { sentenceOf } from './diagram.steps';

/** A Venn set's name fits its circle (diagram.structure.ts): longer names would be cut, never drawn whole. */
const SET_NAME_MAX = 60;

interface Venn {
  set_a: string;
  set_b: string;
  a_only: string[];
  both: string[];
  b_only: string[];
}

export function vennFromText(ctx: OfflineContext): OfflineDiagram | null {
  // A circle's name is a term (60 characters at most): a longer "term" is no name to draw.
  const c = ctx.text!.comparisons.find((x) => x.a.length <= 60 && x.b.length <= 60);
  if (!c) return null;
  const v = {
    set_a: c.a,
    set_b: c.b,
    a_only: c.aOnly,
    both: c.both.length ? c.both : ['(what both share: add from the text)'],
    b_only: c.bOnly,
  };
  return {
    data: v,
    caption: `What the text says about ${asTheTextSays(c.a, ctx.text)} and ${asTheTextSays(c.b, ctx.text)}, and what they share.`,
    questions: vennQuestions(v, sentenceOf(ctx, c.sentence)),
  };
}

export function vennFrame(ctx: OfflineContext): OfflineDiagram {
  // Set names are short (60); a term longer than that is no name for a circle.
  const [a, b] = ctx.terms.filter((x) => x.term.length <= 60);
  if (a && b && a.term.toLowerCase() !== b.term.toLowerCase()) {
    const ra = related(ctx, a.key).filter((x) => x !== b.term);
    const rb = related(ctx, b.key).filter((x) => x !== a.term);
    const both = ra.filter((x) => rb.includes(x));
    const v = {
      set_a: a.term,
      set_b: b.term,
      a_only: pad(
        ra.filter((x) => !both.includes(x)),
        `Only ${a.term}`,
      ),
      both: pad(both, `${a.term} and ${b.term}`),
      b_only: pad(
        rb.filter((x) => !both.includes(x)),
        `Only ${b.term}`,
      ),
    };
    return {
      data: v,
      caption: `What the text says about ${a.term} and ${b.term}, and what they share.`,
      questions: vennQuestions(v, ctx.passage),
    };
  }
  const [x, y] = ctx.topic.split(/\s+(?:vs\.?|versus|and|or)\s+/i);
  const setA = cap(wholeWords(x ?? ctx.topic, SET_NAME_MAX));
  const setB = y ? cap(wholeWords(y, SET_NAME_MAX)) : 'A related idea';
  return {
    data: {
      set_a: setA,
      set_b: setB,
      a_only: [`Features only of ${setA}`],
      both: ['Features they share'],
      b_only: [`Features only of ${setB}`],
    },
    caption: `Compare ${setA} and ${setB}.`,
    questions: [],
  };
}

const pad = (items: string[], fallback: string) => (items.length ? items.slice(0, 4) : [fallback]);

/** The leading whole words of `text` that fit in `max` characters (never a word cut in two). */
function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept: string[] = [];
  for (const word of text.split(/\s+/)) {
    if ([...kept, word].join(' ').length > max) break;
    kept.push(word);
  }
  return kept.length ? kept.join(' ') : 'this topic';
}

function vennQuestions(v: Venn, passage: string | null): DraftQuestion[] {
  if (new Set([v.both[0], v.a_only[0], v.b_only[0]]).size < 3) return [];
  return [
    {
      question_type: 'multiple_choice',
      prompt: `According to the diagram, which belongs to both ${v.set_a} and ${v.set_b}?`,
      options: [v.a_only[0], v.both[0], v.b_only[0]],
      answer: v.both[0],
      explanation: null,
      source_passage: passage,
    },
  ];
}
