import { listItem } from '../../testing/fixtures';
import { EMPTY_FILTER, historyEntries, historyPage, localDay } from '../history-entries';

describe('history entries', () => {
  it('lists every generation newest first, versions and accommodated copies under their original', () => {
    const records = [
      listItem(1, { kind: 'test' }),
      listItem(5, { id: 'v2', kind: 'test', settings: { version_of: 'g1', version: 'B' } }),
      listItem(4, { id: 'v1', kind: 'test', settings: { version_of: 'g1', version: 'A' } }),
      listItem(3, { id: 'a1', settings: { accommodation_of: 'g1' } }),
      listItem(2),
      listItem(6, { id: 'orphan', settings: { version_of: 'gone', version: 'C' } }),
    ];
    const entries = historyEntries(records);
    expect(entries.map((e) => e.record.id)).toEqual(['orphan', 'g2', 'g1']);
    expect(entries[2].versions.map((v) => v.settings.version)).toEqual(['A', 'B']);
    expect(entries[2].accommodated.map((a) => a.id)).toEqual(['a1']);
  });

  it('searches title and source (any case, accents ignored, every word), filters by kind and day', () => {
    const entries = historyEntries([
      listItem(1, { title: 'Résumé writing', source_filename: 'careers.docx' }),
      listItem(2, { title: 'Waves quiz', source_filename: 'waves.docx', kind: 'quiz' }),
      listItem(3, { title: 'Sound', source_filename: 'waves.docx', kind: 'test' }),
      listItem(20, { title: 'Light', source_filename: 'optics.pdf', kind: 'test' }),
    ]);
    const titles = (f: Partial<typeof EMPTY_FILTER>) =>
      historyPage(entries, { ...EMPTY_FILTER, ...f }, 1).entries.map((e) => e.record.title);
    expect(titles({ search: 'RESUME' })).toEqual(['Résumé writing']);
    expect(titles({ search: 'waves.docx' })).toEqual(['Sound', 'Waves quiz']);
    expect(titles({ search: 'waves sound' })).toEqual(['Sound']);
    expect(titles({ kind: 'test' })).toEqual(['Light', 'Sound']);
    const day = (i: number) => localDay(listItem(i).created_at);
    expect(titles({ from: day(2), to: day(3) })).toEqual(['Sound', 'Waves quiz']);
    expect(titles({ from: day(4) })).toEqual(['Light']);
  });

  it('pages 20 at a time and clamps a page out of range', () => {
    const entries = historyEntries(Array.from({ length: 45 }, (_, i) => listItem(i + 1)));
    const p2 = historyPage(entries, EMPTY_FILTER, 2);
    expect(p2).toMatchObject({ page: 2, pages: 3, total: 45, first: 21, last: 40 });
    expect(historyPage(entries, EMPTY_FILTER, 9)).toMatchObject({ page: 3, first: 41, last: 45 });
    expect(historyPage(entries, { ...EMPTY_FILTER, search: 'nothing' }, 1)).toMatchObject({
      total: 0,
      pages: 1,
      first: 0,
    });
  });
});
