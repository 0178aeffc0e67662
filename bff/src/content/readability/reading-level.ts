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

const wordsOf = (segment: string) =>
  [...wordSegmenter.segment(segment)].filter((w) => w.isWordLike).map((w) => w.segment);
// Numbers are read as one short word; counting "1,250" as many syllables would misstate the prose.
const syllablesOf = (word: string) => (/\p{L}/u.test(word) ? Math.max(1, syllable(word)) : 1);
/** A line of one to three words without a full stop (an option, a label, a term) is not prose. */
const FRAGMENT_MAX_WORDS = 3;

/** What one line adds to the measure: the grade is computed from their sums over the lines of a text. */
export interface LineCounts {
  sentences: number;
  words: number;
  syllables: number;
  fragments: number;
}

/**
 * Each line of a worksheet (an instruction, a question, a sentence-long option) is read as its own
 * sentence, but one- to three-word lines without a full stop (options such as "theta wave", labels, a
 * word bank) are left out: Flesch-Kincaid is defined over running prose, and counting "Mercury" as a
 * sentence made every multiple-choice quiz read as grade 3 whatever its questions said.
 */
export function countLine(raw: string): LineCounts {
  const counts = { sentences: 0, words: 0, syllables: 0, fragments: 0 };
  // "B. Inner darker core": the letter or number labels a list item; it is not a one-word sentence.
  const line = raw.replace(/^\s*(?:[A-Za-z]|\d{1,2})[.)]\s+/, '');
  const lineWords = wordsOf(line);
  if (lineWords.length && lineWords.length <= FRAGMENT_MAX_WORDS && !/[.!?]["”’)]?\s*$/.test(line)) {
    counts.fragments++;
    return counts;
  }
  for (const { segment } of sentenceSegmenter.segment(line)) {
    const w = wordsOf(segment);
    if (!w.length) continue;
    counts.sentences++;
    counts.words += w.length;
    for (const word of w) counts.syllables += syllablesOf(word);
  }
  return counts;
}

/** The lines `readingLevel` measures a text by (so their counts can be taken ahead of time). */
export const linesOf = (text: string): string[] => text.split(/\n+/);

/**
 * The grade of a text, or null when it has too few words (under 10) to say anything. `count` may
 * answer from counts taken earlier (content/verify counts each question while the model writes).
 */
export function readingLevel(text: string, count: (line: string) => LineCounts = countLine): ReadingLevel | null {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  let fragments = 0;
  for (const line of linesOf(text)) {
    const c = count(line);
    sentences += c.sentences;
    words += c.words;
    syllables += c.syllables;
    fragments += c.fragments;
  }
  if (words < 10 || !sentences) return null;
  const grade = Math.round(fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) * 10) / 10;
  return {
    grade,
    sentences,
    words,
    syllables,
    wordsPerSentence: Math.round((words / sentences) * 10) / 10,
    syllablesPerWord: Math.round((syllables / words) * 100) / 100,
    fragments,
  };
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
  return {
    grade: fleschKincaid({ sentence: 1, word: w.length, syllable: syllables }),
    words: w.length,
    unfamiliar: hard / w.length,
  };
}

/** Familiar in the Dale-Chall sense: the word, or its regular plural, past or -ing stem, is on the list. */
export function isFamiliar(word: string): boolean {
  const w = word.toLowerCase().replace(/[’']s$/, '');
  if (familiar.has(w)) return true;
  const stems = [
    w.replace(/s$/, ''),
    w.replace(/es$/, ''),
    w.replace(/ies$/, 'y'),
    w.replace(/ed$/, ''),
    w.replace(/d$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
    w.replace(/ly$/, ''),
    w.replace(/er$/, ''),
    w.replace(/est$/, ''),
  ];
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
export const documentReadingLevel = (
  doc: Pick<GeneratedDocument, 'instructions' | 'sections'>,
  count?: (line: string) => LineCounts,
) => readingLevel(studentText(doc), count);
