// `@lessonloom/web-core/public`: the part of web-core that needs no store (no Redux, no RTK Query), for
// pages that must load fast (sign-in, sign-up, the marketing page). A federation singleton of its own
// (webpack/federation.js), so its state (the toast, the navigator, the link to the store) is one for the app.
export * from './src/public';
