import type { Resource } from '@lessonloom/contracts';
import { Types } from 'mongoose';
import { findFile, type StoredFile } from '../../storage/storage.gridfs';
import { ResourceModel, type ResourceFields } from './resources.model';

/** Spec §3 Resource: exactly these fields. */
export function toResource(r: ResourceFields & { _id: Types.ObjectId }): Resource {
  return {
    id: r._id.toString(),
    title: r.title,
    description: r.description,
    fileName: r.fileName,
    sizeBytes: r.sizeBytes,
    tags: r.tags,
  };
}

export async function listResources(): Promise<Resource[]> {
  const rows = await ResourceModel.find().sort({ order: 1, _id: 1 }).lean();
  return rows.map(toResource);
}

/** The resource and its stored file, or null for an unknown or malformed id. */
export async function findResourceFile(id: string): Promise<{ fileName: string; file: StoredFile } | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  const resource = await ResourceModel.findById(id, { fileName: 1, fileId: 1 }).lean();
  const file = resource ? await findFile(resource.fileId) : null;
  return resource && file ? { fileName: resource.fileName, file } : null;
}
