// What a direction to the teacher passes on to the class: the that-clause of a telling imperative ("Point out
// that the cards represent bits"), the statement after a lesson step's colon, and a term defined before the
// sentence turns to the teacher. Each is quoted as the file writes it (capital aside), and only when it is a
// statement of its own.
import { CLASS_PEOPLE, DEFINES, TEACH_LEAD, YOU, type DirectionPlace } from './source.direction-cues';
import { firstClause, headIndex, imperativeAt, tokensOf } from './source.direction-tokens';

/** Verbs an imperative passes a fact on with: "Point out that …", "Remember that …", "Explain to them that …". */
const TELLING = new Set([
  'point',
  'remember',
  'note',
  'notice',
  'recall',
  'explain',
  'remind',
  'tell',
  'emphasise',
  'emphasize',
  'stress',
  'mention',
  'show',
  'make',
]);

/** The content a telling imperative passes on: "Point out that the cards represent bits" → "The cards represent bits". */
export function toldContent(text: string): string | null {
  const lead = TEACH_LEAD.exec(text);
  if (lead) return statementAfterLead(lead[1].trim());
  const m = new RegExp(
    String.raw`^(?:now\s+|then\s+|also\s+)?(?:point out|remember|note|notice|recall|explain|remind (?:them|students|` +
      String.raw`the class|the students)|tell (?:them|students|the class|the students)|emphasi[sz]e|stress|mention|show|` +
      String.raw`make (?:it )?clear)(?:\s+to\s+(?:them|students|the class|the students|the children))?\s+that\s+(.+)$`,
    'i',
  ).exec(text);
  if (!m) return null;
  const clause = m[1].trim();
  // The clause must be a statement of its own: a subject and a verb, no "you" (still the teacher's business).
  if (clause.split(/\s+/).length < 4 || /\b(?:you|your)\b/i.test(clause)) return null;
  const toks = tokensOf(clause);
  if (!toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || !toks.some((t) => /^(?:NOUN|PROPN|NUM)$/.test(t.pos)))
    return null;
  const head = tokensOf(text);
  if (!TELLING.has(head[headIndex(head)]?.lemma ?? '')) return null;
  return clause.charAt(0).toLocaleUpperCase('en-US') + clause.slice(1);
}

/**
 * What a step of the lesson states after its colon: "Discuss with students the difference between polling vs.
 * using interrupts: polling monopolises the processor, but interrupts only occur when the sensor is triggered"
 * teaches "Polling monopolises the processor, but …". Only a statement of its own (a subject and a verb, no
 * "you", no one of the class), never a list or a question.
 */
function statementAfterLead(clause: string): string | null {
  if (clause.split(/\s+/).length < 5 || /\?\s*$/.test(clause) || YOU.test(clause) || CLASS_PEOPLE.test(clause))
    return null;
  const toks = tokensOf(clause);
  if (!toks.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || !toks.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos)))
    return null;
  if (imperativeAt(toks, headIndex(toks))) return null;
  return clause.charAt(0).toLocaleUpperCase('en-US') + clause.slice(1);
}

/**
 * A term defined before the sentence turns to the teacher: "The extra cards are called "parity bits" (or
 * parity cards), but there's no need to introduce the terminology yet, since …" gives the class "The extra
 * cards are called "parity bits" (or parity cards)." — the definition as the file writes it, the teacher's
 * part left out. Only in a teacher's document or slide notes, and only when the rest is the teacher's.
 */
export function definedBeforeTeacher(text: string, place: DirectionPlace): string | null {
  if (!place.teacherDoc && !place.notes) return null;
  const clause = firstClause(text)
    .trim()
    .replace(/[,;:]$/, '');
  const rest = text.slice(clause.length);
  if (clause === text.trim() || !DEFINES.test(clause) || YOU.test(clause) || CLASS_PEOPLE.test(clause)) return null;
  if (!YOU.test(rest) && !CLASS_PEOPLE.test(rest) && !/\bterminology\b/i.test(rest)) return null;
  if (clause.split(/\s+/).length < 4) return null;
  return `${clause}.`;
}
