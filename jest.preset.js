// Shared jest settings: one transform (swc) for every workspace, node or browser.
const path = require('node:path');

const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx, decorators: false },
      transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@lessonloom/(contracts|document|web-core|ui|embedded-mongo)$': path.join(__dirname, 'packages/$1/src'),
  '^@lessonloom/document/fixtures$': path.join(__dirname, 'packages/document/src/fixtures'),
};

exports.node = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc(false) },
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
});

exports.web = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: path.join(__dirname, 'jest.jsdom-env.js'),
  transform: { '^.+\\.(t|j)sx?$': swc(true) },
  moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png)$': path.join(__dirname, 'jest.file-stub.js') },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-web.js')],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  testTimeout: 15000,
});
