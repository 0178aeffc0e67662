const { createHostConfig } = require('../webpack/federation');

const build = createHostConfig({ dir: __dirname, port: 8080 });

module.exports = (env, argv) => {
  const config = build(env, argv);
  // The shell's index.html is served for every client route, so its scripts need absolute URLs.
  config.output.publicPath = '/';
  return config;
};
