import { Schema, model, models, type HydratedDocument, type Model, type Types } from 'mongoose';

export interface ResourceFields {
  /** Stable key of a catalogue entry: seeding inserts only slugs that are missing. */
  slug: string;
  title: string;
  description: string;
  /** What the browser saves the download as (spec §7); the page picks its icon from it (spec §2). */
  fileName: string;
  tags: string[];
  /** The PDF in GridFS. */
  fileId: Types.ObjectId;
  /** Length of the stored file, so the list needs no GridFS lookup. */
  sizeBytes: number;
  /** Position in the library (catalogue order). */
  order: number;
  createdAt: Date;
  updatedAt: Date;
}
export type ResourceDoc = HydratedDocument<ResourceFields>;

const resourceSchema = new Schema<ResourceFields>(
  {
    slug: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    fileName: { type: String, required: true },
    tags: { type: [String], default: [] },
    fileId: { type: Schema.Types.ObjectId, required: true },
    sizeBytes: { type: Number, required: true },
    order: { type: Number, required: true },
  },
  { timestamps: true },
);
// Several BFF instances may seed at once; the unique slug lets exactly one insert win.
resourceSchema.index({ slug: 1 }, { unique: true });
resourceSchema.index({ order: 1 });

export const ResourceModel: Model<ResourceFields> =
  (models.Resource as Model<ResourceFields>) ?? model<ResourceFields>('Resource', resourceSchema);
