import type { GenerateResponse, GenerationDetail } from '@lessonloom/contracts';

/** The part of a generation's detail the Generated Content card shows (its files, content and quality). */
export function responseOf(detail: GenerationDetail): GenerateResponse {
  const { id, content, docx_url, pdf_url, answer_key_docx_url, answer_key_pdf_url, quality } = detail;
  return { id, content, docx_url, pdf_url, answer_key_docx_url, answer_key_pdf_url, ...(quality ? { quality } : {}) };
}
