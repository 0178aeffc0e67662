// Meanings read from books the reader had never seen: OpenStax Anatomy and Physiology 2e and Introduction
// to Political Science (CC BY 4.0), run as probes before they became tuning sections. Each fault is
// tested on a sentence of the same shape written for the test, so the rule is general, not the book's wording,
// and on the book's own file (now a tuning section).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '..';

/** term (lower case) -> definition ('' when the term has none). */
function meanings(text: string, name = 'notes.txt', emphasis?: string[]): Record<string, string> {
  const reading = readUpload(text, name, emphasis ? { headings: [], emphasis } : undefined);
  return Object.fromEntries(reading.terms.map((t) => [t.term.toLocaleLowerCase('en-US'), t.definition ?? '']));
}
const corpus = (file: string) => readFileSync(join(__dirname, '../../__fixtures__/corpus', file), 'utf8');
const notes = (...sentences: string[]) => `Notes\n\n${sentences.join(' ')}`;

describe('a meaning is read from a clause about the term, on books the reader had not seen', () => {
  test('the subject after an opening clause renames nothing: "Because every proton exerts an identical positive charge, a nucleus that …"', () => {
    const d = meanings(
      notes(
        'Because every coin carries an equal face value, a purse that holds ten coins carries a value ten times greater than a purse that holds one coin.',
      ),
    );
    expect(d['equal face value']).toBeFalsy();
    expect(meanings(corpus('os-anatomy-chemical-bonds.txt'), 'b.txt')['identical positive charge']).toBeFalsy();
  });

  test('"beyond its normal range (that is, beyond homeostasis)": a gloss opening with a preposition restates the phrase, not the noun', () => {
    const d = meanings(notes('A fever pushes body temperature beyond its usual level (that is, above the set point).'));
    expect(d['usual level']).toBeFalsy();
    expect(meanings(corpus('os-anatomy-homeostasis.txt'), 'h.txt')['normal range']).toBe(
      'The restricted set of values that is optimally healthful and stable',
    );
    // The term's own definition is read instead ("the restricted set/VERB of values": a noun).
    expect(
      meanings(notes('A safe zone is the restricted set of values that keeps a machine stable.'))['safe zone'],
    ).toBe('The restricted set of values that keeps a machine stable');
  });

  test('"Collective dilemmas of this sort are commonly called collective action problems": a phrase "of this sort" points back', () => {
    const d = meanings(notes('Disputes of this sort are often called turf wars.', 'Turf wars slow every project.'));
    expect(d['turf wars']).toBe('');
    expect(
      meanings(corpus('os-political-science-collective-dilemmas.txt'), 'c.txt')['collective action problems'],
    ).toBe('');
  });

  test('"covered with a fibrous membrane called the periosteum": the phrase before a bare "called" is the meaning', () => {
    expect(meanings(notes('The stem is covered with a waxy layer called the cuticle (cuti- = “skin”).')).cuticle).toBe(
      'A waxy layer',
    );
    expect(meanings(corpus('os-anatomy-bone-structure.txt'), 'b.txt').periosteum).toBe('A fibrous membrane');
    // A name for one person or thing ("a dog called Rover") and a bare kind ("a process called encoding") are no meaning.
    expect(meanings(notes('The family kept a dog called Rover in the yard.')).rover).toBeFalsy();
    expect(meanings(notes('Memory begins with a process called encoding.')).encoding).toBeFalsy();
  });

  test('what a bold term does keeps its whole list: "contains blood vessels, nerves, and lymphatic vessels that …"', () => {
    const d = meanings(notes('The cuticle contains pores, fibres, and tiny channels that carry water.'), 'n.txt', [
      'cuticle',
    ]);
    expect(d.cuticle).toBe('Contains pores, fibres, and tiny channels that carry water');
  });

  test('"A sensor, also referred to a receptor, is a component …": the aside is no part of the subject or the meaning', () => {
    const d = meanings(
      notes(
        'A thermostat, also referred to as a regulator, is a device in a heating system that keeps a room at a set temperature.',
      ),
    );
    expect(d.thermostat).toBe('A device in a heating system that keeps a room at a set temperature');
    expect(meanings(corpus('os-anatomy-homeostasis.txt'), 'h.txt').sensor).toBe(
      'A component of a feedback system that monitors a physiological value',
    );
  });

  test('"the bone cell responsible for forming new bone and is found in …": a second predicate is no part of the meaning', () => {
    const d = meanings(
      notes(
        'The chondrocyte is the cartilage cell responsible for making new matrix and is found in small spaces within the cartilage.',
      ),
    );
    expect(d.chondrocyte).toBe('The cartilage cell responsible for making new matrix');
    expect(meanings(corpus('os-anatomy-bone-structure.txt'), 'b.txt').osteoblast).toBe(
      'The bone cell responsible for forming new bone',
    );
    // A relative clause keeps its own second verb.
    expect(meanings(notes('Runoff is water that flows over the ground and is collected in streams.')).runoff).toBe(
      'Water that flows over the ground and is collected in streams',
    );
  });

  test('"The second cause is when participants …": an item the text counts off is no term', () => {
    const d = meanings(notes('The second cause is when members agree on the goal but disagree over the means.'));
    expect(d['second cause']).toBeUndefined();
    expect(meanings(corpus('os-political-science-collective-dilemmas.txt'), 'c.txt')['second cause']).toBeUndefined();
  });

  test('"Colonists who opposed the tax formed secret groups known as …": a past-tense verb after a noun is no modifier', () => {
    const d = meanings(notes('Farmers who resisted the levy formed armed bands known as the Regulators.'));
    expect(d.regulators).toBe('Armed bands');
  });

  test('"The cell responsible for bone resorption, or breakdown, is the osteoclast": one word is a synonym, not a meaning', () => {
    const d = meanings(notes('The cell responsible for seed dispersal, or spreading, is the fruit.'));
    expect(d['seed dispersal'] ?? '').toBe('');
    expect(meanings(corpus('os-anatomy-bone-structure.txt'), 'b.txt')['bone resorption'] ?? '').toBe('');
  });
});
