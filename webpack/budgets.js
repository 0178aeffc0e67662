// Brotli KB per app; bundle-budget.js says what each figure counts, and a production build over any of them
// fails. What they protect (npm run bench web): /login <= 300 KB and /generate <= 450 KB over the wire, i.e.
// shell boot + a remote entry + the page's chunks + HTML and manifest. A new exposed page needs its own line
// here (the build says so). Raise one only with the reason and the new figures in docs/performance.md.
const remoteEntry = 12; // the federation runtime comes from the shell (externalRuntime)
const anyChunk = 65; // react-dom's client, the largest library (a remote's own copy is its fallback only)

const BUDGETS = {
  // the shell's shared libraries are one chunk (shell/webpack.config.js); boot leaves out the store chunk
  // (Redux, RTK Query, web-core's store side: 37 KB), which only the pages that use the store load
  shell: { entry: 40, boot: 190, chunk: 180 },
  'mf-auth': {
    entry: remoteEntry,
    expose: { LoginPage: 8, SignupPage: 8, TermsPage: 4, PrivacyPage: 4 },
    chunk: anyChunk,
  },
  'mf-generate': {
    entry: remoteEntry,
    expose: { DashboardPage: 12, GeneratePage: 60, HistoryPage: 15 },
    // Mermaid (its own chunk, loaded when a diagram is first shown)
    chunk: 150,
  },
  'mf-billing': { entry: remoteEntry, expose: { BillingPage: 10, SubscribePage: 20 }, chunk: anyChunk },
  'mf-question-bank': { entry: remoteEntry, expose: { QuestionBankPage: 10 }, chunk: anyChunk },
  'mf-resources': { entry: remoteEntry, expose: { ResourcesPage: 8 }, chunk: anyChunk },
};

module.exports = { BUDGETS };
