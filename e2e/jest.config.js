// Unit tests of the Playwright set-up itself (not journeys: those are e2e/*.spec.ts, run by Playwright).
const config = require('../jest.preset').node(__dirname);

module.exports = { ...config, testMatch: ['<rootDir>/__tests__/**/*.test.ts'] };
