// Checking what a teacher typed: structure (a refusal names the item), puzzles rebuilt from edited words,
// and the quality report of the edited document (keys re-solved, warnings instead of corrections).
export { editProblems, type EditProblems } from './edit.checks';
export { editQuality, type EditQualityInput } from './edit.quality';
export { PuzzleEditError, rebuildEditedPuzzles } from './edit.puzzles';
