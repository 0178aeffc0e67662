// Tests of the shared webpack settings (budgets, compressed copies, preloads), on small in-memory builds.
const config = require('../jest.preset').node(__dirname);

module.exports = { ...config, testMatch: ['<rootDir>/__tests__/**/*.test.ts'] };
