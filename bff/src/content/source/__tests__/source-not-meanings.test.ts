// Characterisations, instances, titles and people read as meanings: faults of a blind teacher read of
// vocabulary entries on history and astronomy text (session 12), rebuilt on current main. Every sentence here
// is written for the test in the shape of the fault (never the book's text); each test fails on the reader
// before these rules, and each keeps a true definition of the same build beside it.
import { meanings, readNotes } from './notes-reading';

const sentencesOf = (...sentences: string[]) => readNotes(...sentences).sentences.map((s) => s.text);

describe('what is no meaning: a title, a person, a neighbour, a word as someone took it', () => {
  test('an appositive after a noun and its prepositional phrase renames the whole phrase: "the tallest tower in the kingdom, a monument to …"', () => {
    const d = meanings(
      'Pilgrims travelled for weeks to see the tallest tower in the kingdom, a monument to the wealth of its merchants.',
    );
    expect(d.kingdom).toBeFalsy();
    // A phrase renamed where it stands alone still is ("… to summon a honeyguide, a gray-brown bird that eats beeswax").
    expect(
      meanings('The hunters whistled to summon a honeyguide, a gray-brown bird that eats beeswax.').honeyguide,
    ).toBe('A gray-brown bird that eats beeswax');
  });

  test('", or" then a title\'s second part is a subtitle, not a gloss: "Letters from the North, or the Ruin of the Cotton Trade"', () => {
    const d = meanings(
      'He wrote a pamphlet called Letters from the North, or the Ruin of the Cotton Trade, which sold widely.',
      'Fitzroy published Farming for the Poor, or the Failure of Open Fields in 1850.',
    );
    expect(d.north).toBeFalsy();
    expect(d.poor).toBeFalsy();
    expect(
      meanings('Plants lose water by transpiration, or the loss of water vapour through leaves.').transpiration,
    ).toBe('The loss of water vapour through leaves');
  });

  test('an ", or" gloss ends at its comma: what follows is the sentence\'s own predicate', () => {
    const d = meanings('Transpiration, or the loss of water through leaves, is how plants cool and move water upward.');
    expect(d.transpiration).toBe('The loss of water through leaves');
    // A gloss that is itself a list still runs on ("the encoding of details like time, space, and …").
    expect(
      meanings(
        'The clerk kept the tally, or the count of goods like grain, wool, cloth, and salt that passed the gate.',
      ).tally,
    ).toBe('The count of goods like grain, wool, cloth, and salt that passed the gate');
  });

  test('a past "meant / represented / stood for" tells what a word meant to someone then, not what it means', () => {
    const d = meanings(
      'For the farmer, liberty meant a field of his own.',
      'To the sailors, the anchor stood for a promise of safe return home.',
    );
    expect(d.liberty).toBeFalsy();
    expect(d.anchor).toBeFalsy();
    expect(meanings('Density means the mass of a substance per unit of volume.').density).toBe(
      'The mass of a substance per unit of volume',
    );
  });

  test('a named person with an aside is a person, never defined: "Lucy Larcom, a mill girl who later became a poet, …"', () => {
    const d = meanings(
      'Lucy Larcom, a mill girl who later became a poet, described the long hours of work.',
      'Owen, a reformer who built model villages, believed that surroundings shaped character.',
    );
    expect(d['lucy larcom']).toBeFalsy();
    expect(d.owen).toBeFalsy();
    // A named thing with the same aside is defined ("the Navigation Acts, laws that limited colonial trade").
    expect(meanings('Parliament passed the Wool Acts, laws that limited colonial trade in cloth.')['wool acts']).toBe(
      'Laws that limited colonial trade in cloth',
    );
  });

  test('an opening infinitive makes no appositive: "To win the war, a king who …"', () => {
    const d = meanings(
      'To win the war, a king who trusted no one raised taxes.',
      'To reach the market, a farmer who lived far away rose before dawn.',
    );
    expect(d.war).toBeFalsy();
    expect(d.market).toBeFalsy();
    expect(
      meanings('To pay for the war, Parliament passed the Sugar Law, a law that taxed molasses.')['sugar law'],
    ).toBe('A law that taxed molasses');
  });

  test('"…, called tenants, …" after an appositive takes no neighbour\'s meaning', () => {
    const d = meanings(
      'The rulers collected the kharaj, a land tax paid by farmers, called tenants, who worked the fields.',
    );
    expect(d.tenants).toBeFalsy();
    // A naming phrase that is the sentence's own still names: "A visual representation of …, called a magnetogram, …".
    expect(
      meanings('A drawing of the layers of rock at one place, called a rock column, shows their order.')['rock column'],
    ).toBe('A drawing of the layers of rock at one place');
  });

  test('"is defined loosely as" and "is defined (loosely) as" define', () => {
    for (const s of [
      'Culture is defined loosely as the shared ways of life of a group of people.',
      'Culture is defined (loosely) as the shared ways of life of a group of people.',
      'Culture is loosely defined as the shared ways of life of a group of people.',
    ])
      expect(meanings(s).culture).toBe('The shared ways of life of a group of people');
  });
});

describe('sentences end where a short form ends them', () => {
  test('"Sun.", "Mon.", "Mar." before a capitalised word end a sentence', () => {
    expect(sentencesOf('The planets move around the Sun. Mars is the fourth planet from the Sun.')).toEqual([
      'The planets move around the Sun.',
      'Mars is the fourth planet from the Sun.',
    ]);
    expect(sentencesOf('The market opens on Mon. Traders arrive before dawn.')).toEqual([
      'The market opens on Mon.',
      'Traders arrive before dawn.',
    ]);
    expect(sentencesOf('The fair ended in Mar. Farmers then planted their fields.')).toHaveLength(2);
    // Before a number it is a date, and the sentence goes on.
    expect(sentencesOf('The fair ended on Mar. 15 with a parade through the town.')).toHaveLength(1);
  });
});
