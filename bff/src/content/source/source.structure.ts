// Structure a teacher would draw: ordered processes (numbered lists, Stage 1/2/3, first/then/finally,
// "three stages: A, B and C", dated events), stated comparisons, and facts (numbers with their
// units, dates). Every step keeps the sentence it came from and the text's own order.
import { headedSteps, sequenceWords, stepLabel } from './source.sequence';
import type { Analysed } from './source.analysed';
import type { ProcessStep, SourceComparison, SourceFact, SourceProcess, SourceTerm } from './source.types';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
};
const STAGE =
  /\b([Ss]tage|[Ss]tep|[Pp]hase|[Ll]evel)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|IV|V|I{1,3})\b(?:\s*[:(–—-]\s*([\p{Lu}][\p{L}-]*(?:\s[\p{Lu}][\p{L}-]*){0,2}))?(?:\s+([\p{Ll}][\p{L}-]+))?/gu;
const LISTED =
  /\b(two|three|four|five|six|\d)\s+(?:[\p{L}-]+\s+){0,2}(stages|steps|phases|processes|parts|periods|events)\b[^:.;]*?(?::|—|,?\s+(?:are|were|include|including|namely))\s+([^.;]+)/iu;
const COMPARE =
  /\b(unlike|whereas|in contrast|compared (?:to|with)|differs? from|difference between|similar to|both\b.+\band\b)/i;

const words = (s: string) => s.split(/\s+/).filter(Boolean);

export function findProcesses(a: Analysed, terms: SourceTerm[]): SourceProcess[] {
  const out: SourceProcess[] = [];
  // A process the text is organised by (its sections) comes before one told inside a section.
  out.push(
    ...announced(a),
    ...headedSteps(a),
    ...stages(a),
    ...listed(a),
    ...sequenceWords(a, terms),
    ...numbered(a),
    ...dated(a),
  );
  // Headed steps are named by the text's own headings: two of them are a process; anything else needs three.
  return out.filter((p) => p.steps.length >= (p.cue === 'headings' ? 2 : 3));
}

/** One word names the other: the shorter (less a final "e") starts the longer ("store", "storage"). */
function sameStem(x: string, y: string): boolean {
  const [a, b] = [x, y].map((w) => w.toLocaleLowerCase('en-US'));
  const [short, long] = a.length <= b.length ? [a.replace(/e$/, ''), b] : [b.replace(/e$/, ''), a];
  return short.length >= 4 && long.startsWith(short);
}

const PROCESS_WORD = /\b(?:process(?:es)?|stages?|steps?|phases?|cycle)\b/i;

/**
 * Steps announced as a list and then given a section each, in that order: "Memory is the set of
 * processes used to encode, store, and retrieve information", then sections "Encoding", "Storage",
 * "Retrieval". Each listed item names the heading of a later section (same word stem), in the
 * sections' order; the sentence speaks of a process, stages or steps.
 */
function announced(a: Analysed): SourceProcess[] {
  const out: SourceProcess[] = [];
  const list = /[^,;:()]+(?:,\s*[^,;:()]+)+,?\s+(?:and|or|then)\s+[^,;:().]+/u;
  for (const s of a.sentences) {
    if (out.length || !PROCESS_WORD.test(s.text)) continue;
    const m = list.exec(s.text);
    if (!m) continue;
    const items = m[0].split(/,\s*(?:and\s+|or\s+|then\s+)?|\s+(?:and|or|then)\s+/).map((x) => words(x));
    if (items.length < 3 || items.slice(1, -1).some((w) => w.length > 3)) continue;
    // The first item ends with its word ("... used to encode"), the last starts with it ("retrieve information ...").
    const itemWords = items.map((w, k) => (k === 0 ? w.slice(-1) : k === items.length - 1 ? w.slice(0, 1) : w));
    const steps: ProcessStep[] = [];
    let from = s.section + 1;
    for (const w of itemWords) {
      const at = a.sections.findIndex(
        (sec, j) =>
          j >= from &&
          !!sec.heading &&
          words(sec.heading).length <= 4 &&
          w.some((x) => sameStem(x, words(sec.heading!)[0])),
      );
      if (at < 0) break;
      steps.push({ label: a.sections[at].heading!, sentence: a.sections[at].first });
      from = at + 1;
    }
    if (steps.length === items.length) out.push({ name: null, steps, section: s.section, cue: 'sections' });
  }
  return out;
}

function stages(a: Analysed): SourceProcess[] {
  const byNoun = new Map<string, Map<number, ProcessStep>>();
  a.sentences.forEach((s, i) => {
    for (const m of s.text.matchAll(STAGE)) {
      const noun = m[1].toLocaleLowerCase('en-US');
      const n = /^\d+$/.test(m[2]) ? Number(m[2]) : NUMBER_WORDS[m[2].toLocaleLowerCase('en-US')];
      const steps = byNoun.get(noun) ?? new Map<number, ProcessStep>();
      const cap = noun.charAt(0).toLocaleUpperCase('en-US') + noun.slice(1);
      const named = m[3]
        ? `${cap} ${m[2]}: ${m[3]}`
        : m[4] && !/^(?:is|are|was|were|and|or|of|the|in|to)$/.test(m[4])
          ? `${cap} ${m[2]} ${m[4]}`
          : `${cap} ${m[2]}`;
      const had = steps.get(n);
      if (!had || (had.label.split(' ').length < named.split(' ').length && !had.label.includes(':')))
        steps.set(n, { label: named, sentence: had?.sentence ?? i });
      byNoun.set(noun, steps);
    }
  });
  const out: SourceProcess[] = [];
  for (const [noun, steps] of byNoun) {
    const ordered = [...steps.entries()].sort((x, y) => x[0] - y[0]);
    // Numbers 1..n with none missing, first met in that order: the text walks through them.
    if (ordered.length < 3 || ordered.some(([n], k) => n !== k + 1)) continue;
    if (ordered.some(([, s], k) => k > 0 && s.sentence < ordered[k - 1][1].sentence)) continue;
    const first = ordered[0][1].sentence;
    out.push({
      name: `${noun}s`,
      steps: ordered.map(([, s]) => s),
      section: a.sentences[first].section,
      cue: 'stages',
    });
  }
  return out;
}

function listed(a: Analysed): SourceProcess[] {
  const out: SourceProcess[] = [];
  a.sentences.forEach((s, i) => {
    const m = LISTED.exec(s.text);
    if (!m) return;
    const items = m[3]
      .split(/,\s*(?:and\s+|or\s+|then\s+)?|\s+(?:and|then)\s+/)
      .map((x) =>
        x
          .replace(/^(?:finally|lastly|then|next)\s+/i, '')
          .replace(/^(?:the|a|an)\s+/i, '')
          .trim(),
      )
      .filter((x) => x && words(x).length <= 6);
    // "two parts: the inner darker core, the umbra, ..." names two things, not four steps.
    const stated = /^\d$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1].toLocaleLowerCase('en-US')];
    if (items.length < 3 || (stated && items.length !== stated)) return;
    out.push({
      name: m[2].toLocaleLowerCase('en-US'),
      steps: items.map((x) => ({ label: x.charAt(0).toLocaleUpperCase('en-US') + x.slice(1), sentence: i })),
      section: s.section,
      cue: 'ordinal',
    });
  });
  return out;
}

function numbered(a: Analysed): SourceProcess[] {
  const out: SourceProcess[] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length >= 3) {
      const before = a.sentences[run[0] - 1];
      const name = before && /:$/.test(before.text) ? stepLabel(before.text) : null;
      out.push({
        name,
        steps: run.map((i) => ({ label: stepLabel(a.sentences[i].text, true), sentence: i })),
        section: a.sentences[run[0]].section,
        cue: 'numbered',
      });
    }
    run = [];
  };
  for (let i = 0; i < a.sentences.length; i++) {
    if (a.ordered.has(i) && (!run.length || run.at(-1) === i - 1)) run.push(i);
    else {
      close();
      if (a.ordered.has(i)) run.push(i);
    }
  }
  close();
  return out;
}

function dated(a: Analysed): SourceProcess[] {
  const steps: ProcessStep[] = [];
  const seen = new Set<string>();
  for (const e of a.entities) {
    if (e.type !== 'DATE') continue;
    const year = /\b(1\d{3}|20\d{2})s?\b/.exec(e.text)?.[0];
    const sentence = a.sentences[e.sentence].text;
    // Years inside brackets are citations ("(Hobson, 2009)"), not events.
    if (
      !year ||
      seen.has(year) ||
      !a.sentences[e.sentence].usable ||
      new RegExp(`\\([^)]*${year}[^(]*\\)`).test(sentence)
    )
      continue;
    seen.add(year);
    // The event is the sentence without its date phrase ("In 1655, ...", "... by 1664").
    const escaped = e.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const event = sentence
      .replace(
        new RegExp(
          `,?\\s*\\b(?:in|by|from|during|after|before|until|since|of)?\\s*(?:the\\s+)?(?:early |late |mid-)?${escaped},?`,
          'i',
        ),
        ' ',
      )
      .replace(/\s+/g, ' ')
      .trim();
    steps.push({
      label: `${e.text}: ${stepLabel(event.charAt(0).toLocaleUpperCase('en-US') + event.slice(1), true)}`,
      sentence: e.sentence,
    });
  }
  // A timeline runs in time order, whatever order the text tells it in.
  const yearOf = (p: ProcessStep) => Number(/\d{4}/.exec(p.label)![0]);
  steps.sort((x, y) => yearOf(x) - yearOf(y));
  return steps.length >= 3
    ? [{ name: null, steps: steps.slice(0, 12), section: a.sentences[steps[0].sentence].section, cue: 'dates' }]
    : [];
}

export function findComparisons(a: Analysed, terms: SourceTerm[]): SourceComparison[] {
  const out: SourceComparison[] = [];
  const top = terms.slice(0, 40);
  const phrasesIn = new Map<number, string[]>();
  for (const p of a.phrases) phrasesIn.set(p.sentence, [...(phrasesIn.get(p.sentence) ?? []), p.text]);
  a.sentences.forEach((s, i) => {
    if (!s.usable || !COMPARE.test(s.text)) return;
    const inside = top.filter((t) => t.sentences.includes(i));
    // Two things of one kind: a shared head word ("transverse wave", "longitudinal wave") or two terms that are neither part of the other.
    const pairs = inside.flatMap((x, k) =>
      inside
        .slice(k + 1)
        .filter((y) => !x.key.includes(y.key) && !y.key.includes(x.key))
        .map((y) => [x, y] as const),
    );
    const pair = pairs.find(([x, y]) => x.key.split(' ').at(-1) === y.key.split(' ').at(-1)) ?? pairs[0];
    if (!pair) return;
    const [x, y] = pair;
    const features = (t: SourceTerm, not: SourceTerm) => {
      const seen = new Set<string>();
      return t.sentences
        .filter((si) => !not.sentences.includes(si))
        .flatMap((si) => phrasesIn.get(si) ?? [])
        .filter((f) => {
          const k = f.toLocaleLowerCase('en-US');
          const ok =
            !seen.has(k) &&
            !k.includes(x.term.toLocaleLowerCase('en-US')) &&
            !k.includes(y.term.toLocaleLowerCase('en-US')) &&
            f.length > 3;
          seen.add(k);
          return ok;
        });
    };
    const fx = features(x, y);
    const fy = features(y, x);
    const shared = new Set(
      fx.map((f) => f.toLocaleLowerCase('en-US')).filter((f) => fy.some((g) => g.toLocaleLowerCase('en-US') === f)),
    );
    const bothSentences = x.sentences.filter(
      (si) => y.sentences.includes(si) && /\bboth\b|\balike\b|\bsimilar/i.test(a.sentences[si].text),
    );
    const both = [
      ...new Set([
        ...fx.filter((f) => shared.has(f.toLocaleLowerCase('en-US'))),
        ...bothSentences
          .flatMap((si) => phrasesIn.get(si) ?? [])
          .filter((f) => !x.term.includes(f) && !y.term.includes(f) && !/^(?:both)$/i.test(f)),
      ]),
    ];
    const aOnly = fx.filter((f) => !shared.has(f.toLocaleLowerCase('en-US'))).slice(0, 4);
    const bOnly = fy.filter((f) => !shared.has(f.toLocaleLowerCase('en-US'))).slice(0, 4);
    if (!aOnly.length || !bOnly.length || out.some((c) => [c.a, c.b].sort().join() === [x.term, y.term].sort().join()))
      return;
    out.push({ a: x.term, b: y.term, sentence: i, aOnly, bOnly, both: both.slice(0, 4) });
  });
  return out;
}

export function findFacts(a: Analysed): SourceFact[] {
  const out: SourceFact[] = [];
  const seen = new Set<string>();
  for (const e of a.entities) {
    const kind = e.type === 'DATE' ? 'date' : /^(?:CARDINAL|PERCENT|MONEY|DURATION)$/.test(e.type) ? 'quantity' : null;
    if (!kind) continue;
    let text = e.text;
    if (kind === 'quantity') {
      const after = a.sentences[e.sentence].text.slice(a.sentences[e.sentence].text.indexOf(e.text) + e.text.length);
      const unit = /^\s?(?:[–-]\s?\d[\d,.]*\s?)?(%|[\p{L}]{1,14})\b/u.exec(after);
      if (!unit && e.type === 'CARDINAL') continue;
      if (unit) text = `${e.text}${after.slice(0, unit[0].length)}`;
    }
    if (seen.has(`${kind}:${text}`)) continue;
    seen.add(`${kind}:${text}`);
    out.push({ text: text.trim(), kind, sentence: e.sentence });
  }
  return out;
}
