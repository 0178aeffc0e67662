// The content engine: request -> draft (model or offline) -> document -> checks (one repair round).
export { createContentEngine, type ContentEngine, type EngineResult, type GenerateOptions } from './content.engine';
export { ContentError } from './content.errors';
export type { GenerationInput } from './content.spec';
export { documentProblems } from './checks/document.checks';
export type { AiProvider, DraftReply, DraftRequest } from './content.provider';
export { createOfflineProvider } from './offline/offline.provider';
export {
  editProblems,
  editQuality,
  PuzzleEditError,
  rebuildEditedPuzzles,
  type EditProblems,
  type EditQualityInput,
} from './edit';
