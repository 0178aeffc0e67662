// Shapes found on sections no engineer has read (the lead's teacher read): each is tested on sentences of the
// same shape written for the test, never the unseen text itself.
import { readUpload } from '..';
import { meanings, readNotes } from './notes-reading';

const termsOf = (...sentences: string[]) => readNotes(...sentences).terms.map((t) => t.term);

describe('an appositive headed by "one" tells of this very thing, not what the term is', () => {
  test('"a granary, one that held grain for three winters" gives "granary" no meaning', () => {
    const d = meanings(
      'The town built a granary, one that held grain for three winters.',
      'Farmers filled the granary.',
    );
    expect(d.granary ?? '').toBe('');
  });

  test('"the Salt Tax, a measure, one that took the savings of the poor": the second appositive is no part of a meaning', () => {
    const d = meanings(
      'Parliament passed the Salt Tax, a measure, one that took the savings of the poor.',
      'Critics called the ruling an unlawful act, one that denied the accused a fair trial.',
      'The Salt Tax angered the towns, and the unlawful act angered the courts.',
    );
    expect(Object.values(d).filter((m) => /\bone that\b/i.test(m))).toEqual([]);
    expect(d['unlawful act'] ?? '').toBe('');
  });

  test('"someone who" still heads a definition: "a global citizen, someone who sees the world as home"', () => {
    expect(
      meanings('Every pupil can become a global citizen, someone who sees the world as home.')['global citizen'],
    ).toBe('Someone who sees the world as home');
  });
});

describe('a term met only at the start of a sentence is written in its own case', () => {
  test('"Tides are …" names the term "tides"', () => {
    const terms = termsOf('Tides are the regular rise and fall of the sea.', 'Tides follow the pull of the Moon.');
    expect(terms).toContain('tides');
    expect(terms).not.toContain('Tides');
  });

  test('a name keeps its capital: "Darwin was a naturalist …"', () => {
    expect(termsOf('Darwin was a naturalist who sailed around the world on a survey ship.')).toContain('Darwin');
  });
});

describe('what one named thing does is no meaning, even when the author marked it', () => {
  // A marked term's general statement ("A transverse wave propagates so that …") describes it; a statement
  // about one body written with its capital mid-sentence ("the Moon goes through …") was printed on a review
  // sheet as "moon: Goes through the same phases again in reverse order (points F, G, and H in ), …".
  const marked = (emphasis: string[], ...sentences: string[]) =>
    Object.fromEntries(
      readUpload(`Notes\n\n${sentences.join(' ')}`, 'notes.docx', { headings: ['Notes'], emphasis }).terms.map((t) => [
        t.term.toLocaleLowerCase('en-US'),
        t.definition ?? '',
      ]),
    );

  test('"the Moon goes through …" gives the Moon no meaning; "A transverse wave propagates …" keeps its own', () => {
    const d = marked(
      ['Moon', 'transverse wave'],
      'The Moon circles Earth once a month.',
      'During the two weeks after the full moon, the Moon goes through the same phases again in reverse order.',
      'A transverse wave propagates so that the disturbance is perpendicular to the direction of propagation.',
    );
    expect(d.moon ?? '').toBe('');
    expect(d['transverse wave']).toBe(
      'Propagates so that the disturbance is perpendicular to the direction of propagation',
    );
  });
});

describe('a bare other name after ", or" is the technical name, not a meaning', () => {
  test('"the lowest layer, or parent rock" gives "lowest layer" no meaning when the text goes on to say "parent rock"', () => {
    const d = meanings(
      'Water seeps down through the soil to the lowest layer, or parent rock.',
      'Wells are drilled deep into the parent rock.',
    );
    expect(d['lowest layer'] ?? '').toBe('');
    expect(Object.values(d)).not.toContain('Parent rock');
  });

  test('a gloss that says what the term is still defines: "basalt, or dark volcanic rock that forms …"', () => {
    const d = meanings(
      'The lava cools into basalt, or dark volcanic rock that forms the ocean floor.',
      'Basalt is heavy.',
    );
    expect(d.basalt).toBe('Dark volcanic rock that forms the ocean floor');
  });
});

test('a month or a weekday is never a term: "in March (new style), a change that mattered little"', () => {
  const terms = termsOf(
    'The fair was held in March (new style), a change that mattered little to the farmers.',
    'Every Sunday, the market closed early, and in March the roads were mud.',
  ).map((t) => t.toLocaleLowerCase('en-US'));
  expect(terms).not.toContain('march');
  expect(terms).not.toContain('sunday');
});

describe('a share of a group and a quality given are no meanings', () => {
  test('"the weavers—a minority even within the guild—" gives "weavers" no meaning', () => {
    const share =
      'For three decades, the weavers—a minority even within the guild—had a lasting effect on the town by bringing their complaints to the council.';
    expect(meanings(share, 'The weavers met every week.').weavers ?? '').toBe('');
  });

  test('"…water programs—labeled the WRA as wasteful" names nothing; "a loom, called a drawloom," still does', () => {
    const d = meanings(
      'Most notably, the Farmers League—made up largely of landowners who resented the costs of several of the county’s new water programs—labeled the WRA as wasteful.',
      'The WRA built dams.',
      'The weavers of the valley used a loom, called a drawloom, to make patterned cloth.',
      'The drawloom needed two workers.',
    );
    expect(d.wra ?? '').toBe('');
    expect(d.drawloom).toBe('A loom');
  });
});

describe('a meaning is never cut after "and" (session 15, a new book)', () => {
  test('"stewards, civilian officials who could advise and, when necessary, restrain the generals": the aside stays inside', () => {
    const d = meanings(
      'Securing the kingdom required replacing local war leaders with royally appointed stewards, civilian officials who could advise and, when necessary, restrain the generals on matters of war.',
    );
    expect(d.stewards).toBe(
      'Civilian officials who could advise and, when necessary, restrain the generals on matters of war',
    );
  });
});
