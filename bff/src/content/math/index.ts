// Math in code: the solver that verifies any computable key, and the comparator for written answers.
export { solve, type MathSolution, type MathAnswerKind } from './math.solve';
export { answerMatches, checkKey, parseAnswer, sameAnswer, type KeyCheck, type ParsedAnswer } from './math.compare';
