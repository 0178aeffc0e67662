import type { GenerationRecord } from '@lessonloom/contracts';
import { LIMITS } from '@lessonloom/contracts';

export interface DashboardStats {
  generatedCount: number;
  filesUploaded: number;
  timeSavedHours: number;
}

/** A list record; the BFF adds where it came from (a typed topic is not an uploaded file). */
export type ActivityRecord = GenerationRecord & { source_type?: 'file' | 'topic' };

/**
 * Spec §7: computed on the client from the generation records. "Files Uploaded" counts distinct uploaded
 * files only — a typed topic is not a file (the spec's count of every source name misled teachers).
 */
export function computeStats(records: readonly ActivityRecord[]): DashboardStats {
  const generatedCount = records.length;
  return {
    generatedCount,
    filesUploaded: new Set(records.filter((r) => r.source_type !== 'topic').map((r) => r.source_filename)).size,
    timeSavedHours: Math.floor(generatedCount * LIMITS.hoursSavedPerGeneration),
  };
}
