import { computeStats } from '../stats';
import { record } from '../../testing/fixtures';

describe('dashboard statistics (spec §7)', () => {
  it('counts uploaded files only: a typed topic is not a file', () => {
    const records = [
      record(1),
      { ...record(2, { source_filename: 'Fractions' }), source_type: 'topic' as const },
      record(3, { source_filename: 'notes-1.pdf' }),
    ];
    expect(computeStats(records).filesUploaded).toBe(1);
  });

  it('counts records, distinct source files and floor(count × 0.75) hours', () => {
    const records = [record(1), record(2, { source_filename: 'notes-1.pdf' }), record(3), record(4), record(5)];
    expect(computeStats(records)).toEqual({ generatedCount: 5, filesUploaded: 4, timeSavedHours: 3 });
  });

  it('is all zeros with no records', () => {
    expect(computeStats([])).toEqual({ generatedCount: 0, filesUploaded: 0, timeSavedHours: 0 });
  });

  it('rounds time saved down', () => {
    expect(computeStats([record(1)]).timeSavedHours).toBe(0);
    expect(computeStats([record(1), record(2)]).timeSavedHours).toBe(1);
    expect(computeStats(Array.from({ length: 7 }, (_, i) => record(i + 1))).timeSavedHours).toBe(5);
  });
});
