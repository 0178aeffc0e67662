// True/false swaps that still make sense and stay false (language/swap-sense.ts), on the tuning corpus:
// each statement below was printed before the rule, and a teacher would strike it out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpload } from '../source';
import type { SourceReading } from '../source/source.types';
import { buildCandidates } from '../offline/question.forms';
import { soundSwap, swapFault, swapSiteOf } from '../language/swap-sense';

const dir = join(__dirname, '../__fixtures__/corpus');
const readings = new Map<string, SourceReading>();
const reading = (id: string) => {
  if (!readings.has(id)) readings.set(id, readUpload(readFileSync(join(dir, `${id}.txt`), 'utf8'), `${id}.txt`));
  return readings.get(id)!;
};
const falses = (id: string) =>
  buildCandidates(reading(id), 'swap-sense', 4, null, true).tf_false.map((x) =>
    x.q.prompt.replace(/^True or false: /, ''),
  );

describe('a swap that contradicts its own sentence is never made', () => {
  it('not where the new term repeats a word of the sentence (physics, types of waves)', () => {
    const made = falses('os-physics-types-of-waves');
    expect(made).not.toContain(
      'A wave is a longitudinal wave that travels or propagates from the place where it was created.',
    );
    for (const s of made) expect(s).not.toMatch(/before the longitudinal wave dies down/);
  });

  it('not where the sentence names the term twice and one is swapped (physics, scientific methods)', () => {
    for (const s of falses('os-physics-scientific-methods'))
      expect(s).not.toMatch(/^If the \w+ is supported, the scientist usually goes on to test another hypothesis/);
  });

  it('reads the faults of the patterns teachers found on unseen texts', () => {
    const fault = (sentence: string, statement: string) => {
      const site = swapSiteOf(sentence, statement)!;
      return swapFault(site, sentence.slice(site.at, site.at + site.length));
    };
    expect(
      fault(
        'Days are longer in the Northern Hemisphere and shorter in the Southern Hemisphere.',
        'Days are longer in the Northern Hemisphere and shorter in the Northern Hemisphere.',
      ),
    ).toMatch(/repeats “northern”/);
    expect(
      fault(
        'The Sons of Liberty protested the tax while the merchants signed agreements.',
        'The Sons of Liberty protested the tax while the Sons signed agreements.',
      ),
    ).toMatch(/repeats “son/);
    // The head noun lost: "… spread to peers across the British".
    expect(
      fault(
        'News of the act spread to colonists across the British Empire.',
        'News of the act spread to peers across the British.',
      ),
    ).toMatch(/names a people/);
    expect(
      fault('The merchants traded across the Dutch Republic.', 'The merchants traded across the British.'),
    ).toMatch(/names a people/);
    expect(
      fault(
        'News of the act spread to colonists across the empire.',
        'News of the act spread to colonists across the British.',
      ),
    ).toMatch(/not the same kind of name/);
    expect(
      fault(
        'The first printing press in the colonies was in New York.',
        'The first printing press in the colonies was in North America.',
      ),
    ).toMatch(/contain one another/);
    // A sound swap passes.
    expect(
      fault(
        'The atomic number, Z, represents the number of protons within a nucleus.',
        'The atomic number, Z, represents the number of neutrons within a nucleus.',
      ),
    ).toBeNull();
  });
});

describe('a swap that leaves the statement true is never made', () => {
  it('not for the text’s other name of the term ("pixels (picture elements)", CS Unplugged)', () => {
    for (const s of falses('cs-unplugged-colour-by-numbers')) expect(s).not.toMatch(/picture elements/);
  });

  it('not for the whole the term is part of ("protons and neutrons, or nucleons", physics, radioactivity)', () => {
    const a = reading('os-physics-radioactivity');
    expect(
      soundSwap(
        'The answer is that a previously unknown force holds the nucleus together and makes it into a tightly packed ball of nucleons.',
        'The answer is that a previously unknown force holds the nucleus together and makes it into a tightly packed ball of neutrons.',
        a,
      ),
    ).toBe(false);
    for (const s of falses('os-physics-radioactivity')) expect(s).not.toMatch(/ball of (?:neutrons|protons)/);
  });

  it('not for a kind of the term ("variable expenses" for "expenses", budgeting)', () => {
    for (const s of falses('os-college-success-budgeting'))
      expect(s).not.toMatch(/income, savings, and variable expenses/);
  });

  it('not for the class its definition names ("A wave is a disturbance that …", or a word that qualifies it: "surface")', () => {
    for (const s of falses('os-physics-types-of-waves'))
      expect(s).not.toMatch(/the speed of the (?:surface|disturbance)\b/);
  });

  // "After all, the nucleus is very small and its neutrons, being positive, …" was the sound swap here until its
  // sentence, an argument's step the text goes on to refute, was refused as leaning on the one before.
  it('still makes the sound ones ("the number of neutrons within a nucleus")', () => {
    expect(falses('os-physics-radioactivity')).toContain(
      'The atomic number, Z, represents the number of neutrons within a nucleus.',
    );
  });
});

describe('a false claim read against its passage (the model path)', () => {
  it('finds the swap in a statement cut for a grade, and judges it on what the statement prints', () => {
    const a = reading('muir-yosemite');
    const passage =
      'In less than an hour I reached the head of the Nevada Canyon at the Vernal Fall, and just outside of the spray discovered a distinguished-looking gentleman, who, like everybody else I have seen today, regarded me curiously as I approached.';
    const cut = 'In less than an hour I reached the head of the Nevada Canyon at the Hollow.';
    expect(swapSiteOf(passage, cut)).toMatchObject({
      replacement: 'Hollow',
      at: passage.indexOf('Vernal Fall'),
      length: 11,
    });
    expect(soundSwap(passage, cut, a)).toBe(true);
    const waves = reading('os-physics-types-of-waves');
    // The cut left out the sentence's second "waves": one name, swapped once.
    expect(
      soundSwap(
        'Waves transfer energy from one place to another, but they do not necessarily transfer any mass.',
        'Disturbances transfer energy from one place to another.',
        waves,
      ),
    ).toBe(true);
    expect(
      soundSwap(
        'A wave is a disturbance that travels or propagates from the place where it was created.',
        'A wave is a longitudinal wave that travels or propagates from the place where it was created.',
        waves,
      ),
    ).toBe(false);
  });
});
