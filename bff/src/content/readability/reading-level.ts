// Reading level of student-facing text as a U.S. school grade: the Flesch-Kincaid Grade Level
// (the `flesch-kincaid` package) over syllables counted by `syllable` (both from the words/unified
// collective). Flesch-Kincaid is the measure teachers already meet in Word and in state readability
// guidance, and it reads as a grade directly. Sentences and words come from Intl.Segmenter.
import type { GeneratedDocument } from '@lessonloom/contracts';
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
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The grade of a text, or null when it has too few words (under 10) to say anything. */
export function readingLevel(text: string): ReadingLevel | null {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  // A line of a worksheet (an option, a list item, a heading) is a sentence even without a full stop.
  for (const line of text.split(/\n+/)) {
    for (const { segment } of sentenceSegmenter.segment(line)) {
      let w = 0;
      for (const word of wordSegmenter.segment(segment)) {
        if (!word.isWordLike) continue;
        w++;
        // Numbers are read as one short word; counting "1,250" as many syllables would misstate the prose.
        syllables += /\p{L}/u.test(word.segment) ? Math.max(1, syllable(word.segment)) : 1;
      }
      if (w) {
        sentences++;
        words += w;
      }
    }
  }
  if (words < 10 || !sentences) return null;
  const grade = Math.round(fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) * 10) / 10;
  return { grade, sentences, words, syllables, wordsPerSentence: Math.round((words / sentences) * 10) / 10, syllablesPerWord: Math.round((syllables / words) * 100) / 100 };
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
