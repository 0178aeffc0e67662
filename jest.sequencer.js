// jest orders test files by their recorded durations, and on a fresh clone (CI) with none recorded, by file
// size, largest first. The corpus-wide content suites are small files that run for minutes each (every
// corpus section in every format), so on a fresh clone they started last and one worker ran them alone
// while the other sat idle: the CI's tail. Without a recorded duration they start first here; once jest has
// timed them, its own order (failed first, then longest first) stands.
const Sequencer = require('@jest/test-sequencer').default;

const CORPUS_WIDE =
  /[\\/](offline-never-fails-corpus-[a-z]+|offline-corpus-quality|offline-grade-level|offline-family-plan-grade)\.test\.ts$/;

class CorpusWideFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const untimedHeavy = (t) => t.duration == null && CORPUS_WIDE.test(t.path);
    return [...ordered.filter(untimedHeavy), ...ordered.filter((t) => !untimedHeavy(t))];
  }
}

module.exports = CorpusWideFirst;
module.exports.CORPUS_WIDE = CORPUS_WIDE;
