// What verification needs from the math and reading-level code, as one small interface so the engine
// can be given the real ones (content/math) and tests can see exactly what is asked of them.

export interface SolvedAnswer {
  /** The computed answer as a student would write it. */
  text: string;
}

export interface VerifyTools {
  /** The answer to a computable item (arithmetic, fractions, decimals, percent, ratios, simple equations), or null. */
  solve(questionText: string): SolvedAnswer | null;
  /** True when a written answer means the computed one (3/4 = 0.75 = 75%, "x = 4" = "4"). */
  sameAnswer(written: string, solved: SolvedAnswer): boolean;
  /** Grade level of a text (Flesch-Kincaid), or null when there is too little text to measure. */
  readingGrade(text: string): number | null;
}
