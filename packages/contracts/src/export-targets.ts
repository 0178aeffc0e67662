// Exports to learning platforms and quiz games: the formats, how each is named and where a teacher imports it.
// No zod here: the pages import these constants, and a bundle that takes them should not take zod with them.

export const EXPORT_FORMATS = ['qti', 'moodle', 'gift', 'kahoot', 'blooket', 'quizlet', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const isExportFormat = (s: string): s is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(s);

export interface ExportTarget {
  format: ExportFormat;
  /** The menu line's name. */
  label: string;
  /** Where the file is imported, in the platform's own menu words. */
  where: string;
}

/** One line per target in the "Export to…" menu; several platforms share a file format. */
export const EXPORT_TARGETS: readonly ExportTarget[] = [
  { format: 'qti', label: 'Canvas', where: 'Settings → Import Course Content → QTI .zip file' },
  { format: 'qti', label: 'Blackboard', where: 'Course Content → Details & Actions → Manage banks → + → the QTI .zip' },
  { format: 'moodle', label: 'Moodle', where: 'Question bank → Import → Moodle XML format' },
  { format: 'gift', label: 'Moodle (GIFT)', where: 'Question bank → Import → GIFT format' },
  { format: 'kahoot', label: 'Kahoot!', where: 'Create → Kahoot → Add question → Import spreadsheet (.xlsx)' },
  { format: 'blooket', label: 'Blooket', where: 'Create → Spreadsheet Import → upload the .csv' },
  { format: 'quizlet', label: 'Quizlet', where: 'Create → Import → paste the text (Tab between term and definition)' },
  {
    format: 'csv',
    label: 'Spreadsheet (CSV)',
    where: 'Open in Google Sheets or Excel: one row per question with its answer',
  },
];

/** Response header naming items a quiz game could not take: URI-encoded JSON of {number, reason}[]. */
export const LEFT_OUT_HEADER = 'X-Export-Left-Out';
