// The shape of one library resource, shared by the catalogue pages and the PDF renderer.
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
