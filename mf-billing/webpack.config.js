const { createRemoteConfig } = require('../webpack/federation');

module.exports = createRemoteConfig({
  name: 'mf_billing',
  dir: __dirname,
  port: 3003,
  exposes: {
    './BillingPage': './src/expose/billing-page.tsx',
    './SubscribePage': './src/expose/subscribe-page.tsx',
  },
});
