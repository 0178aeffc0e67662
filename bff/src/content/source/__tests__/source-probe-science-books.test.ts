// Meanings read from three more books the reader had never seen: OpenStax Chemistry 2e, Introduction to
// Sociology 3e and Microbiology (CC BY 4.0), run as probes before they became tuning sections. Each fault is
// tested on sentences of the same shape written for the test, so the rule is general, not the book's wording,
// and on the book's own file (now a tuning section).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '..';

/** term (lower case) -> definition ('' when the term has none). */
function meanings(text: string, name = 'notes.txt'): Record<string, string> {
  const reading = readUpload(text, name);
  return Object.fromEntries(reading.terms.map((t) => [t.term.toLocaleLowerCase('en-US'), t.definition ?? '']));
}
const corpus = (file: string) => readFileSync(join(__dirname, '../../__fixtures__/corpus', file), 'utf8');
const notes = (...sentences: string[]) => `Notes\n\n${sentences.join(' ')}`;

describe('a meaning is read from a clause about the term alone, on three more books', () => {
  test('"Solids, liquids, and gases are the three states of matter …": a list of subjects defines none of them', () => {
    const d = meanings(notes('Rain, snow, and hail are the three common forms of precipitation.', 'Rain falls often.'));
    expect(d.rain ?? '').toBe('');
    expect(meanings(corpus('os-chemistry-phases-of-matter.txt')).solids ?? '').toBe('');
    // One subject with an aside still defines.
    expect(meanings(notes('Mass, or weight, is the amount of matter in an object.')).mass).toBe(
      'The amount of matter in an object',
    );
  });

  test('"The lines represent bonds …": "the" and one everyday noun point at a figure', () => {
    expect(meanings(notes('The boxes represent cells that divide every day.')).boxes ?? '').toBe('');
    expect(meanings(corpus('os-chemistry-chemical-formulas.txt')).lines ?? '').toBe('');
    // A subject with a word of its own still defines: "The atomic number, Z, represents …" (a symbol is no name).
    expect(meanings(corpus('os-physics-radioactivity.txt'))['atomic number']).toBe(
      'The number of protons within a nucleus',
    );
  });

  test('"In short, the term refers to …": the word "term" alone points back at the term named before', () => {
    const d = meanings(
      notes('The word tribe is broad.', 'In short, the term refers to any people who share a common ancestor.'),
    );
    expect(d.term).toBeUndefined();
    expect(meanings(corpus('os-sociology-types-of-groups.txt')).term).toBeUndefined();
  });

  test('"electrostatic forces of attraction, that is, the attractive forces …": the meaning ends before "that is"', () => {
    expect(
      meanings(
        notes('Magnetic poles are regions of attraction, that is, the places where the pull of a magnet is strongest.'),
      )['magnetic poles'],
    ).toBe('Regions of attraction');
    expect(meanings(corpus('os-chemistry-ionic-molecular-compounds.txt'))['ionic bonds']).toBe(
      'Electrostatic forces of attraction',
    );
  });

  test('"an element that is a soft, shiny, metallic solid": a comma between adjectives does not cut the meaning', () => {
    expect(meanings(notes('Rust, a compound that is a red, powdery solid, forms on wet iron.')).rust).toBe(
      'A compound that is a red, powdery solid',
    );
    expect(meanings(corpus('os-chemistry-phases-of-matter.txt'))['sodium chloride']).toBe(
      'A compound that is a white, crystalline solid',
    );
  });

  test('"A rally is usually a one-time event, for instance, …": an example offered for a point is no definition', () => {
    const d = meanings(
      notes('A parade is usually a public event, for instance, and joining a club does not mean you meet others.'),
    );
    expect(d.parade ?? '').toBe('');
    expect(meanings(corpus('os-sociology-types-of-groups.txt')).rally ?? '').toBe('');
  });

  test('"The genus, Haloquadratum, describes …": a subject renamed by a name is that one genus', () => {
    const d = meanings(
      notes('The genus, Bacillus, describes the rod shape of its cells and their habit of forming spores.'),
    );
    expect(d.genus ?? '').toBe('');
    expect(meanings(corpus('os-microbiology-systematic-approach.txt')).genus ?? '').toBe('');
  });

  test('"a similar substance called pseudopeptidoglycan": "similar" points at what came before', () => {
    const d = meanings(notes('Plant cell walls are made of a similar material called lignocellulose.'));
    expect(d.lignocellulose ?? '').toBe('');
    expect(meanings(corpus('os-microbiology-types-of-microorganisms.txt')).pseudopeptidoglycan ?? '').toBe('');
  });

  test('"the guinea worm, or Dracunculus medinensis,": a Latin name is another name, not a meaning', () => {
    const d = meanings(
      notes('One common fern is the bracken, or Pteridium aquilinum, which spreads across hillsides.'),
    );
    expect(d.bracken ?? '').toBe('');
    expect(meanings(corpus('os-microbiology-types-of-microorganisms.txt'))['guinea worm'] ?? '').toBe('');
  });
});
