import { Schema, model, models, type HydratedDocument, type Model, type Types } from 'mongoose';
import { CONTENT_KINDS, type ContentKind, type GeneratedDocument, type GenerationSettings, type QualityReport } from '@lessonloom/contracts';
import type { ExportedFiles } from '../../exports';
import { listEntryOf } from './generations.view';

export type { GenerationSettings };

/** GridFS ids of the generation's files (exports/exports.store.ts writes them). */
export type GenerationFiles = ExportedFiles;

export interface GenerationFields {
  owner: Types.ObjectId;
  kind: ContentKind;
  sourceType: 'file' | 'topic';
  /** The uploaded file's name, or the topic (shortened) for topic sources: the dashboard's "from ..." label. */
  sourceFilename: string;
  settings: GenerationSettings;
  /** The structured document every export was rendered from. */
  document: GeneratedDocument;
  /** What was checked in code (absent on generations made before the report existed). */
  quality?: QualityReport;
  files: GenerationFiles;
  /** True when the offline generator wrote it (no model configured). */
  offline: boolean;
  createdAt: Date;
  /**
   * The history item's JSON (generations.view listEntryOf), written once when the record is made: a
   * generation never changes, and the dashboard's list is read far more often than anything is
   * generated. Absent on records made before it existed; never selected unless asked for.
   */
  listEntry?: string;
}
export type GenerationDoc = HydratedDocument<GenerationFields>;

const generationSchema = new Schema<GenerationFields>(
  {
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: CONTENT_KINDS, required: true },
    sourceType: { type: String, enum: ['file', 'topic'], required: true },
    sourceFilename: { type: String, required: true },
    settings: { type: Schema.Types.Mixed, required: true },
    document: { type: Schema.Types.Mixed, required: true },
    quality: { type: Schema.Types.Mixed },
    files: {
      docx: { type: Schema.Types.ObjectId, required: true },
      pdf: { type: Schema.Types.ObjectId, required: true },
      keyDocx: { type: Schema.Types.ObjectId, default: null },
      keyPdf: { type: Schema.Types.ObjectId, default: null },
    },
    offline: { type: Boolean, default: false },
    listEntry: { type: String, select: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, minimize: false },
);
generationSchema.pre('save', function () {
  if (!this.isNew) return;
  // the entry carries the creation time, so it is fixed here rather than left to the timestamps hook
  if (!this.createdAt) this.createdAt = new Date();
  this.listEntry = listEntryOf(this);
});
// History is read newest first per user; _id breaks ties between records made in the same millisecond.
generationSchema.index({ owner: 1, createdAt: -1, _id: -1 });

export const Generation: Model<GenerationFields> =
  (models.Generation as Model<GenerationFields>) ?? model<GenerationFields>('Generation', generationSchema);
