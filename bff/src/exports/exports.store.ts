// Puts a generation's rendered files in GridFS under their download names (packages/document), all
// or nothing: on any failed write the files that did land are deleted again.
import type { Types } from 'mongoose';
import { downloadName, type DownloadFile, type GeneratedDocument } from '@lessonloom/document';
import { deleteFiles, putFile } from '../storage/gridfs';
import type { RenderedFiles } from './exports.types';

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

export async function storeExports(
  owner: string,
  generationId: Types.ObjectId,
  doc: GeneratedDocument,
  rendered: RenderedFiles,
): Promise<ExportedFiles> {
  const files: ExportedFiles = { docx: null!, pdf: null!, keyDocx: null, keyPdf: null };
  const writes = (Object.keys(ROLES) as DownloadFile[]).map(async (file) => {
    const data = rendered[file];
    if (!data) return;
    files[file] = await putFile(data, {
      filename: downloadName(doc.kind, file),
      metadata: { owner, contentType: EXPORT_CONTENT_TYPES[file], role: ROLES[file], generation: String(generationId) },
    });
  });
  // Wait for every write (not just the first failure) so a failure can delete the ones that landed.
  const failed = (await Promise.allSettled(writes)).find((s) => s.status === 'rejected');
  if (failed) {
    await deleteFiles(Object.values(files));
    throw failed.reason;
  }
  return files;
}
