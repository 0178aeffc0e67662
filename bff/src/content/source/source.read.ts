// Reads a teacher's file once, as a teacher would: title, sections under their
// headings, sentences, the text's own vocabulary, ordered processes, comparisons and facts.
import type { ItemCustomEntity, ItemEntity, ItemSentence } from 'wink-nlp';
import { findTitle, GLOSSARY_HEADING, toBlocks, type Block } from './source.blocks';
import { visible } from './source.invisible';
import { withoutReferenceLists } from './source.references';
import { ANSWERS_HEADING, APPARATUS_HEADING, MATERIALS_HEADING, type DirectionPlace } from './source.direction-cues';
import { definedBeforeTeacher, toldContent } from './source.direction-told';
import { directionOf } from './source.directions';
import { teacherFacing } from './source.teacher-document';
import { hasSlur } from '../language/slurs';
import { nlp, tokenLemmas } from './source.nlp';
import { sentencePieces } from './source.sentence-ends';
import { findComparisons, findFacts, findProcesses } from './source.structure';
import { findTerms } from './source.terms';
import type { Analysed } from './source.analysed';
import {
  READING_VERSION,
  type SourceMarks,
  type SourceReading,
  type SourceSection,
  type SourceSentence,
} from './source.types';

const USABLE_MIN_WORDS = 6;
const USABLE_MAX_WORDS = 45;

export function readSource(text: string, fileName: string, given?: SourceMarks): SourceReading {
  const marks = given && {
    ...given,
    title: given.title && visible(given.title),
    headings: given.headings.map(visible),
    emphasis: given.emphasis.map(visible),
  };
  const blocks = withoutReferenceLists(toBlocks(visible(text), marks));
  const { title, from } = findTitle(blocks, fileName, marks);
  const body =
    from === 'document' && blocks[0]?.type === 'heading' && blocks[0].text === title ? blocks.slice(1) : blocks;
  const a = analyse(body);
  const sections = a.sections;
  const terms = findTerms(a, marks).filter((t) => !hasSlur(t.term) && !(t.definition && hasSlur(t.definition)));
  const reading: SourceReading = {
    version: READING_VERSION,
    title,
    titleFrom: from,
    sections,
    sentences: a.sentences,
    terms,
    // A lesson's own procedure ("Get the first two students to follow the lines …") is the teacher's, not a process to learn.
    processes: findProcesses(a, terms).filter((p) => !p.steps.some((st) => a.sentences[st.sentence]?.direction)),
    comparisons: findComparisons(a, terms),
    facts: findFacts(a).filter((f) => !hasSlur(f.text)),
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
  const teacherSaid = new Set<number>();
  const seen = new Set<string>();
  let current: SourceSection | null = null;
  let inGlossary = false;
  // Where each sentence stands, for telling what is said to the teacher (source.directions.ts).
  const place: DirectionPlace = {
    teacherDoc: teacherFacing(blocks.map((b) => b.text).join('\n')),
    notes: false,
    materials: false,
    answers: false,
  };
  let materialsPart = false;
  let listAfterLead: 'materials' | 'answers' | null = null;
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
      materialsPart = MATERIALS_HEADING.test(b.text);
      place.answers = ANSWERS_HEADING.test(b.text);
      place.apparatus = APPARATUS_HEADING.test(b.text);
      listAfterLead = null;
      continue;
    }
    // A lead's list ("You will require:" then its items) ends at the next paragraph; an answers lead's
    // part ("Potential answers could include:") at the next heading.
    if (b.type !== 'item' && listAfterLead === 'materials') listAfterLead = null;
    // A numbered step begins the lesson itself: the materials part is over.
    if (b.type === 'item' && b.ordered) materialsPart = false;
    place.notes = !!b.notes;
    place.materials = materialsPart || (b.type === 'item' && listAfterLead === 'materials');
    place.answers = place.answers || listAfterLead === 'answers';
    const glossaryLinesBefore = glossaryLines.length;
    if (!current) open(null);
    const section = sections.length - 1;
    // A lesson plan's "Cross-curricular applications" list ("Geography - climate, humidity, …") defines nothing.
    const apparatusLine = place.teacherDoc && !!place.apparatus;
    if (b.type === 'item' && !apparatusLine && (inGlossary || /^[^.:]{2,60}(?::|\s[–—-]\s)\s*\S/.test(b.text))) {
      const m = /^([^:–—]{2,60}?)(?::|\s[–—-]\s)\s*(.+)$/.exec(b.text);
      if (m && (inGlossary || m[1].split(/\s+/).length <= 5))
        glossaryLines.push({
          term: m[1].replace(/\*+/g, '').trim(),
          definition: m[2].trim(),
          sentence: sentences.length,
          inGlossary,
        });
    }
    const readSentence = (s: ItemSentence) => {
      const said = s.out().replace(/\s+/g, ' ').trim();
      if (!said) return;
      const direction = inGlossary ? null : directionOf(said, place);
      // "Point out that the cards represent bits": the fact the teacher passes on is the class's.
      const fact = direction && !place.materials && !place.answers ? toldContent(said) : null;
      // What is passed on must itself be for the class ("Note that … this can help students remember" is not).
      const told = fact && !directionOf(fact, place) ? fact : null;
      // "X are called Y, but there's no need to introduce the terminology yet …": the class's part is the definition.
      const defining = direction ? null : definedBeforeTeacher(said, place);
      const textOf = told ?? defining ?? said;
      if (direction && !told) {
        if (/(?:need|needs|require|requires|materials?)\s*:\s*$/i.test(said)) listAfterLead = 'materials';
        else if (/\banswers?\b[^.]*:\s*$/i.test(said)) listAfterLead = 'answers';
      }
      const index = sentences.length;
      if (place.teacherDoc || place.notes) teacherSaid.add(index);
      const wordCount = textOf.split(' ').length;
      const letters = (textOf.match(/\p{L}/gu) ?? []).length;
      // Running headers and footers repeat on every page of a PDF; a repeated sentence is quoted only once.
      const usable =
        !inGlossary &&
        !(direction && !told) &&
        !seen.has(textOf) &&
        wordCount >= USABLE_MIN_WORDS &&
        wordCount <= USABLE_MAX_WORDS &&
        /^["“]?[\p{Lu}\d]/u.test(textOf) &&
        /[.!]["”’)]?$/.test(textOf) &&
        letters / textOf.length > 0.6 &&
        !/https?:|www\./.test(textOf) &&
        // Historical texts quote slurs: a sentence with one is never quoted, asked about or blanked.
        !hasSlur(textOf) &&
        // A statement has a verb (wink-nlp POS); titles of works, citations and captions do not.
        s
          .tokens()
          .out(its.pos)
          .some((p: string) => p === 'VERB' || p === 'AUX');
      seen.add(textOf);
      sentences.push({
        text: textOf,
        section,
        usable,
        ...(b.type === 'item' ? { listItem: true } : {}),
        ...(direction && !told ? { direction } : {}),
      });
      const t = s.tokens();
      tokens.push({
        lemma: tokenLemmas(t),
        value: t.out(),
        pos: t.out(its.pos),
        stop: t.out(its.stopWordFlag) as unknown as boolean[],
        pre: t.out(its.precedingSpaces),
      });
      s.entities().each((e: ItemEntity) => entities.push({ text: e.out(), type: e.out(its.type), sentence: index }));
      s.customEntities().each((e: ItemCustomEntity) => phrases.push({ text: e.out(), sentence: index }));
    };
    for (const piece of sentencePieces(b.text)) nlp().readDoc(piece).sentences().each(readSentence);
    // A "term: definition" line that is a direction ("Teacher to class: …", "Lesson length: 30 minutes") defines nothing.
    if (glossaryLines.length > glossaryLinesBefore && sentences[glossaryLines.at(-1)!.sentence]?.direction)
      glossaryLines.pop();
    sections[section].last = sentences.length - 1;
    if (b.type === 'item' && b.ordered) ordered.add(sentences.length - 1);
  }
  if (current && (current as SourceSection).last < (current as SourceSection).first) sections.pop();
  return { sentences, tokens, sections, glossaryLines, entities, phrases, ordered, teacherSaid };
}
