// POST /api/generations/{id}/accommodate: a linked generation holding the accommodated copy, rendered and
// stored like any generation (its own DOCX, PDF and keys, in the history), with the reading level it was
// measured at beside the original's.
import { hasQuestions, type AccommodateRequest, type GeneratedDocument } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { documentReadingLevel } from '../../content';
import { HttpError } from '../../http/http.error';
import { storeGeneration } from '../generations/generations.store';
import type { AuthUser } from '../auth/auth.user-model';
import type { GenerationDoc, StoredGeneration } from '../generations/generations.model';
import { findOwnGeneration } from '../generations/generations.service';
import { accommodatedDocument } from './accommodations.document';

export interface Accommodated {
  generation: GenerationDoc;
  reading_level: { original: number | null; accommodated: number | null };
}

/** The accommodated copy of `source` and what it changed, with the reading levels before and after. */
export function accommodation(source: GeneratedDocument, font: AccommodateRequest['font']) {
  const doc = accommodatedDocument(source, font);
  return {
    doc,
    accommodation: {
      large_print: true,
      font,
      three_options: true,
      word_bank: true,
      reading_grade_before: documentReadingLevel(source)?.grade ?? null,
      reading_grade_after: documentReadingLevel(doc)?.grade ?? null,
    },
  };
}

export async function accommodate(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  r: AccommodateRequest,
): Promise<Accommodated> {
  const found = await findOwnGeneration(user, id)?.lean<StoredGeneration>();
  if (!found) throw new HttpError(404, 'Not found');
  // A version behind its original is brought up to date first: the copy is made from what the teacher sees.
  const original = await deps.copies.fresh(found);
  const source = original.document;
  if (!hasQuestions(source))
    throw new HttpError(422, 'Only documents with questions can have an accommodated version.');
  if (original.settings.accommodation_of)
    throw new HttpError(422, 'This is already an accommodated version; make another from the original.');
  const { doc, accommodation: made } = accommodation(source, r.font);
  const generation = await storeGeneration(deps, user, {
    kind: original.kind,
    sourceType: original.sourceType,
    sourceFilename: original.sourceFilename,
    settings: {
      ...original.settings,
      accommodation_of: String(original._id),
      accommodation: made,
      derived_revision: original.revision ?? 1,
    },
    document: doc,
    offline: original.offline,
  });
  return {
    generation,
    reading_level: { original: made.reading_grade_before, accommodated: made.reading_grade_after },
  };
}
