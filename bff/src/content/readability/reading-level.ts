// Reading level of student-facing text as a U.S. school grade: the Flesch-Kincaid Grade Level
// (the `flesch-kincaid` package) over syllables counted by `syllable` (both from the words/unified
// collective). Flesch-Kincaid is the measure teachers already meet in Word and in state readability
// guidance, and it reads as a grade directly. Sentences and words come from Intl.Segmenter.
import type { GeneratedDocument } from '@lessonloom/contracts';
import { daleChall } from 'dale-chall';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

export interface ReadingLevel {
  /** Flesch-Kincaid grade, one decimal; below 1 is kept as measured (very short, plain sentences). */
  grade: number;
  sentences: number;
  words: number;
  syllables: number;
  /** Mean words per sentence and syllables per word: the two things a grade setting changes. */
  wordsPerSentence: number;
  syllablesPerWord: number;
  /** Lines left out as fragments: options, labels and word-bank entries of one to three words. */
  fragments: number;
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

const wordsOf = (segment: string) => [...wordSegmenter.segment(segment)].filter((w) => w.isWordLike).map((w) => w.segment);
// Numbers are read as one short word; counting "1,250" as many syllables would misstate the prose.
const syllablesOf = (word: string) => (/\p{L}/u.test(word) ? Math.max(1, syllable(word)) : 1);
/** A line of one to three words without a full stop (an option, a label, a term) is not prose. */
const FRAGMENT_MAX_WORDS = 3;

/**
 * The grade of a text, or null when it has too few words (under 10) to say anything. Each line of a
 * worksheet (an instruction, a question, a sentence-long option) is read as its own sentence, but
 * one- to three-word lines without a full stop (options such as "theta wave", labels, a word bank)
 * are left out: Flesch-Kincaid is defined over running prose, and counting "Mercury" as a sentence
 * made every multiple-choice quiz read as grade 3 whatever its questions said.
 */
export function readingLevel(text: string): ReadingLevel | null {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  let fragments = 0;
  for (const raw of text.split(/\n+/)) {
    // "B. Inner darker core": the letter or number labels a list item; it is not a one-word sentence.
    const line = raw.replace(/^\s*(?:[A-Za-z]|\d{1,2})[.)]\s+/, '');
    const lineWords = wordsOf(line);
    if (lineWords.length && lineWords.length <= FRAGMENT_MAX_WORDS && !/[.!?]["”’)]?\s*$/.test(line)) {
      fragments++;
      continue;
    }
    for (const { segment } of sentenceSegmenter.segment(line)) {
      const w = wordsOf(segment);
      if (!w.length) continue;
      sentences++;
      words += w.length;
      for (const word of w) syllables += syllablesOf(word);
    }
  }
  if (words < 10 || !sentences) return null;
  const grade = Math.round(fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) * 10) / 10;
  return { grade, sentences, words, syllables, wordsPerSentence: Math.round((words / sentences) * 10) / 10, syllablesPerWord: Math.round((syllables / words) * 100) / 100, fragments };
}

const familiar = new Set(daleChall);

/**
 * One sentence's Flesch-Kincaid grade (no 10-word floor: the offline generator ranks single sentences)
 * and its share of words outside the New Dale-Chall list of ~3,000 words familiar to fourth graders
 * (the `dale-chall` package), the measure of "common words" the grade setting steers by.
 */
export function sentenceFit(sentence: string): { grade: number; words: number; unfamiliar: number } {
  const w = wordsOf(sentence);
  if (!w.length) return { grade: 0, words: 0, unfamiliar: 0 };
  const syllables = w.reduce((n, word) => n + syllablesOf(word), 0);
  const hard = w.filter((word) => /\p{L}/u.test(word) && !isFamiliar(word)).length;
  return { grade: fleschKincaid({ sentence: 1, word: w.length, syllable: syllables }), words: w.length, unfamiliar: hard / w.length };
}

/** Familiar in the Dale-Chall sense: the word, or its regular plural, past or -ing stem, is on the list. */
export function isFamiliar(word: string): boolean {
  const w = word.toLowerCase().replace(/[’']s$/, '');
  if (familiar.has(w)) return true;
  const stems = [w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ies$/, 'y'), w.replace(/ed$/, ''), w.replace(/d$/, ''), w.replace(/ing$/, ''), w.replace(/ing$/, 'e'), w.replace(/ly$/, ''), w.replace(/er$/, ''), w.replace(/est$/, '')];
  return stems.some((s) => s !== w && s.length > 1 && familiar.has(s));
}

/**
 * The grade a free-text grade setting asks for: "5", "Grade 5", "5th grade", "K", "Kindergarten",
 * "9-12" (the middle), "middle school", "high school", "college". Null when it names no grade.
 */
export function targetGrade(gradeLevel: string | undefined | null): number | null {
  const g = (gradeLevel ?? '').trim().toLowerCase();
  if (!g) return null;
  if (/^(?:k|kg|kindergarten|pre-?k|prek|reception)\b/.test(g) || /\bkindergarten\b/.test(g)) return 0;
  const range = /(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})/.exec(g);
  if (range) return (Number(range[1]) + Number(range[2])) / 2;
  const n = /(\d{1,2})/.exec(g);
  if (n && Number(n[1]) <= 16) return Number(n[1]);
  if (/\belementary|\bprimary/.test(g)) return 3;
  if (/\bmiddle|\bjunior high/.test(g)) return 7;
  if (/\bhigh school|\bsecondary/.test(g)) return 10;
  if (/\bcollege|\buniversity|\bundergrad/.test(g)) return 13;
  return null;
}

/** What a student reads in a document: instructions, questions, options, paragraphs, lists, definitions. */
export function studentText(doc: Pick<GeneratedDocument, 'instructions' | 'sections'>): string {
  const out: string[] = [];
  if (doc.instructions) out.push(doc.instructions);
  for (const section of doc.sections) {
    if (section.instructions) out.push(section.instructions);
    for (const b of section.blocks) {
      switch (b.type) {
        case 'question':
          out.push(b.prompt, ...(b.question_type === 'multiple_choice' ? (b.options ?? []) : []));
          break;
        case 'paragraph':
          out.push(b.text);
          break;
        case 'list':
          out.push(...b.items);
          break;
        case 'vocabulary':
          out.push(...b.entries.map((e) => e.definition));
          break;
        case 'matching':
          out.push(...b.right);
          break;
        case 'crossword':
          out.push(...b.entries.map((e) => e.clue));
          break;
        default:
          break;
      }
    }
  }
  return out.join('\n');
}

/** The measured grade of a whole document's student text (null when it is too short to measure). */
export const documentReadingLevel = (doc: Pick<GeneratedDocument, 'instructions' | 'sections'>) => readingLevel(studentText(doc));
