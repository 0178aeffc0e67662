#!/usr/bin/env node
'use strict';
// Thin launcher: the server is compiled to dist/ by `npm run build:node` (run at postinstall).
require('../dist/cli.js')
  .main()
  .catch((e) => {
    process.stderr.write(`embedded-mongo: ${e && e.message ? e.message : e}\n`);
    process.exit(1);
  });
