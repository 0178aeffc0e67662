const { createRemoteConfig } = require('../webpack/federation');

module.exports = createRemoteConfig({
  name: 'mf_auth',
  dir: __dirname,
  port: 3001,
  exposes: {
    './LoginPage': './src/expose/login-page.tsx',
    './SignupPage': './src/expose/signup-page.tsx',
    './TermsPage': './src/expose/terms-page.tsx',
    './PrivacyPage': './src/expose/privacy-page.tsx',
  },
});
