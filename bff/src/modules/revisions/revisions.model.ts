// Every earlier revision of a generation's document. The newest lives on the generation itself (with its
// files); an older one keeps only its document, so the teacher can look back and restore it.
import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { GeneratedDocument, QualityReport } from '@lessonloom/contracts';

export interface RevisionFields {
  generation: Types.ObjectId;
  owner: Types.ObjectId;
  revision: number;
  document: GeneratedDocument;
  quality?: QualityReport;
  /** What this revision changed, in one line ("generated", "question 3 edited"). */
  summary: string;
  /** When this revision was made (not when it was replaced). */
  createdAt: Date;
}

const revisionSchema = new Schema<RevisionFields>(
  {
    generation: { type: Schema.Types.ObjectId, ref: 'Generation', required: true },
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    revision: { type: Number, required: true },
    document: { type: Schema.Types.Mixed, required: true },
    quality: { type: Schema.Types.Mixed },
    summary: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { minimize: false },
);
// A revision is kept once: two saves racing on the same revision both try to keep it.
revisionSchema.index({ generation: 1, revision: -1 }, { unique: true });
revisionSchema.index({ owner: 1 });

export const Revision: Model<RevisionFields> =
  (models.Revision as Model<RevisionFields>) ?? model<RevisionFields>('Revision', revisionSchema);
