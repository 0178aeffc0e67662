// Mermaid is large (~1 MB with its diagram chunks), so it is loaded only when a diagram is shown,
// as its own chunk, and initialised once.
import type { Mermaid } from 'mermaid';
import { MERMAID_SAFE_CONFIG } from '@lessonloom/contracts';

let loading: Promise<Mermaid> | null = null;

export function loadMermaid(): Promise<Mermaid> {
  loading ??= import(/* webpackChunkName: "mermaid" */ 'mermaid')
    .then((mod) => {
      const mermaid = mod.default;
      // strict, plain-text labels: no click handlers and no markup from the diagram text (same as the files).
      mermaid.initialize({ ...MERMAID_SAFE_CONFIG, suppressErrorRendering: true });
      return mermaid;
    })
    .catch((err: unknown) => {
      loading = null; // a failed chunk load may succeed on the next diagram
      throw err;
    });
  return loading;
}
