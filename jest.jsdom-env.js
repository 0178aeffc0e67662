// jsdom lacks Node's fetch/TextEncoder globals that react-router 7 and RTK Query need.
// Not BroadcastChannel/MessageChannel: React's scheduler would pick Node's MessageChannel, whose
// open port keeps jest from exiting after the run.
const { TestEnvironment } = require('jest-environment-jsdom');

class LessonloomJsdom extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const key of [
      'TextEncoder',
      'TextDecoder',
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'URL',
      'URLSearchParams',
    ]) {
      if (globalThis[key]) g[key] = globalThis[key];
    }
  }
}
module.exports = LessonloomJsdom;
