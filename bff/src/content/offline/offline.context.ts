import { KIND_LABELS, clipText } from '@lessonloom/contracts';
import type { DraftSpec } from '../content.job';
import { PROMPT_SOURCE_MAX } from '../source/source.budget';
import type { DraftQuestion } from '../schemas/question.schema';
import { fileTitle } from '../source/source.blocks';
import { gradeFit, type GradeFit } from '../readability/grade.band';
import { promptFocus, type Focus } from './prompt.focus';
import { cap, sentenceAt } from '../language/sentences';
import { readSource } from '../source/source.read';
import type { SourceReading, SourceTerm } from '../source/source.types';
import { offlineSource, type OfflineSource } from './offline.source';
import { pickQuestions, type PoolOptions } from './question.pool';

export interface OfflineContext {
  spec: DraftSpec;
  /** Which of the kind's drafts this job gets (offline.source.ts): decided here, once. */
  source: OfflineSource;
  /** Null for a plain topic: there are no facts to draw on, so templates take over. */
  text: SourceReading | null;
  terms: SourceTerm[];
  /** What the material is about, as printed in titles and templates. */
  topic: string;
  /** For file sources: a passage for questions that are not drawn from one sentence. */
  passage: string | null;
  /** Items a typed topic lists ("The water cycle: evaporation, condensation and precipitation"), in order. */
  topicItems: string[];
  /** The asked grade and its band; null when the grade setting names no grade. */
  fit: GradeFit | null;
  /** Where the teacher's specific prompt points in the text; null without a prompt or a text. */
  focus: Focus | null;
}

/**
 * Teachers often type the parts they want covered; with no text to draw from, those parts are the
 * best stages, steps or branches a diagram can have. Grade/audience phrases are not items.
 */
export function listedItems(topic: string): string[] {
  const afterColon = topic.includes(':') ? topic.slice(topic.indexOf(':') + 1) : topic;
  const items = afterColon
    .split(/\s*[,;]\s*|\s+(?:and|or|then)\s+|\s*(?:->|→)\s*/i)
    .map((i) =>
      i
        .trim()
        .replace(/^(?:and|or|then)\s+/i, '')
        .replace(/[.!?]+$/, ''),
    )
    .filter(
      (i) =>
        i &&
        /\p{L}/u.test(i) &&
        i.split(/\s+/).length <= 5 &&
        !/^(?:for|in|with|about)\b|\bgrade\b|\bstudents?\b|\bclass\b/i.test(i),
    );
  return items.length >= 3 ? [...new Set(items)].slice(0, 8) : [];
}

const TOPIC_MAX_CHARS = 80;

export function offlineContext(spec: DraftSpec): OfflineContext {
  const raw = spec.source.text ?? spec.source.topic ?? '';
  const analysed =
    spec.source.reading ??
    readSource(raw.slice(0, PROMPT_SOURCE_MAX), spec.source.type === 'file' ? spec.source.name : '');
  const usable = analysed.sentences.filter((s) => s.usable);
  // A typed topic is usually a few words; a pasted paragraph is read like a file.
  const text =
    spec.source.type === 'file'
      ? analysed.terms.length
        ? analysed
        : null
      : usable.length >= 3 && analysed.terms.length >= 2
        ? analysed
        : null;
  // The typed topic names the material, also when a passage pasted in the prompt is what is read.
  const typed = (spec.source.topic ?? raw).trim();
  const topicText = spec.source.type === 'topic' && typed ? shorten(typed.split(/(?<=[.!?])\s/)[0], 12) : null;
  // A file's topic is its own title line, else its file name: never a section heading.
  // Printed inside titles, captions and labels: bounded in characters too (one pasted word can be 300 long).
  const topic = clipText(
    topicText ?? (spec.source.type === 'file' ? analysed.title : fileTitle(spec.source.name)),
    TOPIC_MAX_CHARS,
  );
  // A question about the whole file ("What do you already know about this topic?") cites its title, not
  // the first sentence a question may also be built on; a file with no title of its own, its first sentence.
  const whole =
    spec.source.type === 'file' && analysed.titleFrom === 'document' && raw.includes(analysed.title)
      ? analysed.title
      : null;
  const passage = spec.withPassages ? (whole ?? usable[0]?.text ?? raw.slice(0, 300).trim()) || spec.source.name : null;
  const topicItems = spec.source.type === 'topic' && !text ? listedItems(raw.trim()) : [];
  return {
    spec,
    source: offlineSource(spec, !!text),
    text,
    terms: text?.terms ?? [],
    topic,
    passage,
    topicItems,
    fit: gradeFit(spec.gradeLevel),
    focus: text ? promptFocus(text, spec.teacherPrompt) : null,
  };
}

export const titleFor = (ctx: OfflineContext, label?: string) =>
  `${label ?? KIND_LABELS[ctx.spec.kind]}: ${cap(ctx.topic)}`;
export { cap };

export function questions(ctx: OfflineContext, count: number, more: Partial<PoolOptions> = {}): DraftQuestion[] {
  return pickQuestions(ctx.text, {
    count,
    difficulty: ctx.spec.difficulty,
    seed: ctx.spec.seed,
    topic: ctx.topic,
    passageFallback: ctx.passage,
    fit: ctx.fit,
    focus: ctx.focus,
    ...(ctx.spec.askedBefore ? { askedBefore: ctx.spec.askedBefore } : {}),
    ...more,
  });
}

/** A sentence cut to a label: whole words, at most `words` of them and about 12 characters a word. */
export function shorten(s: string, words = 10): string {
  const w = s.replace(/[.!?]+$/, '').split(/\s+/);
  return clipText(w.length <= words ? w.join(' ') : `${w.slice(0, words).join(' ')}…`, words * 12);
}

/** The text's sentences that use a term, for details and passages. */
export const sentencesOf = (ctx: OfflineContext, t: SourceTerm) =>
  t.sentences.map((i) => sentenceAt(ctx.text!.sentences, i)).filter((s) => s.usable);
