// Shapes the lead found on development sections of a book the corpus has never held (session 15), each tested on
// sentences of the same shape written for the test; each case fails on the reader before its rule.
import { causeAndEffect } from '../../language/causes';
import { meanings, readNotes } from './notes-reading';

const termsOf = (...sentences: string[]) => readNotes(...sentences).terms.map((t) => t.term);

describe('what is no term or meaning', () => {
  test('an en dash inside a name joins it: "the Rowland–Keller chart, abbreviated R–K chart"', () => {
    const d = meanings(
      'Such a chart is often called the Rowland–Keller chart, abbreviated R–K chart.',
      'The Rowland–Keller chart sorts minerals by hardness and colour.',
    );
    expect(Object.keys(d).filter((t) => /^(?:rowland|r|keller chart)$/.test(t))).toEqual([]);
    expect(Object.values(d).filter((m) => /^keller chart/i.test(m))).toEqual([]);
  });

  test('an amount of a thing is no term: "many bits", "how much democracy"', () => {
    const terms = termsOf(
      'A long message needs many bits.',
      'Each chip stores many bits in a tiny space.',
      'The towns tested how much democracy the crown would allow, and much democracy alarmed the crown.',
    );
    expect(terms.filter((t) => /^(?:many|much)\b/i.test(t))).toEqual([]);
  });

  test('an appositive that gives the thing its name renames it: "reforms, a paper that came to be known as …"', () => {
    const d = meanings(
      'The abbot wrote a list of what he saw as needed guild reforms, a paper that came to be known as the Twelve Demands, and sent it to the bishop.',
      'The guild reforms angered the bishop.',
    );
    expect(d['guild reforms'] ?? '').toBe('');
  });

  test('a comma between the adjectives of one noun opens no appositive: "numerous tiny, faint moons that …"', () => {
    const terms = termsOf(
      'Careful searches have turned up numerous tiny, faint moons that are all but invisible in the deepest images.',
      'Faint moons circle the giant planets.',
    );
    expect(terms.filter((t) => /tiny$/i.test(t))).toEqual([]);
  });

  test('a meaning that compares with what came before: "much larger groups called herds"', () => {
    const d = meanings(
      'Most deer live in small family bands.',
      'However, there are much larger groups called herds that gather on the plains in winter.',
      'A herd moves together to find grass.',
    );
    expect(d.herds ?? d.herd ?? '').not.toMatch(/^(?:much )?larger/i);
  });

  test('what only ties a thing to another is no meaning: "a single-chamber assembly, a continuation of the old council"', () => {
    const d = meanings(
      'The charter set up a single-chamber assembly, a continuation of the old town council.',
      'The single-chamber assembly met each spring.',
    );
    expect(d['single-chamber assembly'] ?? '').toBe('');
  });
});

describe('what is no cause', () => {
  test('"Just as A, so too is B" compares; it gives no "why" question', () => {
    expect(
      causeAndEffect(
        'Just as the rise of the port is linked to the river trade, so too is the growth of the town connected to the spread of the mills.',
      ),
    ).toBeNull();
  });
});
