// The reading corpus keeps its promises: enough sections, books, subjects and grades, every file
// present, only licences we may sell with, and a held-out third of the books, split by whole book.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../../__fixtures__/corpus');
const { books, texts } = JSON.parse(readFileSync(join(dir, 'sections.json'), 'utf8')) as {
  books: Array<{ id: string; set: string; subject: string; licence: string; sections: string[] }>;
  texts: Array<{
    id: string;
    book: string;
    set: string;
    subject: string;
    grade_band: string;
    genre: string;
    source: { repo: string; commit: string; path: string; licence: string; attribution: string };
    key_terms: string[];
    glossary: Array<{ term: string; definition: string }>;
    key_vocabulary_slide: boolean;
  }>;
};
const FORMATS = ['txt', 'docx', 'pdf', 'pptx'];

describe('reading corpus', () => {
  it('has at least 40 sections from at least 12 books, 7 subjects and grades 3 to 12', () => {
    expect(texts.length).toBeGreaterThanOrEqual(40);
    expect(new Set(texts.map((t) => t.book)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(texts.map((t) => t.subject)).size).toBeGreaterThanOrEqual(7);
    const bands = texts.map((t) => t.grade_band);
    expect(bands.some((b) => b.startsWith('3'))).toBe(true);
    expect(bands.some((b) => b.endsWith('12'))).toBe(true);
    expect(texts.filter((t) => /lesson plan|teacher notes/.test(t.genre)).length).toBeGreaterThanOrEqual(5);
  });

  it('records the source of every section, and only licences a paid product may use', () => {
    const allowed = /^(CC BY(-SA)? [34]\.0|Open Government Licence v3\.0|Public domain.*)$/;
    for (const t of texts) {
      expect(t.source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(t.source.repo && t.source.path && t.source.attribution).toBeTruthy();
      expect(t.source.licence).toMatch(allowed);
      expect(t.source.licence).not.toMatch(/\b(NC|ND)\b|NonCommercial|NoDeriv/);
    }
  });

  it('has every file of every section, plain text without markup, and a key-vocabulary slide where the source lists terms', () => {
    let bytes = 0;
    for (const t of texts)
      for (const f of FORMATS) {
        const file = join(dir, `${t.id}.${f}`);
        expect(existsSync(file)).toBe(true);
        bytes += statSync(file).size;
      }
    // The repository is cloned by CI: the new corpus stays a few MB (6.5 MB with the three session-11 probe books,
    // nine sections of about 90 KB in four formats each).
    expect(bytes).toBeLessThan(7_000_000);
    for (const t of texts) {
      expect(readFileSync(join(dir, `${t.id}.txt`), 'utf8')).not.toMatch(/\*\*|<b>|\{panel|:::/);
      expect(t.key_vocabulary_slide).toBe(t.glossary.length > 0 || t.key_terms.length > 0);
    }
  });

  it('holds out about a third of the books, whole books only, spread over subjects', () => {
    const held = books.filter((b) => b.set === 'heldout');
    expect(held.length / books.length).toBeGreaterThanOrEqual(0.25);
    expect(held.length / books.length).toBeLessThanOrEqual(0.4);
    expect(new Set(held.map((b) => b.subject)).size).toBeGreaterThanOrEqual(3);
    for (const t of texts) expect(t.set).toBe(books.find((b) => b.id === t.book)?.set);
  });
});
