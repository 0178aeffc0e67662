// Recent activity lists randomized versions of one test as one entry ("Test — versions A–C"), so five
// versions do not push everything else off the dashboard. Other records stay one entry each (spec §5).
import { KIND_LABELS, LIMITS, type ContentKind, type GenerationRecord } from '@lessonloom/contracts';

/** The list item as the API sends it: the spec's record plus the settings it was made with. */
export type ActivityRecord = GenerationRecord & {
  title?: string;
  settings?: { version_of?: string; version?: string; accommodation_of?: string };
};

export interface ActivityEntry {
  record: ActivityRecord;
  /** Versions of one original, in letter order; empty for a plain record. */
  versions: ActivityRecord[];
}

export function groupActivity(
  records: readonly ActivityRecord[],
  limit: number = LIMITS.dashboardRecent,
): ActivityEntry[] {
  const newest = [...records].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const entries: ActivityEntry[] = [];
  const byOriginal = new Map<string, ActivityEntry>();
  for (const r of newest) {
    const original = r.settings?.version_of;
    if (!original) {
      entries.push({ record: r, versions: [] });
      continue;
    }
    const entry = byOriginal.get(original);
    if (entry) entry.versions.push(r);
    else {
      const created = { record: r, versions: [r] };
      byOriginal.set(original, created);
      entries.push(created);
    }
  }
  for (const e of entries)
    e.versions.sort((a, b) => (a.settings?.version ?? '').localeCompare(b.settings?.version ?? ''));
  return entries.slice(0, limit);
}

/** "Test — versions A–C", "Test — version B" or "Quiz — accommodated version"; null for a plain record. */
export function entryLabel(e: ActivityEntry): string | null {
  const kind = KIND_LABELS[e.record.kind as ContentKind] ?? e.record.kind;
  if (e.versions.length) {
    const letters = e.versions.map((v) => v.settings?.version ?? '?');
    return letters.length === 1
      ? `${kind} — version ${letters[0]}`
      : `${kind} — versions ${letters[0]}–${letters[letters.length - 1]}`;
  }
  if (e.record.settings?.accommodation_of) return `${kind} — accommodated version`;
  return null;
}
