// One jest run covers every workspace; each workspace keeps its own jest.config.js.
module.exports = {
  // testTimeout is a global option: jest ignores it inside a project config.
  testTimeout: 30000,
  testSequencer: '<rootDir>/jest.sequencer.js',
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/document',
    '<rootDir>/packages/embedded-mongo',
    '<rootDir>/packages/web-core',
    '<rootDir>/packages/ui',
    '<rootDir>/bff',
    '<rootDir>/shell',
    '<rootDir>/mf-auth',
    '<rootDir>/mf-generate',
    '<rootDir>/mf-billing',
    '<rootDir>/mf-question-bank',
    '<rootDir>/mf-resources',
    '<rootDir>/e2e',
    '<rootDir>/webpack',
  ],
};
