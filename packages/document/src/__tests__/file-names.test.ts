import { asciiFileName, contentDisposition, descriptiveFileName, FILE_NAME_MAX, safeFilePart } from '../file-names';

describe('files named for what they are', () => {
  it('title, kind, version, key and accommodation in one order', () => {
    expect(descriptiveFileName({ title: 'Photosynthesis', kind: 'quiz', ext: 'pdf' })).toBe(
      'Photosynthesis - Quiz.pdf',
    );
    expect(descriptiveFileName({ title: 'Waves', kind: 'test', ext: 'docx', version: 'B', answerKey: true })).toBe(
      'Waves - Test - Version B - Answer key.docx',
    );
    expect(descriptiveFileName({ title: 'Waves', kind: 'quiz', ext: 'pdf', accommodated: true })).toBe(
      'Waves - Quiz - Accommodated.pdf',
    );
    expect(descriptiveFileName({ title: 'Waves', kind: 'test', ext: 'pdf', part: 'Version map' })).toBe(
      'Waves - Test - Version map.pdf',
    );
  });

  it('a title that starts with its kind names it once; other colons read as a dash', () => {
    expect(descriptiveFileName({ title: 'Quiz: Sound waves', kind: 'quiz', ext: 'pdf' })).toBe(
      'Sound waves - Quiz.pdf',
    );
    expect(descriptiveFileName({ title: 'Family Guide: Sleep', kind: 'parent_handout', ext: 'pdf' })).toBe(
      'Family Guide - Sleep - Parent Handout.pdf',
    );
  });

  it('keeps letters of every script, drops separators and reserved characters', () => {
    expect(safeFilePart('a/b\\c<d>e"f|g?h*i')).toBe('a b c d e f g h i');
    expect(safeFilePart('..\\..\\etc/passwd')).toBe('etc passwd');
    expect(safeFilePart('Ünïcödé Ελληνικά 数学\u202e\u0007')).toBe('Ünïcödé Ελληνικά 数学');
    expect(descriptiveFileName({ title: '', kind: 'rubric', ext: 'docx' })).toBe('Rubric.docx');
  });

  it('is at most 80 characters, cut at a word, extension and suffix kept', () => {
    const long = 'The causes and consequences of the industrial revolution in nineteenth century Britain and beyond';
    const name = descriptiveFileName({ title: long, kind: 'test', ext: 'docx', version: 'C', answerKey: true });
    expect(name.length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(name).toMatch(/^The causes and consequences .* - Test - Version C - Answer key\.docx$/);
    expect(name).not.toMatch(/ - - /);
  });

  it('Content-Disposition carries an ASCII filename and the UTF-8 filename* (RFC 6266)', () => {
    expect(asciiFileName('Ünïcödé – Quiz.pdf')).toBe('Unicode - Quiz.pdf');
    expect(contentDisposition("Élan's (1) - Quiz.pdf")).toBe(
      `attachment; filename="Elan's (1) - Quiz.pdf"; filename*=UTF-8''%C3%89lan%27s%20%281%29%20-%20Quiz.pdf`,
    );
    expect(contentDisposition('数学 - Quiz.pdf')).toMatch(/^attachment; filename="Quiz.pdf"; filename\*=UTF-8''/);
  });
});
