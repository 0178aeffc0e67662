// The content engine's one door: request -> draft (model or offline) -> document -> checks (one repair
// round), and what the rest of the BFF needs from content (reading uploads, reading levels, seeded
// random choices, math topics). Nothing outside content/ imports a deeper path (architecture test).
export { createContentEngine, type ContentEngine, type EngineResult, type GenerateOptions } from './content.engine';
export { documentProblems } from './content.checks';
export { ContentError } from './content.errors';
export type { AskedItem, BankQuestionType, GenerationInput } from './content.job';
export type { AiProvider, DraftReply, DraftRequest, DraftUsage } from './content.provider';
export { createOfflineProvider } from './offline.provider';
export {
  editProblems,
  editQuality,
  PuzzleEditError,
  rebuildEditedPuzzles,
  type EditProblems,
  type EditQualityInput,
} from './edit';
export { detectMathTopic, type MathFocus } from './math/math.topics';
export { TOPIC_NAMES } from './math/math.draft';
export { createRng, pick, seedFrom, shuffle, type Rng } from './random';
export { documentReadingLevel } from './readability';
export { currentReading, readUpload } from './source';
export { mathAskedIn, readPasted } from './source/source.pasted';
export type { SourceMarks, SourceReading } from './source/source.types';
export { readUploadOffThread, stopLanguageThread, warmLanguageThread } from './thread/language.thread';
