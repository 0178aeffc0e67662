// Reads a teacher's file once, as a teacher would: title, sections under their
// headings, sentences, the text's own vocabulary, ordered processes, comparisons and facts.
import type { ItemCustomEntity, ItemEntity, ItemSentence } from 'wink-nlp';
import { findTitle, toBlocks, type Block } from './source.blocks';
import { visible } from './source.invisible';
import { nlp } from './source.nlp';
import { findComparisons, findFacts, findProcesses } from './source.structure';
import { findTerms, type Analysed } from './source.terms';
import {
  READING_VERSION,
  type SourceMarks,
  type SourceReading,
  type SourceSection,
  type SourceSentence,
} from './source.types';

const USABLE_MIN_WORDS = 6;
const USABLE_MAX_WORDS = 45;
const GLOSSARY_HEADING = /^(?:key terms|glossary|vocabulary|key vocabulary|terms to know|words to know)$/i;

export function readSource(text: string, fileName: string, given?: SourceMarks): SourceReading {
  const marks = given && {
    ...given,
    title: given.title && visible(given.title),
    headings: given.headings.map(visible),
    emphasis: given.emphasis.map(visible),
  };
  const blocks = toBlocks(visible(text), marks);
  const { title, from } = findTitle(blocks, fileName, marks);
  const body =
    from === 'document' && blocks[0]?.type === 'heading' && blocks[0].text === title ? blocks.slice(1) : blocks;
  const a = analyse(body);
  const sections = a.sections;
  const terms = findTerms(a, marks);
  const reading: SourceReading = {
    version: READING_VERSION,
    title,
    titleFrom: from,
    sections,
    sentences: a.sentences,
    terms,
    processes: findProcesses(a, terms),
    comparisons: findComparisons(a, terms),
    facts: findFacts(a),
  };
  return reading;
}

function analyse(blocks: Block[]): Analysed {
  const its = nlp().its;
  const sentences: SourceSentence[] = [];
  const tokens: Analysed['tokens'] = [];
  const sections: SourceSection[] = [];
  const glossaryLines: Analysed['glossaryLines'] = [];
  const entities: Analysed['entities'] = [];
  const phrases: Analysed['phrases'] = [];
  const ordered = new Set<number>();
  const seen = new Set<string>();
  let current: SourceSection | null = null;
  let inGlossary = false;
  const open = (heading: string | null) => {
    if (current && current.last < current.first) sections.pop();
    current = { heading, first: sentences.length, last: sentences.length - 1 };
    sections.push(current);
  };
  for (const b of blocks) {
    if (b.type === 'heading') {
      // A slide deck repeats a section's title on each of its slides: one section.
      if (!(current && (current as SourceSection).heading === b.text)) open(b.text);
      inGlossary = GLOSSARY_HEADING.test(b.text);
      continue;
    }
    if (!current) open(null);
    const section = sections.length - 1;
    if (b.type === 'item' && (inGlossary || /^[^.:]{2,60}(?::|\s[–—-]\s)\s*\S/.test(b.text))) {
      const m = /^([^:–—]{2,60}?)(?::|\s[–—-]\s)\s*(.+)$/.exec(b.text);
      if (m && (inGlossary || m[1].split(/\s+/).length <= 5))
        glossaryLines.push({
          term: m[1].replace(/\*+/g, '').trim(),
          definition: m[2].trim(),
          sentence: sentences.length,
        });
    }
    const doc = nlp().readDoc(b.text);
    doc.sentences().each((s: ItemSentence) => {
      const textOf = s.out().replace(/\s+/g, ' ').trim();
      if (!textOf) return;
      const index = sentences.length;
      const wordCount = textOf.split(' ').length;
      const letters = (textOf.match(/\p{L}/gu) ?? []).length;
      // Running headers and footers repeat on every page of a PDF; a repeated sentence is quoted only once.
      const usable =
        !inGlossary &&
        !seen.has(textOf) &&
        wordCount >= USABLE_MIN_WORDS &&
        wordCount <= USABLE_MAX_WORDS &&
        /^["“]?[\p{Lu}\d]/u.test(textOf) &&
        /[.!]["”’)]?$/.test(textOf) &&
        letters / textOf.length > 0.6 &&
        !/https?:|www\./.test(textOf) &&
        // A statement has a verb (wink-nlp POS); titles of works, citations and captions do not.
        s
          .tokens()
          .out(its.pos)
          .some((p: string) => p === 'VERB' || p === 'AUX');
      seen.add(textOf);
      sentences.push({ text: textOf, section, usable, ...(b.type === 'item' ? { listItem: true } : {}) });
      const t = s.tokens();
      tokens.push({
        lemma: (t.out(its.lemma as never) as string[]).map((l) => l.toLocaleLowerCase('en-US')),
        value: t.out(),
        pos: t.out(its.pos),
        stop: t.out(its.stopWordFlag) as unknown as boolean[],
      });
      s.entities().each((e: ItemEntity) => entities.push({ text: e.out(), type: e.out(its.type), sentence: index }));
      s.customEntities().each((e: ItemCustomEntity) => phrases.push({ text: e.out(), sentence: index }));
    });
    sections[section].last = sentences.length - 1;
    if (b.type === 'item' && b.ordered) ordered.add(sentences.length - 1);
  }
  if (current && (current as SourceSection).last < (current as SourceSection).first) sections.pop();
  return { sentences, tokens, sections, glossaryLines, entities, phrases, ordered };
}
