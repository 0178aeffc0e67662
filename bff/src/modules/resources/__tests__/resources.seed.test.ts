import { startTestApp, type TestApp } from '../../../testing/testing.app';
import { storedFiles } from '../../generations/__tests__/helpers';
import { CATALOG } from '../resources.catalog';
import { ResourceModel } from '../resources.model';
import { seedResources } from '../resources.seed';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await ResourceModel.deleteMany({});
});

const resourceFiles = () => storedFiles({ 'metadata.role': 'resource' });

describe('seedResources', () => {
  it('inserts every catalogue entry once; a second run changes nothing', async () => {
    expect(await seedResources()).toEqual(CATALOG.map((e) => e.slug));
    const before = await ResourceModel.find().sort({ order: 1 }).lean();
    const filesBefore = (await resourceFiles()).length;

    expect(await seedResources()).toEqual([]);
    const after = await ResourceModel.find().sort({ order: 1 }).lean();
    expect(after.map((r) => [r.slug, String(r.fileId), r.sizeBytes])).toEqual(
      before.map((r) => [r.slug, String(r.fileId), r.sizeBytes]),
    );
    expect(await resourceFiles()).toHaveLength(filesBefore);
  });

  it('adds only the missing slugs', async () => {
    await seedResources(CATALOG.slice(0, 2));
    expect(await seedResources()).toEqual(CATALOG.slice(2).map((e) => e.slug));
    expect(await ResourceModel.countDocuments()).toBe(CATALOG.length);
  });

  it('concurrent seeding (several BFF instances) leaves one row per slug and no orphaned files', async () => {
    const filesBefore = new Set((await resourceFiles()).map((f) => String(f._id)));
    const runs = await Promise.all([seedResources(), seedResources(), seedResources()]);
    expect(runs.flat().sort()).toEqual(CATALOG.map((e) => e.slug).sort());
    const rows = await ResourceModel.find().lean();
    expect(rows).toHaveLength(CATALOG.length);
    const newFiles = (await resourceFiles()).filter((f) => !filesBefore.has(String(f._id)));
    expect(newFiles.map((f) => String(f._id)).sort()).toEqual(rows.map((r) => String(r.fileId)).sort());
  });
});
