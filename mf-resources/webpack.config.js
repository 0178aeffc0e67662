const { createRemoteConfig } = require('../webpack/federation');

module.exports = createRemoteConfig({
  name: 'mf_resources',
  dir: __dirname,
  port: 3005,
  exposes: { './ResourcesPage': './src/expose/resources-page.tsx' },
});
