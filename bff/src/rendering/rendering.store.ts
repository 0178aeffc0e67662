// Puts a generation's rendered files in GridFS under their download names (packages/document). The
// caller (exports.service) keeps them all or nothing: a failed write has the others removed again.
import type { Types } from 'mongoose';
import { downloadName, type DownloadFile, type GeneratedDocument } from '@lessonloom/document';
import { deleteFiles, putFile } from '../storage/storage.gridfs';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = 'application/pdf';

export const EXPORT_CONTENT_TYPES: Record<DownloadFile, string> = { docx: DOCX, pdf: PDF, keyDocx: DOCX, keyPdf: PDF };
/** The role each file is stored under (operators browsing the bucket see what a file is). */
const ROLES: Record<DownloadFile, string> = { docx: 'docx', pdf: 'pdf', keyDocx: 'key-docx', keyPdf: 'key-pdf' };

/** GridFS ids of a generation's files; the keys are null when the document has no answer key. */
export interface ExportedFiles {
  docx: Types.ObjectId;
  pdf: Types.ObjectId;
  keyDocx: Types.ObjectId | null;
  keyPdf: Types.ObjectId | null;
}

export function storeExport(
  owner: string,
  generationId: Types.ObjectId,
  doc: GeneratedDocument,
  file: DownloadFile,
  data: Buffer,
): Promise<Types.ObjectId> {
  return putFile(data, {
    filename: downloadName(doc.kind, file),
    metadata: { owner, contentType: EXPORT_CONTENT_TYPES[file], role: ROLES[file], generation: String(generationId) },
  });
}

/** Deletes whichever of a generation's files were stored. */
export function removeExports(files: ExportedFiles): Promise<void> {
  return deleteFiles(Object.values(files));
}
