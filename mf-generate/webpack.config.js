const { createRemoteConfig } = require('../webpack/federation');

module.exports = createRemoteConfig({
  name: 'mf_generate',
  dir: __dirname,
  port: 3002,
  exposes: {
    './DashboardPage': './src/expose/dashboard-page.tsx',
    './GeneratePage': './src/expose/generate-page.tsx',
    './HistoryPage': './src/expose/history-page.tsx',
  },
});
