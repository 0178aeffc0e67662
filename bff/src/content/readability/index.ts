export { readingLevel, sentenceFit, isFamiliar, targetGrade, studentText, documentReadingLevel, type ReadingLevel } from './reading-level';
