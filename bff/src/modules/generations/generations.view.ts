// What the API says about a generation: the spec's fields (§3, §7) plus the settings it was made with.
import {
  generationDownloadUrl as downloadUrl,
  isDownloadFormat,
  type DownloadFormat,
  type GenerateResponse,
  type GeneratedDocument,
  type GenerationDetail,
  type GenerationListItem,
} from '@lessonloom/contracts';
import { EXPORT_CONTENT_TYPES as TYPES } from '../../rendering';
import type { Types } from 'mongoose';
import type { GenerationFields, GenerationFiles } from './generations.fields';

/** A stored generation, hydrated or plain (lean reads). */
type Stored = GenerationFields & { _id: Types.ObjectId };

/** The four files of a generation: URL segment -> where it is stored and its type. */
export const DOWNLOADS = {
  docx: { file: 'docx', contentType: TYPES.docx },
  pdf: { file: 'pdf', contentType: TYPES.pdf },
  'key-docx': { file: 'keyDocx', contentType: TYPES.keyDocx },
  'key-pdf': { file: 'keyPdf', contentType: TYPES.keyPdf },
} as const satisfies Record<DownloadFormat, { file: keyof GenerationFiles; contentType: string }>;

export { downloadUrl, isDownloadFormat, type DownloadFormat };

function urls(g: Pick<Stored, '_id' | 'files'>) {
  const id = String(g._id);
  return {
    docx_url: downloadUrl(id, 'docx'),
    pdf_url: downloadUrl(id, 'pdf'),
    answer_key_docx_url: g.files.keyDocx ? downloadUrl(id, 'key-docx') : null,
    answer_key_pdf_url: g.files.keyPdf ? downloadUrl(id, 'key-pdf') : null,
  };
}

type ListSource = Pick<
  Stored,
  '_id' | 'kind' | 'sourceFilename' | 'createdAt' | 'sourceType' | 'settings' | 'offline' | 'files' | 'revision'
> & {
  document?: { title?: string } | GeneratedDocument;
};

export function toListItem(g: ListSource): GenerationListItem {
  const u = urls(g);
  return {
    id: String(g._id),
    kind: g.kind,
    source_filename: g.sourceFilename,
    created_at: g.createdAt.toISOString(),
    output_path_docx: u.docx_url,
    revision: g.revision ?? 1,
    source_type: g.sourceType,
    settings: g.settings,
    offline: g.offline,
    title: g.document?.title ?? '',
    pdf_url: u.pdf_url,
    answer_key_docx_url: u.answer_key_docx_url,
    answer_key_pdf_url: u.answer_key_pdf_url,
    ...questionCount(g.document),
  };
}

/** How many questions the document holds, when the record brought its sections along. */
function questionCount(doc: ListSource['document']): { question_count?: number } {
  const sections = (doc as { sections?: { blocks?: { type?: string }[] }[] } | undefined)?.sections;
  if (!Array.isArray(sections)) return {};
  return {
    question_count: sections.reduce((n, s) => n + (s.blocks ?? []).filter((b) => b.type === 'question').length, 0),
  };
}

/** A history item as the list answers it: stored with each record (generations.model) and read back as text. */
export const listEntryOf = (g: ListSource): string => JSON.stringify(toListItem(g));

export function toGenerateResponse(g: Stored): GenerateResponse {
  return { id: String(g._id), content: g.document, ...urls(g), ...(g.quality ? { quality: g.quality } : {}) };
}

export function toDetail(g: Stored): GenerationDetail {
  return { ...toListItem(g), ...toGenerateResponse(g), revision: g.revision ?? 1 };
}
