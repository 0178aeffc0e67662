import type { DiagramType } from '@lessonloom/contracts';
import type { DiagramStructure } from '../../diagrams/diagram.structure';
import { cap, type OfflineContext } from '../../offline/offline.context';
import type { SourceProcess } from '../../source/source.types';
import { vocabularyOrder } from '../../offline/vocabulary';
import { createRng, shuffle } from '../../random';
import type { DraftQuestion } from '../../schemas/question.schema';

/** The longest label a diagram's structure holds (diagram.structure.ts): longer text is not drawn, never cut. */
const LABEL_MAX = 300;

export interface OfflineDiagram {
  data: DiagramStructure;
  caption: string;
  questions: DraftQuestion[];
}

/**
 * A label is drawn whole or not at all: a topic cut short for titles (a pasted passage's first sentence, one
 * 300-letter word) gives way to the text's first term, else to its whole leading words.
 */
function wholeTopic(ctx: OfflineContext): string {
  if (!ctx.topic.endsWith('…')) return ctx.topic;
  if (ctx.terms[0]) return ctx.terms[0].term;
  const words = ctx.topic.slice(0, -1).trim().split(/\s+/);
  words.pop(); // the word the cut went through
  return words.length ? words.join(' ') : 'this topic';
}

/** A Venn set's name fits its circle (diagram.structure.ts): longer names would be cut, never drawn whole. */
const SET_NAME_MAX = 60;

/** The leading whole words of `text` that fit in `max` characters (never a word cut in two). */
function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept: string[] = [];
  for (const word of text.split(/\s+/)) {
    if ([...kept, word].join(' ').length > max) break;
    kept.push(word);
  }
  return kept.length ? kept.join(' ') : 'this topic';
}

/** Diagrams from the text when it has enough to say, else sound organisers for the topic. */
export function offlineDiagram(input: OfflineContext, type: DiagramType): OfflineDiagram {
  const ctx: OfflineContext = { ...input, topic: wholeTopic(input) };
  const fromStructure = ctx.text ? structureDiagram(ctx, type) : null;
  if (fromStructure) return fromStructure;
  const terms = ctx.terms.slice(0, 8).map((k) => k.term);
  const t = cap(ctx.topic);
  const passage = ctx.passage;
  switch (type) {
    case 'flowchart': {
      // No steps in the text: its parts in the order it gives them (a flowchart of the reading), never
      // its first sentences strung together as if they were a process.
      const parts = ctx.text ? contentHeadings(ctx) : [];
      const listed = parts.length < 3 && ctx.topicItems.length >= 3;
      const steps =
        parts.length >= 3
          ? parts
          : listed
            ? ctx.topicItems.map(cap)
            : [
                'Ask a question about the topic',
                'Find information in two sources',
                'Take notes in your own words',
                'Explain what you found',
              ];
      const nodes = [
        { id: 'start', label: `Start: ${t}`, shape: 'start_end' as const },
        ...steps.map((s, i) => ({ id: `s${i + 1}`, label: s, shape: 'process' as const })),
        { id: 'done', label: 'End', shape: 'start_end' as const },
      ];
      const edges = nodes.slice(1).map((n, i) => ({ from: nodes[i].id, to: n.id, label: null }));
      return {
        data: { nodes, edges },
        caption:
          parts.length >= 3
            ? `The parts of ${ctx.topic} in the order the text presents them.`
            : listed
              ? `The steps of ${topicHead(ctx)} in order.`
              : `Steps for investigating ${ctx.topic}.`,
        // Each question on the text's parts cites the heading of the part it asks for.
        questions:
          parts.length >= 3 || listed
            ? orderQuestions(steps, 'flowchart', passage, parts.length >= 3 ? parts : [])
            : [],
      };
    }
    case 'graph': {
      const nodes = (terms.length >= 3 ? terms : [t, 'Causes', 'Effects', 'Examples', 'Key vocabulary']).map(
        (label, i) => ({ id: `n${i + 1}`, label, shape: 'process' as const }),
      );
      const edges = coOccurrence(ctx, nodes.length);
      return {
        data: {
          nodes,
          edges: edges.length ? edges : nodes.slice(1).map((n) => ({ from: 'n1', to: n.id, label: 'has' })),
        },
        caption: `How the key ideas of ${ctx.topic} are connected.`,
        questions: [],
      };
    }
    case 'mindmap': {
      const branches =
        terms.length >= 3
          ? ctx.terms
              .filter((k) => k.term.toLowerCase() !== t.toLowerCase())
              .slice(0, 5)
              .map((k) => ({
                label: k.term,
                children: related(ctx, k.key)
                  .filter((r) => r.toLowerCase() !== t.toLowerCase())
                  .slice(0, 3),
              }))
          : (ctx.topicItems.length >= 3
              ? ctx.topicItems.map(cap)
              : ['What it is', 'Key words', 'Examples', 'Why it matters', 'Questions I have']
            ).map((label) => ({ label, children: [] as string[] }));
      return { data: { root: t, branches }, caption: `A mind map of ${ctx.topic}.`, questions: [] };
    }
    case 'sequence': {
      const parts = terms.length >= 2 ? terms.slice(0, 4) : ['Teacher', 'Student', 'Class'];
      const messages = terms.length >= 2 ? sequenceFromText(ctx, parts) : [];
      const fallback = [
        { from: 'Teacher', to: 'Class', text: `Introduces ${ctx.topic}`, reply: false },
        { from: 'Student', to: 'Teacher', text: 'Asks a question', reply: false },
        { from: 'Teacher', to: 'Student', text: 'Explains with an example', reply: true },
        { from: 'Class', to: 'Teacher', text: 'Shares what they learned', reply: true },
      ];
      return messages.length >= 2
        ? {
            data: { participants: parts, messages },
            caption: `How ${parts.join(', ')} interact in the text.`,
            questions: [],
          }
        : {
            data: { participants: ['Teacher', 'Student', 'Class'], messages: fallback },
            caption: `A class discussion about ${ctx.topic}.`,
            questions: [],
          };
    }
    case 'timeline': {
      // No dated events: the periods are prompts students fill from the reading, never invented events
      // or the text's sentences under made-up "Step" periods.
      const periods = [
        ['Before', 'What led up to it'],
        ['Beginning', 'How it began'],
        ['Middle', 'What happened next'],
        ['End', 'How it ended and what followed'],
      ].map(([period, event]) => ({ period, events: [event] }));
      return { data: { periods }, caption: `A timeline of ${ctx.topic}.`, questions: [] };
    }
    case 'venn': {
      // Set names are short (60); a term longer than that is no name for a circle.
      const [a, b] = ctx.terms.filter((x) => x.term.length <= 60);
      if (a && b && a.term.toLowerCase() !== b.term.toLowerCase()) {
        const ra = related(ctx, a.key).filter((x) => x !== b.term);
        const rb = related(ctx, b.key).filter((x) => x !== a.term);
        const both = ra.filter((x) => rb.includes(x));
        const v = {
          set_a: a.term,
          set_b: b.term,
          a_only: pad(
            ra.filter((x) => !both.includes(x)),
            `Only ${a.term}`,
          ),
          both: pad(both, `${a.term} and ${b.term}`),
          b_only: pad(
            rb.filter((x) => !both.includes(x)),
            `Only ${b.term}`,
          ),
        };
        return {
          data: v,
          caption: `What the text says about ${a.term} and ${b.term}, and what they share.`,
          questions: vennQuestions(v, passage),
        };
      }
      const [x, y] = ctx.topic.split(/\s+(?:vs\.?|versus|and|or)\s+/i);
      const setA = cap(wholeWords(x ?? ctx.topic, SET_NAME_MAX));
      const setB = y ? cap(wholeWords(y, SET_NAME_MAX)) : 'A related idea';
      return {
        data: {
          set_a: setA,
          set_b: setB,
          a_only: [`Features only of ${setA}`],
          both: ['Features they share'],
          b_only: [`Features only of ${setB}`],
        },
        caption: `Compare ${setA} and ${setB}.`,
        questions: [],
      };
    }
    case 'cycle': {
      // The text describes no cycle: a learning cycle for studying it is the honest frame.
      const listed = ctx.topicItems.length >= 3;
      const stages = listed
        ? ctx.topicItems.map(cap)
        : [
            'Ask a question about the topic',
            'Investigate and collect evidence',
            'Try out an explanation',
            'Reflect on what worked',
            'Improve the explanation',
          ];
      const caption = listed
        ? `The stages of ${topicHead(ctx)}; the last leads back to the first.`
        : `A learning cycle for ${ctx.topic}.`;
      // A learning cycle drawn for a file that describes none is no content of the file to ask about.
      const questions = listed || !ctx.text ? orderQuestions([...stages, stages[0]], 'cycle', passage) : [];
      return { data: { stages }, caption, questions };
    }
  }
}

/** Headings a reader would call the text's parts (not its glossary, outcomes or notes), once each, in order. */
const NOT_A_PART =
  /^(?:key terms|glossary|vocabulary|key vocabulary|learning outcomes|learning objectives|key questions|questions to consider|summary|references|notes on resources|note from the authors|teaching observations|potential answers could include:?)$/i;

export function contentHeadings(ctx: OfflineContext): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of ctx.text?.sections ?? []) {
    const h = s.heading?.trim();
    if (!h || NOT_A_PART.test(h) || /:$/.test(h) || seen.has(h.toLowerCase()) || h === ctx.text!.title) continue;
    seen.add(h.toLowerCase());
    out.push(h);
  }
  return out.slice(0, 10);
}

/** "The water cycle: evaporation, ..." -> "the water cycle". */
const topicHead = (ctx: OfflineContext) => {
  const head = ctx.topic.split(':')[0].trim();
  return /^the\s/i.test(head) ? 'the' + head.slice(3) : head;
};

const pad = (items: string[], fallback: string) => (items.length ? items.slice(0, 4) : [fallback]);

function related(ctx: OfflineContext, key: string): string[] {
  const own = ctx.terms.find((t) => t.key === key);
  if (!own) return [];
  return ctx.terms
    .filter((t) => t.key !== key && t.sentences.some((s) => own.sentences.includes(s)))
    .map((t) => t.term);
}

function coOccurrence(ctx: OfflineContext, n: number) {
  const top = ctx.terms.slice(0, n);
  const edges: Array<{ from: string; to: string; label: string | null }> = [];
  for (let i = 0; i < top.length; i++)
    for (let j = i + 1; j < top.length; j++)
      if (top[i].sentences.some((s) => top[j].sentences.includes(s)))
        edges.push({ from: `n${i + 1}`, to: `n${j + 1}`, label: null });
  return edges.slice(0, 20);
}

function sequenceFromText(ctx: OfflineContext, parts: string[]) {
  const out: Array<{ from: string; to: string; text: string; reply: boolean }> = [];
  for (const s of ctx.text!.sentences.filter((x) => x.usable)) {
    const lower = s.text.toLowerCase();
    const present = parts
      .filter((p) => lower.includes(p.toLowerCase()))
      .sort((a, b) => lower.indexOf(a.toLowerCase()) - lower.indexOf(b.toLowerCase()));
    // The whole sentence is the message (a long one is drawn as a number with its text in the key).
    if (present.length >= 2 && s.text.length <= LABEL_MAX)
      out.push({ from: present[0], to: present[1], text: s.text.replace(/[.!?]+$/, ''), reply: false });
    if (out.length >= 10) break;
  }
  return out;
}

/**
 * "What comes right after X?" asked of the diagram itself: the answer is the next step it shows. Each
 * question cites the passage of the step it asks for (`passages[i]`, else the one passage given), so two
 * questions never stand on one sentence.
 */
function orderQuestions(
  steps: string[],
  kind: string,
  passage: string | null,
  passages: string[] = [],
): DraftQuestion[] {
  const out: DraftQuestion[] = [];
  const rng = createRng(steps.join('|'));
  // Steps in pairs that do not overlap (1→2, 3→4 …): "after 2?" once "after 1?" has 2 as its answer asks it again.
  for (let i = 0; i + 1 < steps.length; i += 2) {
    const next = steps[i + 1];
    const cited = passages[i + 1] ?? passages[0] ?? passage;
    // Two steps told in one sentence: asking after each would test that sentence twice.
    if (passages.length && out.some((q) => q.source_passage === cited)) continue;
    const others = [...new Set(steps.filter((s) => s !== next && s !== steps[i]))];
    if (others.length < 2 || out.some((q) => q.prompt.includes(`'${steps[i]}'`))) continue;
    out.push({
      question_type: 'multiple_choice',
      prompt: `In the ${kind}, what comes right after '${steps[i]}'?`,
      options: shuffle(rng, [next, ...shuffle(rng, others).slice(0, 3)]),
      answer: next,
      explanation: `The ${kind} goes from '${steps[i]}' to '${next}'.`,
      source_passage: cited,
    });
  }
  return out;
}

function vennQuestions(
  v: { set_a: string; set_b: string; a_only: string[]; both: string[]; b_only: string[] },
  passage: string | null,
): DraftQuestion[] {
  if (new Set([v.both[0], v.a_only[0], v.b_only[0]]).size < 3) return [];
  return [
    {
      question_type: 'multiple_choice',
      prompt: `According to the diagram, which belongs to both ${v.set_a} and ${v.set_b}?`,
      options: [v.a_only[0], v.both[0], v.b_only[0]],
      answer: v.both[0],
      explanation: null,
      source_passage: passage,
    },
  ];
}

/**
 * Diagrams drawn from what the reading found (source/source.structure.ts): ordered steps in the text's
 * order for flowchart/cycle/sequence, dated events for a timeline, a stated comparison for a venn,
 * headings and their key terms for a mind map. Null when the text has no such structure.
 */
export function structureDiagram(ctx: OfflineContext, type: DiagramType): OfflineDiagram | null {
  const r = ctx.text!;
  const passage = (i: number) => r.sentences[i].text;
  // A step longer than a label may be (a paragraph-long list item) would be cut: such a process is not drawn.
  const drawable = (p: SourceProcess) => p.steps.every((s) => s.label.length <= LABEL_MAX);
  const ordered = r.processes.find((p) => p.cue !== 'dates' && drawable(p));
  const dated = r.processes.find((p) => p.cue === 'dates' && drawable(p));
  switch (type) {
    case 'flowchart':
    case 'cycle':
    case 'sequence': {
      if (!ordered) return null;
      const steps = ordered.steps.slice(0, 10).map((s) => s.label);
      const what =
        ordered.name && ordered.name.split(' ').length <= 4 && !/:$/.test(ordered.name) ? ordered.name : 'steps';
      const cited = ordered.steps.slice(0, 10).map((s) => passage(s.sentence));
      const q = orderQuestions(
        type === 'cycle' ? [...steps, steps[0]] : steps,
        type === 'sequence' ? 'sequence diagram' : type,
        passage(ordered.steps[0].sentence),
        type === 'cycle' ? [...cited, cited[0]] : cited,
      );
      if (type === 'cycle')
        return {
          data: { stages: steps },
          caption: `The ${what} in the order the text gives them; the last leads back to the first.`,
          questions: q,
        };
      if (type === 'sequence') {
        // A step that brings in a term the text defines is named by it ("Observation"): a participant's
        // box holds a name, and the sentence it came from is in the text.
        const names = ordered.steps.slice(0, 8).map((s) => (s.term ? cap(s.term) : s.label));
        const messages = names.slice(1).map((s, i) => ({ from: names[i], to: s, text: 'then', reply: false }));
        return {
          data: { participants: names, messages },
          caption: `The ${what} in the order the text gives them.`,
          questions: q,
        };
      }
      const nodes = steps.map((s, i) => ({
        id: `s${i + 1}`,
        label: s,
        shape: (i === 0 || i === steps.length - 1 ? 'start_end' : 'process') as 'start_end' | 'process',
      }));
      const edges = nodes.slice(1).map((n, i) => ({ from: nodes[i].id, to: n.id, label: null }));
      return { data: { nodes, edges }, caption: `The ${what} in the order the text gives them.`, questions: q };
    }
    case 'timeline': {
      if (!dated) return null;
      const periods = dated.steps.map((s) => {
        const [period, ...rest] = s.label.split(': ');
        // A long date phrase is named by its year rather than cut.
        const when = period.length <= 60 ? period : (/\d{4}/.exec(period)?.[0] ?? period.slice(0, 60));
        return { period: when, events: [rest.join(': ') || s.label] };
      });
      return {
        data: { periods },
        caption: `Events of ${cap(r.title)} in time order.`,
        questions: orderQuestions(
          periods.map((p) => p.events[0]),
          'timeline',
          passage(dated.steps[0].sentence),
          dated.steps.map((s) => passage(s.sentence)),
        ),
      };
    }
    case 'venn': {
      // A circle's name is a term (60 characters at most): a longer "term" is no name to draw.
      const c = r.comparisons.find((x) => x.a.length <= 60 && x.b.length <= 60);
      if (!c) return null;
      const v = {
        set_a: c.a,
        set_b: c.b,
        a_only: c.aOnly,
        both: c.both.length ? c.both : ['(what both share: add from the text)'],
        b_only: c.bOnly,
      };
      return {
        data: v,
        caption: `What the text says about ${c.a} and ${c.b}, and what they share.`,
        questions: vennQuestions(v, passage(c.sentence)),
      };
    }
    case 'mindmap': {
      const named = r.sections.filter((s) => s.heading && !NOT_A_PART.test(s.heading));
      if (named.length < 2) return null;
      const terms = vocabularyOrder(ctx.terms);
      const branches = named.slice(0, 8).map((s) => {
        const index = r.sections.indexOf(s);
        const children = terms
          .filter((t) => t.sections.includes(index) && t.sections.length <= 2)
          .slice(0, 4)
          .map((t) => t.term);
        return { label: s.heading!, children };
      });
      return {
        data: { root: cap(r.title), branches },
        caption: `The sections of ${cap(r.title)} and the key terms in each.`,
        questions: [],
      };
    }
    default:
      return null;
  }
}
