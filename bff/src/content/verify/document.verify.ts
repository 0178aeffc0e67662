// Every answer of a drafted document checked in code before it is stored: quoted passages found in the
// file, computable math solved, reading level measured. Problems a model can fix go to its one repair
// round; what is still wrong afterwards is corrected in code (math keys, missing options) or flagged
// (passages), so no key the code knows is wrong is ever printed.
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.job';
import { answerMatches } from '../math';
import { documentReadingLevel, targetGrade } from '../readability';
import { verifyClaims, type ClaimFacts } from './claims.verify';
import { verifyMeanings, type MeaningFacts } from './meanings.verify';
import { prepareChecks, type PreparedChecks } from './verify.prepared';
import { directedQuestions, directionProblem } from './directions.verify';
import { cutConnectives, leaningProblem, leaningQuestions } from './stands-alone.verify';
import { openKeyProblem, unkeyedOpenQuestions } from './open-keys.verify';
import { misreadStoryItems, storyKeyProblem } from './story.verify';
import { leaveOut, repeatedQuestions, repeatProblem, type Repeat } from './repeats.verify';
import { checkUnderstanding, understandingProblem, understandingWarning } from './understanding.verify';

export interface VerifyFacts {
  questions: number;
  keysChecked: number;
  mathChecked: number;
  mathRecomputed: number;
  optionsRepaired: number;
  quoted: number;
  grounded: number | null;
  ungrounded: number[];
  readingGrade: number | null;
  askedGrade: number | null;
  /**
   * Questions left out after the repair round: repeats of an earlier one (repeats.verify.ts), directions to the
   * teacher (directions.verify.ts), open questions without a model answer (open-keys.verify.ts).
   */
  leftOut: Repeat[];
  /** Warnings for questions left out because their answer is not what their passage says (understanding.verify.ts). */
  notSaid: string[];
  /** Term–meaning pairs checked against the file's reading; null without one (a typed topic). */
  meanings: MeaningFacts | null;
  /** True/false claims and blank keys checked against the passage each quotes; null without a file. */
  claims: ClaimFacts | null;
}

export interface Verified {
  doc: GeneratedDocument;
  /** Repairable problems, in words the model can act on (empty in the final pass). */
  problems: string[];
  facts: VerifyFacts;
  /** True when the text reads more than two grades above the asked grade. */
  tooHard: boolean;
}

const clone = (doc: GeneratedDocument): GeneratedDocument => structuredClone(doc);

function checkMath(q: QuestionBlock, final: boolean, facts: VerifyFacts, problems: string[], prepared: PreparedChecks) {
  const solved = prepared.solve(q.prompt);
  if (!solved) return;
  // A key and options without a number are words of the file ("The large craters in the _____ indicate an average
  // surface age … between 300 and 600 million years", key "venusian plains"): no sum of the sentence's numbers is
  // the answer, and "450" once took the key's place.
  const written = [q.answer, ...(q.options ?? [])].map((x) => String(x ?? ''));
  if (!written.some((x) => /\d/.test(x))) return;
  facts.mathChecked++;
  if (q.question_type === 'true_false' || q.question_type === 'essay') return;
  if (q.question_type === 'multiple_choice' && q.options) {
    const right = q.options.find((o) => answerMatches(solved, o));
    if (right !== undefined) {
      if (right !== q.answer) {
        q.answer = right;
        delete q.explanation; // it argued for the wrong option
        facts.mathRecomputed++;
      }
      return;
    }
    if (!final) {
      problems.push(
        `Question ${q.number}: the correct answer is ${solved.display}, which is not among the options; make it one of the options and the answer`,
      );
      return;
    }
    // Still missing after the repair round: the wrong keyed option becomes the right value.
    const at = Math.max(0, q.options.indexOf(q.answer));
    q.options = q.options.map((o, i) => (i === at ? solved.display : o));
    q.answer = solved.display;
    delete q.explanation;
    facts.mathRecomputed++;
    facts.optionsRepaired++;
    return;
  }
  if (!answerMatches(solved, q.answer)) {
    q.answer = solved.display;
    delete q.explanation;
    facts.mathRecomputed++;
  }
}

/** `prepared` carries work already done on the streamed items (content.engine); without it everything is worked out here. */
export function verifyDocument(
  spec: DraftSpec,
  input: GeneratedDocument,
  final: boolean,
  prepared: PreparedChecks = prepareChecks(spec),
  leftOut: Repeat[] | null = null,
  notSaid: string[] | null = null,
): Verified {
  const doc = clone(input);
  // A reason, an example's idea or the one true statement, checked against the passage it quotes: the model
  // fixes a failure in its repair round; afterwards (and offline) the question is left out and the teacher told.
  const sentences = () =>
    spec.source.reading?.sentences.map((s) => s.text) ?? (spec.source.text ?? '').split(/(?<=[.!?])\s+/);
  // Keys the code checked besides a choice's and a computed one: an open reason keyed in the passage's words
  // whose check passed, a blank's key that gives back its passage, a meaning that is the term's own.
  const checkedKeys = new Set<QuestionBlock>();
  const notSaidProblems: string[] = [];
  if (spec.source.text) {
    const failed: QuestionBlock[] = [];
    for (const b of doc.sections.flatMap((s) => s.blocks)) {
      if (b.type !== 'question') continue;
      const c = checkUnderstanding(b, sentences, () => prepared.reading());
      if (c?.result === 'checked') checkedKeys.add(b);
      else if (c?.result === 'failed') {
        failed.push(b);
        notSaidProblems.push(understandingProblem(b, c.form));
      }
    }
    if (failed.length && final) {
      const warnings = failed.map((q) => understandingWarning(q.prompt));
      leaveOut(
        doc,
        failed.map((q) => ({ number: q.number, first: q.number })),
      );
      return verifyDocument(spec, doc, final, prepared, leftOut, [...(notSaid ?? []), ...warnings]);
    }
  }
  // Meanings first: a pair that is wrong is repaired or dropped, and the questions are numbered again before they are counted.
  // Against the file's text or a passage the teacher pasted, as quotes are.
  const reading = () => prepared.reading()!;
  const withText = !!spec.source.text;
  const meanings = withText ? verifyMeanings(doc, reading, checkedKeys) : null;
  const claims = withText ? verifyClaims(doc, reading, checkedKeys) : null;
  const questions = doc.sections.flatMap((s) => s.blocks).filter((b): b is QuestionBlock => b.type === 'question');
  const problems: string[] = [...notSaidProblems];
  const facts: VerifyFacts = {
    questions: questions.length,
    keysChecked: 0,
    mathChecked: 0,
    mathRecomputed: 0,
    optionsRepaired: 0,
    quoted: 0,
    grounded: spec.source.text ? 0 : null,
    ungrounded: [],
    readingGrade: null,
    askedGrade: targetGrade(spec.gradeLevel),
    leftOut: leftOut ?? [],
    notSaid: notSaid ?? [],
    meanings,
    claims,
  };
  // No two questions on one sentence or fact: the model is asked to replace a repeat; one still there
  // after its repair round is left out. Offline drafts from a file never have one (the pool keeps them
  // apart); a bare topic's routines are checked by wording only.
  // A vocabulary sheet practises each of its words twice by design (the word for its meaning, then the word in
  // a sentence): its two parts are one exercise, not a fact tested twice.
  const practisesTwice = spec.kind === 'worksheet' && spec.style === 'vocab';
  if (!leftOut && !practisesTwice && !(doc.offline_draft && spec.source.type === 'topic')) {
    const repeats = repeatedQuestions(questions, (q) => !!prepared.solve(q.prompt));
    if (!final) problems.push(...repeats.map(repeatProblem));
    else if (repeats.length) {
      const left = leaveOut(doc, repeats);
      return verifyDocument(spec, doc, final, prepared, left, notSaid);
    }
  }
  // Nothing said to the teacher is a student item: the model asks about what the text teaches instead; a
  // question still on a direction after its repair round is left out.
  const directed = spec.source.type === 'file' ? directedQuestions(spec.source.reading, questions) : [];
  if (!final) problems.push(...directed.map(directionProblem));
  else if (directed.length) {
    const left = leaveOut(doc, directed);
    return verifyDocument(spec, doc, final, prepared, [...(leftOut ?? []), ...left], notSaid);
  }
  // A model's statement makes sense on its own and carries none of the book's headings (stands-alone.verify.ts);
  // offline drafts choose only such sentences.
  if (spec.source.text && !doc.offline_draft) cutConnectives(questions);
  const leaning =
    spec.source.text && !doc.offline_draft ? leaningQuestions(questions, prepared.reading() ?? undefined) : [];
  if (!final) problems.push(...leaning.map(leaningProblem));
  else if (leaning.length) {
    const left = leaveOut(doc, leaning);
    return verifyDocument(spec, doc, final, prepared, [...(leftOut ?? []), ...left], notSaid);
  }
  // An open question is asked only with a key to mark against (open-keys.verify.ts): a model's goes back to it
  // once; one still without a model answer afterwards is left out. Offline drafts are keyed when built.
  // A story's lesson and speaker, offline or a model's, are what the passage they quote says (story.verify.ts).
  const openByDesign = spec.kind === 'worksheet' && (spec.style === 'creative_expression' || spec.style === 'vocab');
  const unkeyed = spec.source.text && !doc.offline_draft && !openByDesign ? unkeyedOpenQuestions(questions) : [];
  const misread = spec.source.text
    ? misreadStoryItems(questions).filter((r) => !unkeyed.some((u) => u.number === r.number))
    : [];
  if (!final) problems.push(...unkeyed.map(openKeyProblem), ...misread.map(storyKeyProblem));
  else if (unkeyed.length || misread.length) {
    const left = leaveOut(
      doc,
      [...unkeyed, ...misread].sort((x, y) => x.number - y.number),
    );
    return verifyDocument(spec, doc, final, prepared, [...(leftOut ?? []), ...left], notSaid);
  }
  const index = facts.grounded !== null ? prepared.grounding() : null;
  for (const q of questions) {
    const before = facts.mathChecked;
    checkMath(q, final, facts, problems, prepared);
    // Structure checks (run before this) guarantee choice answers are among their options.
    if (
      facts.mathChecked > before ||
      q.question_type === 'multiple_choice' ||
      q.question_type === 'true_false' ||
      checkedKeys.has(q)
    )
      facts.keysChecked++;
    if (index && q.source_passage) {
      facts.quoted++;
      if (index.contains(q.source_passage)) facts.grounded!++;
      else if (final) facts.ungrounded.push(q.number);
      else
        problems.push(
          `Question ${q.number}: source_passage is not in the source document; copy the sentence it is based on word for word from the source`,
        );
    }
  }
  const level = documentReadingLevel(doc, prepared.countLine);
  facts.readingGrade = level ? Math.round(level.grade * 10) / 10 : null;
  const tooHard = facts.readingGrade !== null && facts.askedGrade !== null && facts.readingGrade > facts.askedGrade + 2;
  if (tooHard && !final)
    problems.push(
      `Reading level: the questions and options read at grade ${facts.readingGrade}, but the class is grade ` +
        `${facts.askedGrade}. Rewrite every prompt, option and instruction in shorter sentences and simpler, more ` +
        `common words for grade ${facts.askedGrade}; keep the same questions, keep every answer correct, and keep ` +
        `source_passage quotes exactly as they are in the source.`,
    );
  return { doc, problems, facts, tooHard };
}
