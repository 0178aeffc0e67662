// The plan's group task: the one the text's structure allows, in this order of preference — order its
// steps, compare its two terms, place its dates on a timeline, else summarise its parts. Each comes with
// the answer for the teacher, the check, the material to prepare and the objective it meets.
import type { OfflineContext } from '../../offline/offline.context';
import { listed, type Outline } from '../../offline/outline';
import { shuffle, type Rng } from '../../random';
import type { PlanStep } from './lesson-plan.schema';
import { quoted } from './plan.text';

export interface GroupTask {
  step: PlanStep;
  check: string;
  material: string;
  objective: string;
}

const PHASE_MINUTES = 12;

function stepCards(ctx: OfflineContext, o: Outline, rng: Rng): GroupTask | null {
  if (!o.process) return null;
  const called = o.process.called;
  const steps = o.process.steps.slice(0, 6);
  const jumbled = shuffle(
    rng,
    steps.map((s) => s.label),
  );
  if (jumbled.every((l, i) => l === steps[i].label)) jumbled.reverse();
  const what = steps.map((s) => `${s.label}: ${quoted(ctx.text!.sentences[s.sentence].text)}`).join('\n');
  return {
    step: {
      phase: 'Guided practice: step cards',
      minutes: PHASE_MINUTES,
      activity:
        `Give each group the ${called} on cards, jumbled (${jumbled.join('; ')}). Groups put them in the order ` +
        `the text gives and write one thing that happens at each, using the text.\nAnswer: ${steps.map((s) => s.label).join(' → ')}.\nFrom the text: ${what}`,
    },
    check: `Step cards: every group has the ${called} in the text's order and one accurate detail for each.`,
    material: `Step cards: the ${called} (${steps.map((s) => s.label).join('; ')}), cut up and jumbled, one set per group`,
    objective: `Describe the ${called} in order (${steps.map((s) => s.label).join(' → ')}) and say what happens at each.`,
  };
}

function vennDiagram(ctx: OfflineContext, o: Outline): GroupTask | null {
  const c = o.comparison;
  if (!c) return null;
  return {
    step: {
      phase: 'Guided practice: Venn diagram',
      minutes: PHASE_MINUTES,
      activity:
        `Groups draw a Venn diagram comparing ${c.said.a} and ${c.said.b} from the text, then share one difference with ` +
        `the class. Answer: only ${c.a}: ${c.aOnly.join(', ')}; only ${c.b}: ${c.bOnly.join(', ')}${c.both.length ? `; both: ${c.both.join(', ')}` : ''}. ` +
        `From the text: ${quoted(ctx.text!.sentences[c.sentence].text)}`,
    },
    check: `Venn diagram: each group places at least one feature only ${c.said.a} has and one only ${c.said.b} has, as the text states.`,
    material: `Venn diagram template (${c.a} / ${c.b}), one per group`,
    objective: `Compare ${c.said.a} and ${c.said.b}: name a feature only one of them has and one they share, with evidence from the text.`,
  };
}

function timeline(ctx: OfflineContext, o: Outline): GroupTask | null {
  if (!o.timeline) return null;
  const events = o.timeline.steps.slice(0, 6);
  const date = (label: string) => label.split(':')[0];
  return {
    step: {
      phase: 'Guided practice: timeline',
      minutes: PHASE_MINUTES,
      activity:
        `Groups draw a timeline with these dates and write beside each what the text says happened: ${events.map((e) => date(e.label)).join(', ')}. ` +
        `Answer: ${events.map((e) => `${date(e.label)}: ${quoted(ctx.text!.sentences[e.sentence].text)}`).join(' ')}`,
    },
    check: 'Timeline: dates in order, each with an accurate event from the text.',
    material: 'A blank timeline strip for each group',
    objective: `Place the events of the text on a timeline (${date(events[0].label)} to ${date(events.at(-1)!.label)}) and explain one change they show.`,
  };
}

function partSummaries(o: Outline): GroupTask {
  const parts = o.parts;
  const who = parts.length
    ? parts
        .map(
          (p) =>
            `“${p.heading}”${
              p.terms.length
                ? ` (${p.terms
                    .slice(0, 2)
                    .map((t) => t.term)
                    .join(', ')})`
                : ''
            }`,
        )
        .join('; ')
    : 'the opening and the rest of the text';
  return {
    step: {
      phase: 'Guided practice: part summaries',
      minutes: PHASE_MINUTES,
      activity: `Each group takes one part of the text and writes a two-sentence summary that uses the key terms listed for it: ${who}. Groups read their summaries in the text's order so the class hears the whole argument.`,
    },
    check: 'Part summaries: accurate, in the group’s own words, with the listed key terms used correctly.',
    material: 'Chart paper for the part summaries',
    objective: `Summarise each part of the text${parts.length ? ` (${listed(parts.map((p) => `“${p.heading}”`))})` : ''} in their own words, using its key terms.`,
  };
}

const BY_STRUCTURE = [stepCards, vennDiagram, timeline];

export function groupTask(ctx: OfflineContext, o: Outline, rng: Rng): GroupTask {
  for (const make of BY_STRUCTURE) {
    const task = make(ctx, o, rng);
    if (task) return task;
  }
  return partSummaries(o);
}
