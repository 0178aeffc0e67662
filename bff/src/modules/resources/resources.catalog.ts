// The library's catalogue: what each resource says. Seeding renders these to PDFs (resources.pdf.ts).
import { CHECKLISTS } from './resources.catalog-checklists';
import { EBOOKS } from './resources.catalog-ebooks';
import { GUIDES } from './resources.catalog-guides';
import type { CatalogEntry } from './resources.catalog-entry';

export type { CatalogEntry, ResourceSection } from './resources.catalog-entry';

/** Library order: the page shows resources in this order. */
export const CATALOG: CatalogEntry[] = [
  CHECKLISTS.classroomManagement,
  EBOOKS.differentiation,
  CHECKLISTS.parentTeacherConference,
  GUIDES.formativeAssessment,
  EBOOKS.backToSchool,
  GUIDES.exitTickets,
];
