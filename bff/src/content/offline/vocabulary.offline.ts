import { ACADEMIC_WORDS } from './academic.words';
import { blankOut, type KeyTerm } from './key-terms';
import { sentencesOf, type OfflineContext } from './offline.context';

export interface VocabEntry { term: string; definition: string; example: string; passage: string | null; fromText: boolean }

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/** Terms of the text with their meaning (a definition it gives, else the sentence with the term blanked). */
function textEntries(ctx: OfflineContext): VocabEntry[] {
  const out: VocabEntry[] = [];
  for (const t of ctx.terms) {
    const uses = sentencesOf(ctx, t);
    const clue = t.definition ?? clueFrom(t, uses.map((s) => s.text));
    if (!clue || !uses.length) continue;
    const example = uses.find((s) => s.index !== t.definitionSentence)?.text ?? uses[0].text;
    out.push({ term: t.term, definition: clip(clue, 290), example, passage: uses[0].text, fromText: true });
  }
  return out;
}

function clueFrom(t: KeyTerm, sentences: string[]): string | null {
  for (const s of sentences) {
    const b = blankOut(s, t.term);
    if (b) return `In the text: ${b}`;
  }
  return null;
}

/** Text terms first, then general academic words, so any count can be met. */
export function vocabulary(ctx: OfflineContext, count: number, accept: (term: string) => boolean = () => true): VocabEntry[] {
  const out: VocabEntry[] = [];
  const seen = new Set<string>();
  const add = (e: VocabEntry) => {
    const k = e.term.toLocaleLowerCase('en-US');
    const d = `def:${e.definition.toLocaleLowerCase('en-US')}`;
    if (out.length < count && !seen.has(k) && !seen.has(d) && accept(e.term)) {
      seen.add(k);
      seen.add(d);
      out.push(e);
    }
  };
  textEntries(ctx).forEach(add);
  for (const [term, meaning, example] of ACADEMIC_WORDS)
    add({ term, definition: meaning.charAt(0).toUpperCase() + meaning.slice(1), example, passage: ctx.passage, fromText: false });
  return out;
}
