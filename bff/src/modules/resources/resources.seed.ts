// Puts the catalogue into the database on first use: one PDF per missing slug, in GridFS.
// Safe with several BFF instances: each inserts with an upsert on the unique slug, and an instance
// that loses the race deletes the file it rendered.
import type { Logger } from '../../logger';
import { deleteFiles, putFile } from '../../storage/storage.gridfs';
import { CATALOG, type CatalogEntry } from './resources.catalog';
import { renderResourcePdf } from './resources.pdf';
import { ResourceModel } from './resources.model';

/** Owner recorded on the library's files (they belong to no user; downloads check the subscription). */
export const LIBRARY_OWNER = 'library';

/** Seeds every missing entry; returns the slugs this call inserted. */
export async function seedResources(catalog: CatalogEntry[] = CATALOG): Promise<string[]> {
  await ResourceModel.init(); // the unique index must exist before racing upserts rely on it
  const present = new Set(
    (await ResourceModel.find({ slug: { $in: catalog.map((e) => e.slug) } }, { slug: 1 }).lean()).map((r) => r.slug),
  );
  const inserted: string[] = [];
  for (const [order, entry] of catalog.entries()) {
    if (present.has(entry.slug)) continue;
    if (await insertEntry(entry, order)) inserted.push(entry.slug);
  }
  return inserted;
}

async function insertEntry(entry: CatalogEntry, order: number): Promise<boolean> {
  const pdf = await renderResourcePdf(entry);
  const fileId = await putFile(pdf, {
    filename: entry.fileName,
    metadata: { owner: LIBRARY_OWNER, contentType: 'application/pdf', role: 'resource' },
  });
  const { slug, title, description, fileName, tags } = entry;
  try {
    const res = await ResourceModel.updateOne(
      { slug },
      { $setOnInsert: { slug, title, description, fileName, tags, fileId, sizeBytes: pdf.length, order } },
      { upsert: true },
    );
    if (res.upsertedCount === 1) return true;
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
  }
  await deleteFiles([fileId]); // another instance inserted this slug first
  return false;
}

let seeding: Promise<void> | null = null;

/** Seeds once per process; a failed attempt is forgotten so the next request tries again. */
export function ensureResourcesSeeded(logger?: Logger): Promise<void> {
  seeding ??= seedResources().then(
    (inserted) => {
      if (inserted.length) logger?.info('resources seeded', { inserted });
    },
    (err: unknown) => {
      seeding = null;
      throw err;
    },
  );
  return seeding;
}

/** Tests that swap databases start the once-per-process guard afresh. */
export function resetResourceSeeding(): void {
  seeding = null;
}
