// The library's catalogue: what each resource says. Seeding renders these to PDFs (resources.pdf.ts).
import { CHECKLISTS } from './content/checklists.content';
import { EBOOKS } from './content/ebooks.content';
import { GUIDES } from './content/guides.content';

/** One part of a resource: a heading, then paragraphs, bullet points and/or checkbox items. */
export interface ResourceSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  checklist?: string[];
}

export interface CatalogEntry {
  slug: string;
  title: string;
  /** One or two sentences for the card. */
  description: string;
  fileName: string;
  tags: string[];
  /** Printed under the title on the first page. */
  subtitle: string;
  sections: ResourceSection[];
}

/** Library order: the page shows resources in this order. */
export const CATALOG: CatalogEntry[] = [
  CHECKLISTS.classroomManagement,
  EBOOKS.differentiation,
  CHECKLISTS.parentTeacherConference,
  GUIDES.formativeAssessment,
  EBOOKS.backToSchool,
  GUIDES.exitTickets,
];
