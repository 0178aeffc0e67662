export { readingLevel, targetGrade, studentText, documentReadingLevel, type ReadingLevel } from './reading-level';
