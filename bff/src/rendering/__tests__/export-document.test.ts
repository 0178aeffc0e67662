// exportDocument: the four files rendered over the worker pool and stored in GridFS as they are ready,
// all or nothing (a file that fails to render takes the already-stored ones with it).
import mongoose, { Types } from 'mongoose';
import { buildTest, diagramDoc } from '@lessonloom/document/fixtures';
import { useTestDatabase } from '../../testing/testing.app';
import { readFile } from '../../storage/storage.gridfs';
import { slotsInUse } from '../../workers';
import { exportDocument, type ExportTimings } from '../rendering.service';
import { renderInWorker } from '../rendering.pool';
import { rasterizeDiagrams } from '../rendering.render';
import type { DiagramRasterizer } from '../rendering.types';

// The first job in a worker compiles the renderers (swc, under jest) on two shared cores.
jest.setTimeout(60_000);

useTestDatabase();

const filesOf = (generation: Types.ObjectId) =>
  mongoose.connection
    .db!.collection('files.files')
    .find({ 'metadata.generation': String(generation) })
    .toArray();

describe('exportDocument', () => {
  it('stores the student copy and the key as DOCX and PDF, and says where the time went', async () => {
    const id = new Types.ObjectId();
    const timings = { render: 0, files: 0 } as ExportTimings;
    const files = await exportDocument(undefined, 'owner-1', id, buildTest(12), timings);
    const stored = await filesOf(id);
    expect(stored.map((f) => f.metadata.role).sort()).toEqual(['docx', 'key-docx', 'key-pdf', 'pdf']);
    expect(stored.every((f) => f.metadata.owner === 'owner-1')).toBe(true);
    expect((await readFile(files.pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await readFile(files.keyDocx!)).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(Object.keys(timings.renderEach!).sort()).toEqual(['docx', 'keyDocx', 'keyPdf', 'pdf']);
    expect(Object.keys(timings.storeEach!).sort()).toEqual(['docx', 'keyDocx', 'keyPdf', 'pdf']);
    expect(timings.render).toBeGreaterThanOrEqual(timings.rasterize!);
    expect(slotsInUse()).toBe(0);
  });

  it('stores nothing when one file cannot be rendered, even the ones already stored', async () => {
    // A drawing that is not a PNG: the DOCX files embed it as given and are rendered (and stored), the
    // PDFs cannot decode it and fail.
    const doc = diagramDoc('flowchart');
    const broken: DiagramRasterizer = {
      available: true,
      render: async () => ({ png: Buffer.from('not a png'), width: 200, height: 100 }),
      close: async () => undefined,
    };
    const handed: string[] = [];
    await expect(
      renderInWorker(doc, await rasterizeDiagrams(doc, broken), { onFile: (file) => handed.push(file) }),
    ).rejects.toThrow(/^rendering failed: /);
    expect(handed.sort()).toEqual(['docx', 'keyDocx']);
    const id = new Types.ObjectId();
    await expect(exportDocument(broken, 'owner-2', id, doc)).rejects.toThrow(/^rendering failed: /);
    expect(await filesOf(id)).toEqual([]);
    const db = mongoose.connection.db!;
    expect(await db.collection('files.chunks').countDocuments()).toBe(
      await db.collection('files.files').countDocuments(),
    );
    expect(slotsInUse()).toBe(0);
  });
});
