// Counting words, someone's ranked thing and "the only one" read as terms and meanings: faults of the session-14
// blind teacher read (astronomy and history sections), in sentences written for the test in the same shape.
// Each fails on the reader before these rules; each keeps a true definition of the same build beside it.
import { meanings } from './notes-reading';

describe('no term from a counting word, someone’s ranked thing or the only one of its kind', () => {
  test('"First, there is a telescope, which …" gives no term "first"', () => {
    const d = meanings(
      'A weather station needs three parts.',
      'First, there is a rain gauge, which serves as a cup for collecting the rain that falls.',
      'Second, there is a vane attached to the mast that shows where the wind blows from.',
      'A barometer is an instrument that measures the pressure of the air.',
    );
    expect(d.first).toBeUndefined();
    expect(d.second).toBeUndefined();
    expect(d.barometer).toBe('An instrument that measures the pressure of the air');
  });

  test('"Polk’s biggest foreign policy problem was the border crisis, …" gives no term "Polk’s biggest foreign policy problem"', () => {
    const d = meanings(
      'Polk’s biggest foreign policy problem was the Mexican border crisis, whose roots lay in the 1830s.',
      'A siege is a military blockade of a city meant to force it to surrender.',
    );
    expect(Object.keys(d).filter((t) => /biggest/.test(t))).toEqual([]);
    expect(d.siege).toBe('A military blockade of a city meant to force it to surrender');
  });

  test('"the abacus was the only device available to …" is no meaning of "abacus"', () => {
    expect(
      meanings('For most of history, the abacus was the only device available to count large sums.').abacus ?? '',
    ).toBe('');
    expect(
      meanings(
        'For most of history, the quill was the only device available to record speech, and the only copy was a letter.',
        'A quill is a pen made from the flight feather of a large bird.',
      ).quill,
    ).toBe('A pen made from the flight feather of a large bird');
  });

  test('"…: the Moon is a bright source of light itself" is no meaning of "Moon"', () => {
    const d = meanings(
      'We run into a small problem when we try to photograph comets that pass very close to the Moon: the Moon is a bright source of light itself.',
      'A catalyst is a substance that speeds up a reaction without being used up itself.',
    );
    expect(d.Moon ?? d.moon ?? '').toBe('');
    expect(d.catalyst).toBe('A substance that speeds up a reaction without being used up itself');
  });
});
