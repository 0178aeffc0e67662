// Spec §2: the icon depends on whether the file name contains "ebook" or "checklist".
export type ResourceKind = 'ebook' | 'checklist' | 'guide';

export function resourceKind(fileName: string): ResourceKind {
  const name = fileName.toLowerCase();
  if (name.includes('ebook')) return 'ebook';
  if (name.includes('checklist')) return 'checklist';
  return 'guide';
}

const LABELS: Record<ResourceKind, string> = { ebook: 'Ebook', checklist: 'Checklist', guide: 'Guide' };

const PATHS: Record<ResourceKind, string[]> = {
  ebook: [
    'M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5A2.5 2.5 0 0 0 4 21.5z',
    'M4 21.5A2.5 2.5 0 0 1 6.5 19H20v3H6.5',
    'M8 7h8M8 11h6',
  ],
  checklist: [
    'M9 3h6v3H9z',
    'M9 4.5H6a1 1 0 0 0-1 1V21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5.5a1 1 0 0 0-1-1h-3',
    'M8.5 13.5l2 2 4.5-4.5',
  ],
  guide: ['M14 2H6a1 1 0 0 0-1 1v18a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V7z', 'M14 2v5h5', 'M8.5 12h7M8.5 16h7'],
};

export function ResourceIcon({ fileName }: { fileName: string }) {
  const kind = resourceKind(fileName);
  return (
    <svg
      role="img"
      aria-label={LABELS[kind]}
      data-kind={kind}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
