// jsdom lacks Node's fetch/TextEncoder globals that react-router 7 and RTK Query need.
const { TestEnvironment } = require('jest-environment-jsdom');

class LessonloomJsdom extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const key of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'ReadableStream', 'AbortController', 'AbortSignal', 'structuredClone', 'URL', 'URLSearchParams', 'BroadcastChannel', 'MessageChannel']) {
      if (globalThis[key]) g[key] = globalThis[key];
    }
  }
}
module.exports = LessonloomJsdom;
