export {
  countLine,
  linesOf,
  readingLevel,
  sentenceFit,
  isFamiliar,
  targetGrade,
  studentText,
  documentReadingLevel,
  type LineCounts,
  type ReadingLevel,
} from './reading-level';
