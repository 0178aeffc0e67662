// The text's own vocabulary, strongest evidence first: its glossary or key-term list, words the
// author set in bold or italics (docx, pptx), terms a sentence defines ("X is a…", "X, or…",
// "called X", "known as X"), then noun phrases the text keeps coming back to. Words are compared by
// their lemmas from wink-nlp, so "patroonships" and "patroonship" are one term.
import { EVERYDAY_PER_MILLION, termFrequency } from './source.frequency';
import { glossaryEntry } from './source.glossary-line';
import { onlyNamesATerm } from './source.definition-forms';
import type { Add, Analysed, Candidate } from './source.analysed';
import { findIn, lemmasOf, oneClause, tidyDefinition, DETERMINER } from './source.term-lemmas';
import { emptyMeaning, oneInstance } from './source.empty-meaning';
import { definitionsIn } from './source.sentence-terms';
import { classify, display } from './source.term-display';
import { describesOne, latinName, stressOnly, toldByNarrator } from './source.term-narrative';
import { lessonUse, namesLessonPeople, teacherTags } from './source.term-lesson-words';
import type { SourceMarks, SourceTerm, TermKind, TermOrigin } from './source.types';
import { glossedForeignWord } from '../language/foreign-word';

const AMOUNT = /^(?:much|many|more|most|less|few|fewer|several|some|numerous)\s+(?=\S)/i;

const MAX_TERMS = 80;
/** Words that name parts of a document or lesson, not its subject. */
const DOCUMENT_WORDS = new Set([
  'section',
  'chapter',
  'figure',
  'example',
  'table',
  'page',
  'text',
  'lesson',
  'unit',
  'student',
  'question',
  'answer',
  'way',
  'thing',
  'lot',
  'kind',
  'type',
  'part',
  'number',
  'time',
  'year',
  'people',
  'term',
  'word',
]);
/** A month or a day of the week names a date, never something the text teaches ("November", "Sunday"). */
const CALENDAR =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s*\(.*\))?$/;
/**
 * "a major plague vector, an organism that spreads …": how much it matters is no part of the term's name (session 23's
 * read: "the term is 'vector', not 'major plague vector'"). Lowercase only: "Major Anderson" is a name.
 */
const RANKING_WORD =
  /^(?:major|main|chief|principal|important|significant|leading|prominent|notable)\s+(?=\p{L}+\s+\p{L})/u;
/** Parts of speech that name nothing (wink-nlp universal tags). */
const FUNCTION_WORD = /^(?:CCONJ|SCONJ|ADP|DET|PRON|AUX|PART)$/;
const ORIGIN_WEIGHT: Record<TermOrigin, number> = { glossary: 14, emphasis: 9, defined: 9, gloss: 6, phrase: 0 };

export function findTerms(a: Analysed, marks?: SourceMarks): SourceTerm[] {
  const candidates = new Map<string, Candidate>();
  const add = (surface: string, origin: TermOrigin, extra: Partial<Candidate> = {}) => {
    const text = surface
      .replace(DETERMINER, '')
      .replace(/^[\s"“'‘(]+|[\s"”'’),.;:]+$/g, '')
      .replace(RANKING_WORD, '')
      .trim();
    if (!text || text.length > 60 || !/\p{L}{2}/u.test(text) || text.split(/\s+/).length > 6 || CALENDAR.test(text))
      return;
    const lemmas = lemmasOf(text);
    if (!lemmas.length) return;
    const key = lemmas.join(' ');
    const c: Candidate = candidates.get(key) ?? {
      key,
      lemmas,
      forms: new Map<string, number>(),
      origins: new Set<TermOrigin>(),
    };
    c.origins.add(origin);
    if (origin !== 'phrase' && !c.preferred) c.preferred = text;
    // A definition that leans on context ("a combination of the two") or starts mid-thought ("In groups…") teaches
    // nothing alone; nor does one plain word ("bone resorption, or breakdown,": a synonym, not what the term is;
    // "vaqueros, or cattle-herders" says more).
    if (
      extra.definition &&
      (/^(?:in|on|at|by|for|with|from|to|of)\b/i.test(extra.definition) ||
        /\b(?:the two|the above|the following|this one)\b/i.test(extra.definition) ||
        emptyMeaning(extra.definition) ||
        oneInstance(text, extra.definition) ||
        !/[\s-]/.test(extra.definition.trim()))
    ) {
      delete extra.definition;
      delete extra.definitionSentence;
    }
    if (extra.definition && !c.definition) {
      c.definition = extra.definition;
      c.definitionSentence = extra.definitionSentence;
      if (extra.copula) c.copula = true;
    }
    if (extra.gerund) c.gerund = true;
    candidates.set(key, c);
  };
  for (const g of a.glossaryLines) {
    const entry = glossaryEntry(a.tokens[g.sentence], g.inGlossary);
    if (entry)
      add(entry.term.replace(/\*+/g, ''), 'glossary', {
        definition: tidyDefinition(entry.definition),
        definitionSentence: g.sentence,
      });
  }
  // Definitions read from a sentence keep only what defines: see oneClause.
  const addFromSentence: Add = (surface, origin, extra = {}) =>
    add(
      surface,
      origin,
      extra.definition ? { ...extra, definition: tidyDefinition(oneClause(extra.definition)) } : extra,
    );
  for (const e of marks?.emphasis ?? [])
    if (e.split(/\s+/).length <= 5 && !/[.!?]$/.test(e.trim()) && !stressOnly(e) && !latinName(e)) add(e, 'emphasis');
  const marked = new Set((marks?.emphasis ?? []).map((e) => lemmasOf(e).join(' ')));
  // Every name a sentence defines or names, kept even where the tagger's lemmas keep it off the candidates.
  const named = new Set<string>();
  a.sentences.forEach((s, i) => s.usable && definitionsIn(s.text, i, a, addFromSentence, marked, named));
  // "how much democracy", "many bits": the tagger reads the amount as an adjective; an amount of a thing is no term.
  for (const p of a.phrases) if (!AMOUNT.test(p.text)) add(p.text, 'phrase');
  // Terms the file teaches (defined, named, listed or set in bold), with or without a meaning of their own.
  const taught = (c: Candidate) => c.definition || [...c.origins].some((o) => o !== 'phrase');
  // "conditioned response (CR)" is also taught as "conditioned response".
  const definedKeys = new Set([
    ...named,
    ...[...candidates.values()]
      .filter(taught)
      .flatMap((c) => [c.key, lemmasOf((c.preferred ?? c.key).replace(/\s*\(.*$/, '')).join(' ')]),
  ]);
  const narrator = toldByNarrator(a);
  for (const c of candidates.values())
    if (
      c.definition &&
      ((c.copula && onlyNamesATerm(c.definition, definedKeys, lemmasOf)) || describesOne(c, a, marked, narrator))
    ) {
      delete c.definition;
      delete c.definitionSentence;
    }

  // Sentences by the words they hold (lemma and lower-case form), so each candidate scans only the sentences that can hold it.
  const where = new Map<string, number[]>();
  a.tokens.forEach((t, si) => {
    for (const w of new Set([...t.lemma, ...t.value.map((v) => v.toLocaleLowerCase('en-US'))])) {
      const list = where.get(w);
      if (list) list.push(si);
      else where.set(w, [si]);
    }
  });
  // Words the text writes in lower case somewhere (not only capitalised at a sentence start).
  const lowerWords = new Set(a.tokens.flatMap((t) => t.value.filter((v) => /^\p{Ll}+$/u.test(v))));
  const scored: Array<SourceTerm & { lemmas: string[] }> = [];
  for (const c of candidates.values()) {
    const sentences: number[] = [];
    let count = 0;
    let proper = 0;
    let opening = 0;
    let nounHead = 0;
    let verbFirst = 0;
    let functionWords = 0;
    let verbOnly = 0;
    let foreign = 0;
    let lessonUses = 0;
    let teacherUses = 0;
    // The words next to each use: a term always written inside one larger phrase ("ex ante", "seminomadic groups") is half of it.
    const beside = { before: new Set<string>(), after: new Set<string>() };
    for (const si of where.get(c.lemmas[0]) ?? []) {
      const t = a.tokens[si];
      for (const { at, end } of findIn(t, c.lemmas)) {
        count++;
        // Only words count: a quotation mark tagged X ("« démocratie »") is no neighbour.
        const word = (k: number, tags: RegExp) =>
          tags.test(t.pos[k] ?? '') && /\p{L}/u.test(t.value[k]) ? t.lemma[k] : '';
        // A word joined by a hyphen is part of one compound ("Charcoal-burner", "13-digit"), whatever its tag.
        const joined = (k: number, h: number) =>
          /^[-‐‑]$/.test(t.value[h] ?? '') && !t.pre[h] && !t.pre[h + 1] && /[\p{L}\p{N}]/u.test(t.value[k] ?? '')
            ? t.lemma[k]
            : null;
        beside.before.add(joined(at - 2, at - 1) ?? word(at - 1, /^(?:ADJ|NOUN|PROPN|X)$/));
        beside.after.add(joined(end + 1, end) ?? word(end, /^(?:NOUN|PROPN)$/));
        const form = t.value
          .slice(at, end)
          .join(' ')
          .replace(/ ([,.)'’-]) ?/g, '$1')
          .replace(/\( /g, '(');
        c.forms.set(form, (c.forms.get(form) ?? 0) + 1);
        if (t.pos[at] === 'PROPN' && at > 0) proper++;
        if (t.pos.slice(0, at).every((p) => p === 'PUNCT' || p === 'SYM')) opening++;
        if (/^(?:NOUN|PROPN)$/.test(t.pos[end - 1])) nounHead++;
        // Read as written, the tagger takes the capitalised head of a teacher's imperative for a noun ("Print …"):
        // a teacher's sentence is read for its verbs with its first letter lowered (source.term-lesson-words.ts).
        const teacher = a.teacherSaid.has(si);
        const lesson = teacher ? lessonUse(t, at, end) : null;
        const tag = teacher ? teacherTags(t)[at] : t.pos[at];
        if (teacher) teacherUses++;
        if (lesson) lessonUses++;
        if ((tag === 'VERB' && !/(?:ing|ed)$/i.test(t.value[at])) || lesson === 'imperative') verbFirst++;
        if (t.pos.slice(at, end).every((p) => FUNCTION_WORD.test(p))) functionWords++;
        if (end - at === 1 && (tag === 'VERB' || lesson === 'imperative')) verbOnly++;
        if (
          glossedForeignWord(
            form,
            t.value.slice(end, end + 2).join(' '),
            `${t.value.slice(Math.max(0, at - 2), at).join(' ')} `,
          )
        )
          foreign++;
        if (sentences.at(-1) !== si) sentences.push(si);
      }
    }
    if (!count) continue;
    const origins = [...c.origins];
    // A lesson plan's or slide notes' own words, unmarked and undefined: the imperative that opens each of its
    // lines ("Print", "Repeat", "Next add"), the label of a teacher's line, the people in the room (source.term-lesson-words.ts).
    if (
      origins.every((o) => o === 'phrase') &&
      teacherUses === count &&
      (lessonUses * 4 >= count * 3 || namesLessonPeople(c.key))
    )
      continue;
    const half = (words: Set<string>) => words.size === 1 && !words.has('');
    // "express two relations" (set in italics) is something to do, not a term.
    if (!c.origins.has('glossary') && verbFirst === count) continue;
    // "who you truly are, **and** who you can be": a conjunction or pronoun set in bold is emphasis, not a term.
    if (!c.origins.has('glossary') && functionWords === count) continue;
    // "the Latin gibbus, meaning hump": another language's word, glossed where it is used, is etymology, not a term.
    if (foreign === count) continue;
    // "he replied", "his whipping me": a word the text uses as a verb (three times in four) is an action, not a term
    // (a gerund a sentence defines is: "Forgetting is the loss of …").
    if (verbOnly * 4 >= count * 3 && !taught(c)) continue;
    if (!c.origins.has('glossary') && !c.origins.has('defined') && (half(beside.before) || half(beside.after)))
      continue;
    // A term names something: "longitudinal" alone (only ever said of a wave) is half a term.
    // A sentence that names a multi-word term ("called the dependent variable") vouches for it even
    // where the tagger reads its last word as an adjective ("variable").
    if (
      !nounHead &&
      !c.gerund &&
      !c.origins.has('glossary') &&
      !c.origins.has('emphasis') &&
      !(c.origins.has('defined') && c.lemmas.length > 1)
    )
      continue;
    const strong = origins.some((o) => o !== 'phrase');
    const content = c.lemmas.filter((l) => !DOCUMENT_WORDS.has(l) && /\p{L}/u.test(l));
    if (!strong) {
      if (!content.length || content.length < c.lemmas.length) continue;
      const name = proper > 0 && c.lemmas[0].length >= 4;
      if (
        c.lemmas.length === 1 &&
        (c.lemmas[0].length < 4 || count < 2) &&
        !name &&
        !/^\p{Lu}{2,}/u.test(c.preferred ?? [...c.forms.keys()][0])
      )
        continue;
      if (c.lemmas.length > 1 && count < 2) continue;
    }
    const kind: TermKind = proper >= Math.max(1, count / 2) ? 'group' : 'concept';
    const firstForm = [...c.forms.entries()].sort((x, y) => y[1] - x[1])[0][0].split(/\s+/);
    const everyday = termFrequency(c.lemmas, firstForm);
    // The text's own words are the ones it uses far more than everyday English: up to ~10 points for
    // a word everyday speech hardly uses ("cloture"), none for everyday words ("times", "change").
    const rarity = 4 * Math.max(0, Math.log10(EVERYDAY_PER_MILLION / Math.max(everyday, 0.05)));
    const score =
      origins.reduce((s, o) => s + ORIGIN_WEIGHT[o], 0) +
      Math.min(count, 12) * (1 + 1.5 * Math.min(c.lemmas.length - 1, 2)) +
      (c.definition ? 3 : 0) +
      rarity;
    scored.push({
      term: display(c, proper >= Math.max(1, count / 2), lowerWords, opening === count),
      key: c.key,
      lemmas: c.lemmas,
      kind,
      origins,
      count,
      sentences,
      sections: [...new Set(sentences.map((s) => a.sentences[s].section))],
      ...(c.definition ? { definition: c.definition, definitionSentence: c.definitionSentence } : {}),
      everyday: Math.round(everyday * 100) / 100,
      score: Math.round(score * 10) / 10,
    });
  }
  scored.sort((x, y) => y.score - x.score || x.sentences[0] - y.sentences[0] || x.key.localeCompare(y.key));
  const out: SourceTerm[] = [];
  const shown = new Set<string>();
  for (const t of scored) {
    if (out.length >= MAX_TERMS) break;
    const folded = t.term.toLocaleLowerCase('en-US').replace(/(?<=\w{3})(?:es|s)$/, '');
    if (shown.has(folded)) continue;
    // A phrase-only word that mostly occurs inside a chosen term ("wave" in "transverse wave") is not a term of its own.
    const inside = out.find((o) => ` ${o.key} `.includes(` ${t.key} `) || ` ${t.key} `.includes(` ${o.key} `));
    if (inside && t.origins.every((o) => o === 'phrase') && (t.count <= inside.count + 2 || t.key.includes(' ')))
      continue;
    const { lemmas: _l, ...term } = t;
    void _l;
    shown.add(folded);
    out.push(term);
  }
  classify(out, a);
  return out;
}
