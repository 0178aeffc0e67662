const config = require('../jest.preset').node(__dirname);

// flesch-kincaid and syllable ship ES modules only; jest's CommonJS runtime needs them transformed
// (Node itself loads them with require() since 20.19).
module.exports = {
  ...config,
  transformIgnorePatterns: [
    '/node_modules/(?!(flesch-kincaid|syllable|dale-chall|retext|retext-[a-z]+|unified|bail|devlop|is-plain-obj|trough|vfile|vfile-message|nlcst-[a-z-]+|unist-util-[a-z-]+|parse-english|parse-latin|quotation|array-iterate)/)',
  ],
};
