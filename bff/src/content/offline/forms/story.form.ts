// What a teacher of a story asks (language/story.ts reads the stories of the text):
// - the lesson a story states: "What lesson does “The Mischievous Dog” teach?", keyed with the lesson the
//   story states at its end; the wrong options are the lessons the text's other stories state. The open
//   version keys the lesson and what happens in the story that shows it: a model answer, never the quote.
// - who says what: "In “The Bat and the Weasels”, who says: “No, I never let a mouse go by any chance.”?",
//   keyed with the speaker the story names beside those words; the wrong options are the story's other
//   characters first, then those of the text's other stories.
// - the order of events: "In “The North Wind and the Sun”, which of these happens first?", the options
//   events the story tells, none of which tells its own place ("At last", "Then", "Some time after").
// Each item quotes the sentence it is built on, and every sentence it uses is recorded on it, so no other
// item of the document asks it again.
import { narrationOf, storiesIn, speechesIn, type Story } from '../../language/story';
import { shuffle } from '../../random';
import type { Candidate } from '../question.candidate';
import type { FormInput } from './form.input';

/** A sentence that tells where it goes in the story would give the order away. */
const TELLS_ORDER =
  /\b(?:first|second|third|then|next|finally|last|lastly|at last|begins?|began|afterwards?|after|before|later|once|again|by and by|soon|presently|this time|as before|the previous|another|too|also|some time|meanwhile|thus|so|but)\b/i;
/** An event that stands alone once its story is named: no quotation, no word pointing to an earlier one. */
const LEANS = /^(?:this|that|these|those|it|he|she|they|his|her|their)\b|[“”"]/i;
const MAX_EVENT_WORDS = 24;

const sameName = (a: string, b: string) =>
  a.toLocaleLowerCase('en-US').replace(/s$/, '') === b.toLocaleLowerCase('en-US').replace(/s$/, '');

export function storyCandidates({ a, rng, f, options }: FormInput): {
  moral: Candidate[];
  moral_open: Candidate[];
  speaker: Candidate[];
  story_order: Candidate[];
} {
  const stories = storiesIn(a);
  const out = {
    moral: [] as Candidate[],
    moral_open: [] as Candidate[],
    speaker: [] as Candidate[],
    story_order: [] as Candidate[],
  };
  if (!stories.length) return out;
  const morals = stories.filter((s): s is Story & { moral: NonNullable<Story['moral']> } => !!s.moral);
  for (const s of morals) {
    const others = shuffle(
      rng,
      morals.filter((o) => o !== s).map((o) => o.moral.text),
    ).slice(0, options - 1);
    const base = { sentence: s.moral.sentence, section: a.sentences[s.moral.sentence].section };
    const explanation = `The story ends: “${s.moral.text}”`;
    if (others.length === options - 1)
      out.moral.push({
        ...base,
        form: 'moral',
        q: {
          question_type: 'multiple_choice',
          prompt: f.moral(s.title),
          options: shuffle(rng, [s.moral.text, ...others]),
          answer: s.moral.text,
          explanation,
          source_passage: s.moral.text,
        },
      });
    // What happens that shows it: the story's last event before the lesson.
    const ending = a.sentences[s.sentences[s.sentences.length - 1]]?.text;
    if (!ending) continue;
    out.moral_open.push({
      ...base,
      form: 'moral_open',
      also: [s.sentences[s.sentences.length - 1]],
      alsoText: [ending],
      q: {
        question_type: 'short_answer',
        prompt: f.moralOpen(s.title),
        options: null,
        answer: `A full answer (1) states the lesson: ${s.moral.text.replace(/[.!]$/, '')}; (2) shows it with what happens in the story: ${ending}`,
        explanation: null,
        source_passage: s.moral.text,
      },
    });
  }
  const speeches = speechesIn(a, stories);
  for (const sp of speeches) {
    const story = stories[sp.story];
    const names: string[] = [];
    const add = (n: string) => {
      if (!names.some((x) => sameName(x, n)) && !sameName(n, sp.speaker)) names.push(n);
    };
    // The story's own people first (its other speakers, the characters its title names), then the text's others.
    for (const o of speeches.filter((x) => x.story === sp.story)) add(o.speaker);
    for (const c of story.characters) add(c);
    for (const o of shuffle(rng, [...speeches.filter((x) => x.story !== sp.story).map((x) => x.speaker)])) add(o);
    for (const o of shuffle(
      rng,
      stories.filter((x) => x !== story).flatMap((x) => x.characters),
    ))
      add(o);
    const wrong = names.slice(0, options - 1);
    if (wrong.length < options - 1) continue;
    const passage = a.sentences[sp.sentence].text;
    out.speaker.push({
      form: 'speaker',
      sentence: sp.sentence,
      section: a.sentences[sp.sentence].section,
      q: {
        question_type: 'multiple_choice',
        prompt: f.speaker(story.title, sp.words),
        options: shuffle(rng, [sp.speaker, ...wrong]),
        answer: sp.speaker,
        explanation: `The text says: “${passage}”`,
        source_passage: passage,
      },
    });
  }
  for (const story of stories) {
    const events = narrationOf(a, story).filter((i) => {
      const t = a.sentences[i].text.trim();
      return (
        !a.sentences[i].direction &&
        !LEANS.test(t) &&
        !TELLS_ORDER.test(t) &&
        t.split(/\s+/).length <= MAX_EVENT_WORDS &&
        /[.]$/.test(t)
      );
    });
    const n = Math.min(options, events.length);
    // Fewer than three events is a coin toss, not an order.
    if (n < 3) continue;
    const picked = shuffle(rng, events)
      .slice(0, n)
      .sort((x, y) => x - y);
    const texts = picked.map((i) => a.sentences[i].text.trim());
    out.story_order.push({
      form: 'story_order',
      sentence: picked[0],
      section: a.sentences[picked[0]].section,
      also: picked.slice(1),
      alsoText: texts.slice(1),
      q: {
        question_type: 'multiple_choice',
        prompt: f.storyFirst(story.title),
        options: shuffle(rng, texts),
        answer: texts[0],
        explanation: `The story tells them in this order: ${texts.map((t) => `“${t}”`).join(' → ')}`,
        source_passage: texts[0],
      },
    });
  }
  return out;
}
