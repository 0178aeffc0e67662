// The ways a textbook describes a term in passing (source.glosses.ts), read by the real reader on
// sentences from the corpus texts, and the look-alikes that are not descriptions.
import { readUpload } from '..';

const defined = (text: string) =>
  Object.fromEntries(
    readUpload(text, 'notes.txt')
      .terms.filter((t) => t.definition)
      .map((t) => [t.term, t.definition]),
  );

describe('descriptions a text gives in passing', () => {
  test('a relative clause that says what the term is, not one that says something about it', () => {
    const d = defined(
      'The first evidence that the Sun changes came from studies of sunspots, which are large, dark features seen on the surface of the Sun. Oscillations can generate waves, which are of fundamental importance in physics.',
    );
    expect(d.sunspots).toBe('Large, dark features seen on the surface of the Sun');
    expect(d.waves).toBeUndefined();
  });

  test('the noun phrase a term is called by; not the predicate of another subject', () => {
    const d = defined(
      'A visual representation of the magnetic fields, called a magnetogram, can be used to see sunspots. The ' +
        'field is measured using a property of atoms called the Zeeman effect. Matter waves are a central part ' +
        'of the branch of physics known as quantum mechanics.',
    );
    expect(d.magnetogram).toBe('A visual representation of the magnetic fields');
    expect(d['Zeeman effect']).toBe('A property of atoms');
    expect(d['quantum mechanics']).toBeUndefined();
  });

  test('a name that repeats the inner noun names the inner phrase: "a ring of islands within a deep lake called Lake Varo"', () => {
    const d = defined(
      'The herders settled on a ring of small islands within a deep but narrow mountain lake called Lake Varo, one of four lakes in the valley. ' +
        'Each year the river carries a load of fine silt from a high plateau called the Kessel Highlands. ' +
        'Nerves reach a thin band of tissue around a small round gland called the pineal gland.',
    );
    expect(d['pineal gland']).toBe('A small round gland');
    expect(d['Lake Varo']).toBe('A deep but narrow mountain lake');
    expect(d['Kessel Highlands'] ?? '').not.toMatch(/^A load/);
  });

  test('paired appositives and an "i.e." gloss', () => {
    const d = defined(
      'A spot usually consists of two parts: an inner darker core, the umbra, and a surrounding less dark region, the penumbra. A dynamo is a machine that converts kinetic energy (i.e., the energy of motion) into electricity.',
    );
    expect(d.umbra).toBe('An inner darker core');
    expect(d.penumbra).toBe('A surrounding less dark region');
    expect(d['kinetic energy']).toBe('The energy of motion');
  });

  test('"In a transverse wave, … the disturbance is …" describes it, in the text\'s words', () => {
    const d = defined(
      'In a transverse wave, the wave may propagate in any direction, but the disturbance of the medium is perpendicular ' +
        'to the direction of propagation. In contrast, in a longitudinal wave or compressional wave, the disturbance ' +
        'is parallel to the direction of propagation.',
    );
    expect(d['transverse wave']).toBe('The disturbance of the medium is perpendicular to the direction of propagation');
    expect(d['longitudinal wave']).toBe('The disturbance is parallel to the direction of propagation');
  });

  test('"X is called the Y" defines Y; a lead-in or quotes do not hide a definition; a conclusion is not one', () => {
    const d = defined(
      'The affected variable is called the dependent variable or response variable. So an “arguer” is a person ' +
        'who offers reasons for a specific conclusion. As explained earlier, an argument in philosophy is simply ' +
        'a set of reasons offered in support of some conclusion. Therefore, Paris is the capital of France. The ' +
        'result is a sharp, narrow spectral line.',
    );
    expect(d['dependent variable']).toBe('The affected variable');
    expect(d['affected variable']).toBeUndefined();
    expect(d.arguer).toBe('A person who offers reasons for a specific conclusion');
    expect(d.argument).toBe('A set of reasons offered in support of some conclusion');
    expect(d.Paris).toBeUndefined();
    expect(d.result).toBeUndefined();
  });
});

describe('how a term is printed', () => {
  test('a capital that only starts a sentence goes when the text writes the word in lower case elsewhere', () => {
    const terms = readUpload(
      'Implicit emotional conditioning is the type of memory involved in conditioned emotion responses. Some memories are implicit. French habitants, or farmer-settlers, lived along the river. The French habitants grew wheat.',
      'notes.txt',
    ).terms.map((t) => t.term);
    expect(terms).toContain('implicit emotional conditioning');
    expect(terms).toContain('French habitants');
  });
});
