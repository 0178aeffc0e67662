// Spec §5 upload checks, made in the page before anything is sent (the server checks again).
import { LIMITS } from '@lessonloom/contracts';

export interface FileProblem {
  title: string;
  description: string;
}

export function checkUploadFile(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!LIMITS.uploadExtensions.some((ext) => name.endsWith(ext)))
    return { title: 'Invalid file type', description: 'Please upload PDF, DOCX, PPTX, or TXT files only.' };
  if (file.size > LIMITS.uploadMaxBytes)
    return { title: 'File too large', description: 'Please upload files smaller than 10MB.' };
  return null;
}
