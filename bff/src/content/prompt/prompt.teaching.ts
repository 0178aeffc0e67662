// What makes the prompt teach well: wording for the grade, Bloom's levels by difficulty, distractors
// from misconceptions, and for a long file the sections that matter to this request.
import type { DraftSpec } from '../content.job';
import { kindOf } from '../kinds';
import { targetGrade } from '../readability';

export const DIFFICULTY: Record<DraftSpec['difficulty'], string> = {
  easy: 'easy: recall and basic understanding, short plain sentences',
  medium: 'medium: understanding and application',
  hard: 'hard: analysis, inference and evaluation; plausible distractors',
  mixed: 'mixed: about one third easy, one third medium and one third hard, easy first',
};

/** Bloom's levels each difficulty asks for (revised taxonomy verbs a teacher recognises). */
export const BLOOM: Record<DraftSpec['difficulty'], string> = {
  easy: "Bloom's levels: remember and understand (recall, identify, describe in own words).",
  medium: "Bloom's levels: understand and apply (explain, use in a new example, solve).",
  hard: "Bloom's levels: analyze and evaluate (compare, infer, justify, judge), with some create where the kind allows open answers.",
  mixed:
    "Bloom's levels: spread across remember, understand, apply, analyze and evaluate, in that order from the first question to the last.",
};

export const DISTRACTORS =
  '- multiple_choice distractors: each wrong option is a mistake a student at this level really makes (a ' +
  'common misconception, a typical calculation slip, a confusion with a related term), plausible and of ' +
  'the same form and length as the answer, never a joke, never partly correct, never "all/none of the above".';

/** Grade-appropriate wording, as concrete limits a model can follow; null when the grade is not a number. */
export function gradeWording(gradeLevel: string | undefined): string | null {
  const g = targetGrade(gradeLevel);
  if (g === null) return null;
  const words = g <= 2 ? 8 : g <= 5 ? 12 : g <= 8 ? 16 : 20;
  const vocabulary =
    g <= 5
      ? 'everyday words; name a subject term only when the lesson is about it, and explain it in the question'
      : 'the subject terms of the lesson, other words plain';
  return `Write every question, option and instruction for grade ${g} readers: sentences of about ${words} words or fewer, ${vocabulary}. The text is measured; more than two grades above ${g} is sent back to be rewritten.`;
}

const STOP = new Set(
  'the a an and or of to in on for with is are was were be by as at from that this it its into than then there their what which who how why'.split(
    ' ',
  ),
);
const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !STOP.has(w));

/**
 * The source text for the prompt. A file within `budget` characters goes whole; a longer one is cut into
 * its sections (blank-line separated), the opening section is kept for context, and the sections sharing
 * the most words with the teacher's prompt, the subject and the kind fill the rest of the budget, in
 * document order with "[...]" where text was left out.
 */
export function relevantSource(
  text: string,
  spec: DraftSpec,
  budget: number,
): { text: string; cut: boolean; sections: number; kept: number } {
  if (text.length <= budget) return { text, cut: false, sections: 1, kept: 1 };
  const sections = text
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  // The kind's own words (kinds/<kind>.ts sourceWords) mark the passages it draws on.
  const query = new Set(
    words(
      [spec.teacherPrompt, spec.subject, kindOf(spec.kind).sourceWords, spec.diagramType].filter(Boolean).join(' '),
    ),
  );
  const score = (s: string) => {
    const ws = words(s);
    if (!ws.length) return 0;
    const hits = ws.filter((w) => query.has(w)).length;
    // Density, not count: a long section should not win only by being long.
    return hits / Math.sqrt(ws.length);
  };
  const ranked = sections
    .map((s, i) => ({ i, s, score: i === 0 ? Infinity : score(s) }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const keep = new Set<number>();
  let used = 0;
  for (const r of ranked) {
    const size = Math.min(r.s.length, budget) + 7;
    if (used + size > budget) continue;
    keep.add(r.i);
    used += size;
  }
  const out: string[] = [];
  let gap = false;
  sections.forEach((s, i) => {
    if (keep.has(i)) {
      if (gap) out.push('[...]');
      out.push(s.slice(0, budget));
      gap = false;
    } else gap = true;
  });
  if (gap) out.push('[...]');
  return { text: out.join('\n\n'), cut: true, sections: sections.length, kept: keep.size };
}
