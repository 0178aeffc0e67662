// POST /api/generations/{id}/accommodate: a linked generation holding the accommodated copy, rendered and
// stored like any generation (its own DOCX, PDF and keys, in the history), with the reading level it was
// measured at beside the original's.
import { Types } from 'mongoose';
import type { AccommodateRequest, GeneratedDocument } from '@lessonloom/contracts';
import type { AppDeps } from '../../app-deps';
import { documentReadingLevel } from '../../content/readability';
import { exportDocument } from '../../rendering';
import { HttpError } from '../../http/http.error';
import { deleteFiles } from '../../storage/storage.gridfs';
import type { AuthUser } from '../auth/auth.user-model';
import { Generation, type GenerationDoc } from '../generations/generations.model';
import { findOwnGeneration } from '../generations/generations.service';
import { accommodatedDocument } from './accommodations.document';

export interface Accommodated {
  generation: GenerationDoc;
  reading_level: { original: number | null; accommodated: number | null };
}

const hasQuestions = (doc: GeneratedDocument) => doc.sections.some((s) => s.blocks.some((b) => b.type === 'question'));

export async function accommodate(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  r: AccommodateRequest,
): Promise<Accommodated> {
  const original = await findOwnGeneration(user, id);
  if (!original) throw new HttpError(404, 'Not found');
  const source = original.toObject().document as GeneratedDocument;
  if (!hasQuestions(source))
    throw new HttpError(422, 'Only documents with questions can have an accommodated version.');
  if (original.settings.accommodation_of)
    throw new HttpError(422, 'This is already an accommodated version; make another from the original.');
  const doc = accommodatedDocument(source, r.font);
  const before = documentReadingLevel(source)?.grade ?? null;
  const after = documentReadingLevel(doc)?.grade ?? null;
  const newId = new Types.ObjectId();
  const files = await exportDocument(deps.rasterizer, user.id, newId, doc);
  try {
    const generation = await Generation.create({
      _id: newId,
      owner: user._id,
      kind: original.kind,
      sourceType: original.sourceType,
      sourceFilename: original.sourceFilename,
      settings: {
        ...original.settings,
        accommodation_of: String(original._id),
        accommodation: {
          large_print: true,
          font: r.font,
          three_options: true,
          word_bank: true,
          reading_grade_before: before,
          reading_grade_after: after,
        },
      },
      document: doc,
      files,
      offline: original.offline,
    });
    return { generation, reading_level: { original: before, accommodated: after } };
  } catch (err) {
    await deleteFiles(Object.values(files));
    throw err;
  }
}
