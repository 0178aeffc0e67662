// A sequence diagram: the text's steps in order, each named by the term it brings in; without steps, the
// key terms that meet in the text's sentences, else a class discussion of the topic.
import { cap, type OfflineContext } from '../../offline/offline.context';
import { LABEL_MAX, leadingTerms, type OfflineDiagram } from './diagram.parts';
import { orderQuestions, textSteps } from './diagram.steps';

export function sequenceFromText(ctx: OfflineContext): OfflineDiagram | null {
  const found = textSteps(ctx);
  if (!found) return null;
  const { ordered, steps, what, cited, first } = found;
  // A step that brings in a term the text defines is named by it ("Observation"): a participant's
  // box holds a name, and the sentence it came from is in the text.
  const names = ordered.steps.slice(0, 8).map((s) => (s.term ? cap(s.term) : s.label));
  const messages = names.slice(1).map((s, i) => ({ from: names[i], to: s, text: 'then', reply: false }));
  return {
    data: { participants: names, messages },
    caption: `The ${what} in the order the text gives them.`,
    questions: orderQuestions(steps, 'sequence diagram', first, cited),
  };
}

export function sequenceFrame(ctx: OfflineContext): OfflineDiagram {
  const terms = leadingTerms(ctx);
  const parts = terms.length >= 2 ? terms.slice(0, 4) : ['Teacher', 'Student', 'Class'];
  const messages = terms.length >= 2 ? termsMeeting(ctx, parts) : [];
  const fallback = [
    { from: 'Teacher', to: 'Class', text: `Introduces ${ctx.topic}`, reply: false },
    { from: 'Student', to: 'Teacher', text: 'Asks a question', reply: false },
    { from: 'Teacher', to: 'Student', text: 'Explains with an example', reply: true },
    { from: 'Class', to: 'Teacher', text: 'Shares what they learned', reply: true },
  ];
  return messages.length >= 2
    ? {
        data: { participants: parts, messages },
        caption: `How ${parts.join(', ')} interact in the text.`,
        questions: [],
      }
    : {
        data: { participants: ['Teacher', 'Student', 'Class'], messages: fallback },
        caption: `A class discussion about ${ctx.topic}.`,
        questions: [],
      };
}

/** Each usable sentence that names two of the participants: a message from the first named to the next. */
function termsMeeting(ctx: OfflineContext, parts: string[]) {
  const out: Array<{ from: string; to: string; text: string; reply: boolean }> = [];
  for (const s of ctx.text!.sentences.filter((x) => x.usable)) {
    const lower = s.text.toLowerCase();
    const present = parts
      .filter((p) => lower.includes(p.toLowerCase()))
      .sort((a, b) => lower.indexOf(a.toLowerCase()) - lower.indexOf(b.toLowerCase()));
    // The whole sentence is the message (a long one is drawn as a number with its text in the key).
    if (present.length >= 2 && s.text.length <= LABEL_MAX)
      out.push({ from: present[0], to: present[1], text: s.text.replace(/[.!?]+$/, ''), reply: false });
    if (out.length >= 10) break;
  }
  return out;
}
