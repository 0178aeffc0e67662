// The structure a labeling sheet draws: when the file gives its parts as the steps of one process (three
// or more of them, "Stage 1: Pulping", "First, … the observation"), they are drawn as a chain of numbered
// blanks in the text's order, so the student labels the steps of the process; the other parts hang from
// the title as its components. Read from the file's reading, so a model's draft is drawn the same way.
import type { SourceReading } from '../../source/source.types';

const fold = (s: string) => s.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

/** Whether a step names this part: its term, its label, or its label ending in the part ("Stage 1: Pulping"). */
function names(step: { label: string; term?: string }, part: string): boolean {
  const p = fold(part);
  const label = fold(step.label);
  return (step.term !== undefined && fold(step.term) === p) || label === p || label.endsWith(`: ${p}`);
}

/**
 * The indices of the parts that are steps of one process of the file, in the process's order (three or
 * more), else an empty list: the parts are then components, drawn around the title.
 */
export function processParts(reading: SourceReading | undefined, parts: string[]): number[] {
  for (const p of reading?.processes ?? []) {
    if (p.cue === 'dates') continue;
    const order: number[] = [];
    for (const step of p.steps) {
      const i = parts.findIndex((part, j) => !order.includes(j) && names(step, part));
      if (i >= 0) order.push(i);
    }
    if (order.length >= 3) return order;
  }
  return [];
}
