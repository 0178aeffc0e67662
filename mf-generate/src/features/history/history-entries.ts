// The history page's list: every generation, newest first, with randomized versions and accommodated
// copies under their original (an original no longer listed leaves them as entries of their own).
// Search, filters and paging run in the page over GET /api/generations, the list the dashboard already
// holds (spec §7), so they answer as the teacher types.
import type { GenerationListItem } from '@lessonloom/contracts';

export interface HistoryEntry {
  record: GenerationListItem;
  /** Randomized versions of this test or quiz, in letter order. */
  versions: GenerationListItem[];
  /** Accommodated copies, newest first. */
  accommodated: GenerationListItem[];
}

export interface HistoryFilter {
  /** Words of the title or the source (file name or topic). */
  search: string;
  /** A content kind, or '' for every kind. */
  kind: string;
  /** yyyy-mm-dd, inclusive, in the teacher's time zone; '' for open. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: HistoryFilter = { search: '', kind: '', from: '', to: '' };
export const HISTORY_PAGE_SIZE = 20;

const newestFirst = (a: GenerationListItem, b: GenerationListItem) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id);

export function historyEntries(records: readonly GenerationListItem[]): HistoryEntry[] {
  const sorted = [...records].sort(newestFirst);
  const byId = new Map<string, HistoryEntry>();
  for (const r of sorted)
    if (!r.settings.version_of && !r.settings.accommodation_of)
      byId.set(r.id, { record: r, versions: [], accommodated: [] });
  const entries: HistoryEntry[] = [];
  for (const r of sorted) {
    const original = r.settings.version_of ?? r.settings.accommodation_of;
    const parent = original ? byId.get(original) : undefined;
    if (parent && r.settings.version_of) parent.versions.push(r);
    else if (parent) parent.accommodated.push(r);
    else entries.push(byId.get(r.id) ?? { record: r, versions: [], accommodated: [] });
  }
  for (const e of entries)
    e.versions.sort((a, b) => (a.settings.version ?? '').localeCompare(b.settings.version ?? ''));
  return entries;
}

/** Lower case without accents, so "resume" finds "Résumé". */
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The record's day as yyyy-mm-dd in the browser's time zone (what the date inputs give). */
export function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function matchesFilter(entry: HistoryEntry, f: HistoryFilter): boolean {
  const r = entry.record;
  if (f.kind && r.kind !== f.kind) return false;
  const day = localDay(r.created_at);
  if (f.from && day < f.from) return false;
  if (f.to && day > f.to) return false;
  const words = fold(f.search).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold([r.title, r.source_filename, r.settings.topic ?? ''].join(' '));
  return words.every((w) => haystack.includes(w));
}

export interface HistoryPageView {
  entries: HistoryEntry[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  total: number;
  /** 1-based positions of the first and last entry shown (0 when none). */
  first: number;
  last: number;
}

export function historyPage(
  entries: readonly HistoryEntry[],
  filter: HistoryFilter,
  page: number,
  size = HISTORY_PAGE_SIZE,
): HistoryPageView {
  const matching = entries.filter((e) => matchesFilter(e, filter));
  const pages = Math.max(1, Math.ceil(matching.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const shown = matching.slice(start, start + size);
  return {
    entries: shown,
    page: current,
    pages,
    total: matching.length,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
  };
}

/** "Tue, Nov 24, 2026, 3:41 PM" in the teacher's locale. */
export const formatDateTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
};
