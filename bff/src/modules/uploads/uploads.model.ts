import type { SourceReading } from '../../content';
import type { UploadOcr } from '@lessonloom/contracts';
import { Schema, model, models, type HydratedDocument, type Model, type Types } from 'mongoose';

export const UPLOAD_TYPES = ['pdf', 'docx', 'pptx', 'txt'] as const;

export interface UploadFields {
  owner: Types.ObjectId;
  /** As the teacher named it (directories stripped); unique per owner, so a re-upload replaces. */
  filename: string;
  /** The original bytes in GridFS. */
  fileId: Types.ObjectId;
  size: number;
  type: (typeof UPLOAD_TYPES)[number];
  /** Extracted text, cut at LIMITS.extractCharBudget; this is what generation reads. */
  text: string;
  chars: number;
  truncated: boolean;
  /** The text read once as a teacher would (content/source): title, sections, key terms, processes. */
  reading?: SourceReading;
  /** Set when part of the text was read from a scan (OCR): pages read, characters, mean confidence. */
  ocr?: UploadOcr;
  createdAt: Date;
  updatedAt: Date;
}
export type UploadDoc = HydratedDocument<UploadFields>;

const uploadSchema = new Schema<UploadFields>(
  {
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    filename: { type: String, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    size: { type: Number, required: true },
    type: { type: String, enum: UPLOAD_TYPES, required: true },
    text: { type: String, default: '' },
    chars: { type: Number, required: true },
    truncated: { type: Boolean, default: false },
    reading: { type: Schema.Types.Mixed },
    ocr: { type: Schema.Types.Mixed },
  },
  { timestamps: true },
);
uploadSchema.index({ owner: 1, filename: 1 }, { unique: true });

export const Upload: Model<UploadFields> =
  (models.Upload as Model<UploadFields>) ?? model<UploadFields>('Upload', uploadSchema);
