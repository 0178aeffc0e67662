import { Schema, model, models, type Model } from 'mongoose';
import { CONTENT_KINDS } from '@lessonloom/contracts';
import type { GenerationFields } from './generations.fields';
import { listEntryOf } from './generations.view';

export type {
  GenerationDoc,
  GenerationFields,
  GenerationFiles,
  GenerationSettings,
  StoredGeneration,
} from './generations.fields';

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
    seed: { type: String },
    askedBefore: { type: [Schema.Types.Mixed], default: undefined },
    revision: { type: Number, default: 1 },
    revisedAt: { type: Date },
    revisionSummary: { type: String },
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
