const { createRemoteConfig } = require('../webpack/federation');

module.exports = createRemoteConfig({
  name: 'mf_question_bank',
  dir: __dirname,
  port: 3004,
  exposes: { './QuestionBankPage': './src/expose/question-bank-page.tsx' },
});
