// The labeling worksheet without a model: numbered parts around the topic, a word bank of their labels,
// and for each part a description the student identifies it by. A description that is the text's
// sentence with the label blanked is a cloze item, and one that names its own label answers itself,
// so the parts are the terms the file describes (describedPicks, as on the matching sheet); a term it
// does not describe stays off. A file that describes fewer than the schema's four parts gets the
// Frayer model instead: general academic words are no parts of the topic, as they can be pairs on a
// matching sheet.
import { describedPicks } from '../../offline/described-terms';
import { cap, type OfflineContext } from '../../offline/offline.context';
import { SIZES } from './worksheet.style';

const [MIN_PARTS, MAX_PARTS] = SIZES.parts;
/** A label sits in a diagram node and a word bank: the schema's 60 characters, and 1-4 words as the model is asked. */
const fitsLabel = (term: string) => term.length <= 60 && term.trim().split(/\s+/).length <= 4;

/** A standard vocabulary organiser whose parts every topic has; no description names another part (the word bank lists them). */
const FRAYER: Array<[string, string]> = [
  ['Definition', 'What the topic means, in your own words'],
  ['Characteristics', 'The features that every case of the topic has in common'],
  ['Examples', 'Real cases of the topic you met in class or in your reading'],
  ['Non-examples', 'Things that look like the topic but do not belong to it'],
];

const FRAYER_TITLE = 'Frayer model: ';
/** Is this the Frayer model sheet (the file described too few parts)? Read by the quality measure. */
export const isFrayer = (d: { diagram_title: string }) => d.diagram_title.startsWith(FRAYER_TITLE);

export interface LabelingParts {
  diagram_title: string;
  parts: Array<{ label: string; description: string; source_passage: string | null }>;
}

export function labelingParts(ctx: OfflineContext): LabelingParts {
  const p = ctx.passage;
  const picked = ctx.text ? describedPicks(ctx, MAX_PARTS, MIN_PARTS, fitsLabel) : [];
  if (picked.length >= MIN_PARTS)
    return {
      diagram_title: cap(ctx.topic),
      parts: picked.map((e) => ({ label: e.term, description: e.definition, source_passage: e.passage ?? p })),
    };
  return {
    diagram_title: `${FRAYER_TITLE}${cap(ctx.topic)}`,
    parts: FRAYER.map(([label, description]) => ({ label, description, source_passage: p })),
  };
}
