// "X was a Y" characterises more often than it defines in history and astronomy text: a blind teacher read of
// vocabulary entries (session 12) found a society, a building, one impact and a people of a region given as
// meanings. Each sentence is written for the test in the fault's shape (never the book's text); each test fails
// on the reader before source.verdicts.ts, and keeps a true definition of the same build beside it.
import { meanings } from './notes-reading';

describe('a characterisation is no definition', () => {
  test('a grade, a judging noun or a rank: "an especially warlike society", "a masterpiece of …", "the richest port …"', () => {
    const d = meanings(
      'Sparta was an especially warlike society that trained boys as soldiers.',
      'The cathedral was a masterpiece of stone and glass that took a century to build.',
      'Venice was the richest port on the sea that traded with the east.',
    );
    expect(d.sparta).toBeFalsy();
    expect(d.cathedral).toBeFalsy();
    expect(d.venice).toBeFalsy();
    // Where a scale ends is a definition ("the smallest unit of …"); so is what a thing is made of, a grade beside it or not.
    expect(meanings('An atom is the smallest unit of matter that keeps the properties of an element.').atom).toBe(
      'The smallest unit of matter that keeps the properties of an element',
    );
    expect(meanings('The liver is a remarkably large organ made of lobes of tissue.').liver).toBe(
      'A remarkably large organ made of lobes of tissue',
    );
  });

  test('a people of a place or time described: "Northern farmers were masters and judges of their own land"', () => {
    const d = meanings(
      'Northern farmers were masters and judges of their own land.',
      'Colonial women were keepers of the household and its accounts.',
    );
    expect(d['northern farmers']).toBeFalsy();
    expect(d['colonial women']).toBeFalsy();
    expect(meanings('Nomads are people who move from place to place with their herds.').nomads).toBe(
      'People who move from place to place with their herds',
    );
  });

  test('one object\'s measure after a past "was": "The meteorite was a rocky body about 30 meters in diameter"', () => {
    expect(meanings('The meteorite was a rocky body about 30 meters in diameter.').meteorite).toBeFalsy();
    expect(meanings('A meteorite is a rocky body from space that reaches the ground.').meteorite).toBe(
      'A rocky body from space that reaches the ground',
    );
  });

  test('what a thing was like in its time: "a household role, a role that was largely quiet and obedient"', () => {
    const d = meanings(
      'Each woman had a household role, a role that was largely quiet and obedient.',
      'The guild gave each boy a trade role, a role that was mostly hard and unpaid.',
    );
    expect(d['household role']).toBeFalsy();
    expect(d['trade role']).toBeFalsy();
    expect(
      meanings('Each village had a reeve, an officer who was elected to oversee the work of the fields.').reeve,
    ).toBe('An officer who was elected to oversee the work of the fields');
  });

  test('a happening summed up after a comma or a dash: "…, an event that left many families without bread"', () => {
    const d = meanings(
      'The village lost its mill to a flood, an event that left many families without bread.',
      'The settlers faced repeated droughts—an event that could ruin a whole year of work.',
    );
    expect(d.flood).toBeFalsy();
    expect(d.droughts).toBeFalsy();
    expect(meanings('An eclipse is an event in which one body passes into the shadow of another.').eclipse).toBe(
      'An event in which one body passes into the shadow of another',
    );
  });

  test('bare names after "are" list which ones: "The corresponding terms are perihelion and aphelion"', () => {
    const d = meanings(
      'The nearest and farthest points of an orbit have names.',
      'The corresponding terms are perihelion and aphelion.',
    );
    expect(d['corresponding terms']).toBeFalsy();
    expect(meanings('Producers are organisms that make their own food from sunlight.').producers).toBe(
      'Organisms that make their own food from sunlight',
    );
  });

  test('"which are" after "different/various N" lists them: "Roses come in different colors, which are red, pink …"', () => {
    expect(
      meanings('Roses come in different colors, which are red, pink, white and yellow.')['different colors'],
    ).toBeFalsy();
    expect(meanings('Farmers worry about droughts, which are long periods with little or no rain.').droughts).toBe(
      'Long periods with little or no rain',
    );
  });
});
