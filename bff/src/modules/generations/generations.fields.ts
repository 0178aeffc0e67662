// The stored generation's shape, apart from its mongoose model so the view can name it without importing the model.
import type { HydratedDocument, Types } from 'mongoose';
import type { ContentKind, GeneratedDocument, GenerationSettings, QualityReport } from '@lessonloom/contracts';
import type { ExportedFiles } from '../../rendering';
import type { AskedItem } from '../../content';

export type { GenerationSettings };

/** GridFS ids of the generation's files (rendering/rendering.store.ts writes them). */
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
  /** Where its random choices started (content GenerationInput.seed); absent on records made before it was kept. */
  seed?: string;
  /**
   * The questions of the teacher's earlier documents from the same file when it was made, asked again only once
   * the file had nothing new (generations.asked-before.ts); with the seed, what makes it again the same way.
   */
  askedBefore?: AskedItem[];
  createdAt: Date;
  /** 1 when generated; each saved edit, replaced question or restore adds one (revisions module). */
  revision?: number;
  /** When the newest revision was made, and what it changed in one line ("question 3 edited"). */
  revisedAt?: Date;
  revisionSummary?: string;
  /**
   * The history item's JSON (generations.view listEntryOf), written when the record is made and again with
   * each new revision: the dashboard's list is read far more often than anything is generated or edited.
   * Absent on records made before it existed; never selected unless asked for.
   */
  listEntry?: string;
}
export type GenerationDoc = HydratedDocument<GenerationFields>;
/** A stored generation as a lean read answers it. */
export type StoredGeneration = GenerationFields & { _id: Types.ObjectId };
