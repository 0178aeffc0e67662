import type { GenerationRecord } from '@lessonloom/contracts';
import { LIMITS } from '@lessonloom/contracts';

export interface DashboardStats {
  generatedCount: number;
  filesUploaded: number;
  timeSavedHours: number;
}

/** Spec §7: computed on the client from the generation records. */
export function computeStats(records: readonly GenerationRecord[]): DashboardStats {
  const generatedCount = records.length;
  return {
    generatedCount,
    filesUploaded: new Set(records.map((r) => r.source_filename)).size,
    timeSavedHours: Math.floor(generatedCount * LIMITS.hoursSavedPerGeneration),
  };
}

/** The newest records first, at most `limit` (the server already sorts; sorting again costs nothing). */
export function latest(records: readonly GenerationRecord[], limit: number = LIMITS.dashboardRecent): GenerationRecord[] {
  return [...records]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, limit);
}
