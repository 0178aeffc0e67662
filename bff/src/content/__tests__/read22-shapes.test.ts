// Faults session 21's sixth blind read found, fixed as shapes: a shortened name ("The act applied …") printed
// without the name it shortens, a count or a person offered beside a thing, a person's name asked for its
// "meaning", stems tied to the sentence before ("in turn", "The rest of the time", "for one", "as well", "Many
// had come"), a caption judged true or false, the other half of a pair of opposites blanked, a cleft sentence cut
// before its "who", a heading's joined name lowercased, the reader's guess in the summary, and a "comparison" key
// point that compares nothing. Texts are written for the test with made-up names where the shape allows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedDocument, QuestionBlock } from '@lessonloom/contracts';
import { readUpload } from '../source';
import { reviewOf } from './shape-reading';
import { wrongKindOption } from '../language/option-kind';
import { anotherSort, nounFiles, pluralNoun } from '../language/word-senses';
import { agreeing } from '../offline/question.blanks';
import { framesFor } from '../offline/question.frames';
import { leansOnNeighbours } from '../language/stands-alone';
import { hasAVerb, statesAFact } from '../language/fact-statement';
import { trivialBlank } from '../language/trivial-blank';
import { headingCase } from '../offline/outline';
import { present } from '../language/sentence.fit';
import { gradeFit } from '../readability/grade.band';
import { namedInFull } from '../language/full-name';
import { buildCandidates } from '../offline/question.forms';
import { verifyClaims } from '../verify/claims.verify';
import { verifyMeanings } from '../verify/meanings.verify';
import { tidyDefinition } from '../source/source.term-lemmas';

/** Whether the sentence of `text` opening with `start` prints as the text writes it (no name given in full). */
const asWritten = (text: string, start: string) => {
  const a = readUpload(text, 'names.txt');
  const i = a.sentences.findIndex((s) => s.text.startsWith(start));
  return i >= 0 && namedInFull(a.sentences, i, a.sentences[i].text) === a.sentences[i].text;
};

const KANSAS = [
  'The Bill of Kansas',
  [
    'Senator Douglas believed he had found a solution in the Kansas-Nebraska bill, which would organize two new territories.',
    'The Kansas-Nebraska Act repealed the Missouri Compromise line.',
    'In January 1854, Douglas introduced the bill.',
    'The act applied the principle of popular sovereignty.',
    'Popular sovereignty let the settlers of a territory decide whether to allow slavery.',
  ].join(' '),
].join('\n\n');

describe('a shortened name is printed in full where the part gives exactly one', () => {
  const a = readUpload(KANSAS, 'kansas.txt');
  const at = (start: string) => a.sentences.findIndex((s) => s.text.startsWith(start));

  test('"the act" takes the name the sentences before give; "the bill" of "the Kansas-Nebraska bill" does not', () => {
    const act = at('The act applied');
    expect(namedInFull(a.sentences, act, a.sentences[act].text)).toBe(
      'The Kansas-Nebraska Act applied the principle of popular sovereignty.',
    );
    // A common noun a name qualifies ("British troops", "the Kansas-Nebraska bill") is no name of its own.
    const bill = at('In January 1854');
    expect(namedInFull(a.sentences, bill, a.sentences[bill].text)).toBe(a.sentences[bill].text);
  });

  test('two names for one word, a noun before another, or nothing before: left as the text writes it', () => {
    expect(
      asWritten(
        'Empires. The Roman Empire traded with the Kushan Empire. The empire reached its height under Kanishka.',
        'The empire',
      ),
    ).toBe(true);
    expect(
      asWritten(
        'Disks. The HL Tau circumstellar disk has rings. Dust and gas move slower than the circumstellar disk material.',
        'Dust',
      ),
    ).toBe(true);
    expect(
      asWritten(
        [
          'Native Peoples in the Revolution',
          [
            'Thousands gained their freedom because of the Revolution, the greatest emancipation until the Civil War.',
            'Some of them emigrated to Sierra Leone.',
            'Others removed to Canada and England.',
            'Native peoples who had allied with the British suffered.',
            'A Mohawk named Joseph Brant fought for the British during the Revolution.',
            'After the war, Brant moved to the Six Nations reserve in Canada.',
          ].join(' '),
        ].join('\n\n'),
        'After the war',
      ),
    ).toBe(true);
    expect(
      asWritten('War. Stewart worked in a factory during World War II. After the war, she married.', 'After the war'),
    ).toBe(true);
    const first = at('Senator Douglas');
    expect(namedInFull(a.sentences, first, a.sentences[first].text)).toBe(a.sentences[first].text);
  });

  test('the items print the full name, and the verifier rebuilds the same sentence from the file', () => {
    const c = buildCandidates(a, 'seed', 4);
    const prompts = [...c.fill_blank, ...c.tf_true, ...c.tf_false, ...c.mc_cloze].map((x) => x.q.prompt);
    expect(prompts.some((p) => p.includes('The Kansas-Nebraska Act applied'))).toBe(true);
    expect(prompts.some((p) => /\bThe act applied\b/.test(p))).toBe(false);
    const q = (prompt: string, answer: string, type: 'true_false' | 'fill_blank'): QuestionBlock => ({
      type: 'question',
      number: 1,
      question_type: type,
      prompt,
      answer,
      source_passage: 'The act applied the principle of popular sovereignty.',
      ...(type === 'true_false' ? { options: ['True', 'False'] } : {}),
    });
    const doc: GeneratedDocument = {
      kind: 'quiz',
      title: 'Kansas',
      difficulty: 'medium',
      include_answer_key: true,
      offline_draft: false,
      source: { type: 'file', name: 'kansas.txt' },
      sections: [
        {
          blocks: [
            q(
              'True or false: The Kansas-Nebraska Act applied the principle of popular sovereignty.',
              'True',
              'true_false',
            ),
            q(
              'True or false: The Kansas-Nebraska Act did not apply the principle of popular sovereignty.',
              'False',
              'true_false',
            ),
            q(
              'Fill in the blank: The Kansas-Nebraska Act applied the principle of _____.',
              'popular sovereignty',
              'fill_blank',
            ),
            // Another name put in is no sentence of the file.
            q(
              'True or false: The Missouri Compromise applied the principle of popular sovereignty.',
              'True',
              'true_false',
            ),
          ],
        },
      ],
    };
    expect(verifyClaims(doc, () => a)).toEqual({ checked: 3, repaired: 1, dropped: 0 });
  });
});

describe('options of one sort', () => {
  test('a count beside a thing, and a thing beside a count', () => {
    const blank = 'Most of the _____ found so far are larger than Earth.';
    expect(wrongKindOption(blank, 'exoplanets', 'thousands')).toBe('a count beside a thing');
    expect(wrongKindOption('We went from none to _____ of them.', 'thousands', 'protostar')).toBe(
      'a thing beside a count',
    );
    expect(wrongKindOption('We went from none to _____ of them.', 'thousands', 'millions')).toBeNull();
  });

  test('a word WordNet lacks is read by its stem; a word only for people is no option beside a thing', () => {
    expect(nounFiles('exoplanets')).toContain('object');
    expect(anotherSort('exoplanets', 'astronomers')).toBe('noun.person beside noun.object');
    expect(anotherSort('voters', 'astronomers')).toBeNull();
    expect(anotherSort('planets', 'moons')).toBeNull();
  });
});

test('a person the text describes is asked "who was", not "what does the text mean by"', () => {
  const text = [
    'Women in the War',
    [
      'Mary Edwards Walker was an abolitionist and surgeon who fought for an army appointment and eventually served.',
      'Nurses cared for wounded soldiers in field hospitals.',
      'Walker received the Medal of Honor after the war.',
      'Suffrage is the right to vote in political elections.',
      'Many women worked for suffrage after the war.',
    ].join(' '),
  ].join('\n\n');
  const a = readUpload(text, 'women.txt');
  const asked = buildCandidates(a, 'seed', 4).short_definition.map((c) => c.q.prompt);
  expect(asked).toContain('According to the text, who was Mary Edwards Walker?');
  expect(asked.some((p) => p.includes('mean by “Mary Edwards Walker”'))).toBe(false);
  const d = reviewOf(text, 'women.txt');
  expect(d.vocabulary.map((v) => v.term)).not.toContain('Mary Edwards Walker');
});

test('stems tied to the sentence before: "in turn", "The rest of the time", "for one", "as well", "Many had"', () => {
  for (const s of [
    'Romans in turn received various luxury goods from Asia via Kushan.',
    'The rest of the time, the protostar collapses in isolation.',
    'Susan B. Anthony, for one, challenged the notion that only men could vote.',
    'The Union side held many advantages as well.',
    'Many had come from New England to ensure a numerical advantage.',
    'Native Americans were in the second.',
    'On the one hand, Spaniards relied on Native Americans for labor.',
  ])
    expect([s, leansOnNeighbours(s)]).toEqual([s, expect.any(String)]);
  for (const s of [
    'The Union side held many advantages as well as a larger navy.',
    'Many settlers came from New England to ensure a numerical advantage.',
    'The rest mass of an electron is tiny.',
    'Native Americans were in the second republic.',
  ])
    expect([s, leansOnNeighbours(s)]).toEqual([s, null]);
});

test('a caption or a title has no verb, so it is no claim to judge true or false', () => {
  expect(statesAFact('“Declaration of Sentiments, Seneca Falls, 1848.”')).toBe(false);
  expect(statesAFact('Women organized aid societies across the North.')).toBe(true);
  // Nor a line of the review's summary.
  expect(hasAVerb('“Mao Zedong Meets with Richard Nixon, February 21, 1972.”')).toBe(false);
  expect(hasAVerb('Nixon met Mao on February 21, 1972.')).toBe(true);
});

test('the other half of a pair of opposites is no blank; one of two nouns still is', () => {
  const pair = 'Whether black or white, Northern or Southern, rich or poor, women faced obstacles.';
  expect(trivialBlank(pair, pair.indexOf('Southern'), 'Southern'.length)).toBe(true);
  expect(trivialBlank(pair, pair.indexOf('poor'), 'poor'.length)).toBe(true);
  const nouns = 'The nucleus holds protons or neutrons in a tight cluster.';
  expect(trivialBlank(nouns, nouns.indexOf('neutrons'), 'neutrons'.length)).toBe(false);
});

test('a cleft sentence keeps its "who" clause when shortened for a grade', () => {
  const s =
    'Because Butler was aged, it was his nephew, Brooks, who sought satisfaction for Sumner’s attack on his family and southern honor.';
  expect(present(s, gradeFit('Grade 8')).text).toMatch(/Brooks, who sought satisfaction/);
});

test('a heading in capitals keeps each part of a joined name capitalised', () => {
  expect(headingCase('THE KANSAS-NEBRASKA ACT')).toBe('The Kansas-Nebraska Act');
  expect(headingCase('THE RISE OF ANTI-FEDERALIST FEELING')).toBe('The Rise of Anti-Federalist Feeling');
});

describe('the review sheet', () => {
  test('a summary gives the text’s points, not the reader’s guess ("You might think …")', () => {
    const part = (heading: string, sentences: string[]) => [heading, sentences.join(' ')].join('\n\n');
    const text = [
      'Finding Planets',
      part('Direct Imaging', [
        'You might think that astronomers could simply photograph exoplanets with a coronagraph.',
        'Direct imaging of exoplanets is very hard because a star outshines its planets.',
        'A coronagraph is an instrument that blocks the light of a star so that faint planets near it can be seen.',
        'Even with a coronagraph, only young and bright exoplanets have been imaged.',
      ]),
      part('The Doppler Method', [
        'The Doppler method measures the wobble of a star that a planet pulls on.',
        'A wobble is a small back-and-forth motion of a star caused by the pull of its planets.',
        'A massive planet makes its star wobble more than a small planet does.',
      ]),
      part('The Transit Method', [
        'A transit happens when a planet passes in front of its star and dims its light.',
        'A transit is the passage of a planet across the face of its star.',
        'The Kepler telescope found thousands of exoplanets by watching for a transit of each.',
      ]),
    ].join('\n\n');
    const d = reviewOf(text, 'planets.txt');
    expect(d.summary).not.toMatch(/You might think/);
    expect(d.summary).toMatch(/Direct imaging of exoplanets is very hard/);
  });

  test('a key point says two things are compared only where its sentence contrasts them', () => {
    const text = readFileSync(join(__dirname, '../__fixtures__/corpus', 'os-chemistry-chemical-formulas.txt'), 'utf8');
    const d = reviewOf(text, 'os-chemistry-chemical-formulas.txt');
    // Before: "Molecular formula and empirical formula are compared: In many cases, the molecular formula … is
    // derived from experimental determination of both its empirical formula and its molecular mass".
    expect(d.key_points.filter((k) => / are compared: /.test(k))).toEqual([]);
  });
});

test('"what bank opponents called the “monster bank”" gives no meaning; a quoted meaning is printed without its marks', () => {
  const terms = (text: string) =>
    Object.fromEntries(
      readUpload(`Title\n\n${text}`, 't.txt')
        .terms.filter((t) => t.definition)
        .map((t) => [t.term, t.definition]),
    );
  expect(
    terms(
      'His stand against what bank opponents called the “monster bank” proved very popular, and the press lionized him for it.',
    )['monster bank'],
  ).toBeUndefined();
  // The namers' own phrase still names without "what": "groups of 20 to 30 people, called bands".
  expect(terms('The Hadza lived in seminomadic groups of 20 to 30 people, called bands.').bands).toBe(
    'Seminomadic groups of 20 to 30 people',
  );
  // "asha, meaning “God’s will,” connoted …" reads the meaning up to the comma inside the quotation.
  expect(tidyDefinition('“God’s will')).toBe('God’s will');
  expect(tidyDefinition('“a tax on tea”')).toBe('A tax on tea');
  expect(tidyDefinition('the “monster bank” of Philadelphia')).toBe('The “monster bank” of Philadelphia');
});

test('a person described past an adjective ("An English lawyer") is asked who; "Who does the text describe as …?" is verified', () => {
  const text = [
    'Thinkers of the Enlightenment',
    [
      'Jeremy Bentham was an English lawyer who argued for the greatest good for the greatest number.',
      'John Locke was an English philosopher who wrote about natural rights.',
      'Utilitarianism is a philosophy that judges actions by their usefulness to the greatest number.',
      'Natural rights are rights that belong to every person by nature.',
    ].join(' '),
  ].join('\n\n');
  const a = readUpload(text, 'thinkers.txt');
  const asked = buildCandidates(a, 'seed', 4).short_definition.map((c) => c.q.prompt);
  expect(asked).toEqual(
    expect.arrayContaining([
      'According to the text, who was Jeremy Bentham?',
      'What does the text mean by “Utilitarianism”?',
    ]),
  );
  const q = (answer: string): QuestionBlock => ({
    type: 'question',
    number: 1,
    question_type: 'multiple_choice',
    prompt: framesFor(null).whoDescribed('An English lawyer who argued for the greatest good for the greatest number'),
    options: ['Jeremy Bentham', 'John Locke', 'Utilitarianism'],
    answer,
  });
  const d = (answer: string): GeneratedDocument => ({
    kind: 'quiz',
    title: 'Thinkers',
    difficulty: 'medium',
    include_answer_key: true,
    offline_draft: false,
    source: { type: 'file', name: 'thinkers.txt' },
    sections: [{ blocks: [q(answer)] }],
  });
  expect(verifyMeanings(d('Jeremy Bentham'), () => a)).toMatchObject({ checked: 1, repaired: 0, dropped: 0 });
  // Keyed to the wrong person: mended or left out, never printed as is.
  const wrong = verifyMeanings(d('John Locke'), () => a);
  expect(wrong.repaired + wrong.dropped).toBe(1);
});

describe('faults of read 7 (session 22)', () => {
  const terms = (text: string) =>
    Object.fromEntries(
      readUpload(`Title\n\n${text}`, 't.txt')
        .terms.filter((t) => t.definition)
        .map((t) => [t.term, t.definition]),
    );

  test('no option of the other number where the key is written as it is', () => {
    expect([pluralNoun('pulsars'), pluralNoun('nova'), pluralNoun('councils'), pluralNoun('daily life')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // Either number, or unknown: nothing said.
    expect([pluralNoun('gas'), pluralNoun('physics'), pluralNoun('Zorblax')]).toEqual([null, null, null]);
    const a = readUpload(
      'Stars. A nova is a sudden brightening of a white dwarf. Pulsars are spinning neutron stars. ' +
        'A supernova is the explosion of a star. A binary is a pair of stars. Observers called it a nova.',
      's.txt',
    );
    const nova = a.terms.find((t) => t.term === 'nova')!;
    expect(agreeing(a, 'nova', nova, ['pulsars', 'supernova', 'binary'])).toEqual(['supernova', 'binary']);
  });

  test('a sentence’s first word is no part of a name: "Nine spacecraft" does not rename "the spacecraft"', () => {
    expect(
      asWritten(
        'Craft. Nine spacecraft have gone beyond the asteroid belt. The spacecraft carried cameras and radios.',
        'The spacecraft',
      ),
    ).toBe(true);
  });

  test('the text’s own quotation marks turn single inside a quoted cloze sentence', () => {
    expect(framesFor(null).cloze('Jackson’s veto was only one part of the war on the “_____.”', true)).toBe(
      'Which term completes this sentence from the text? “Jackson’s veto was only one part of the war on the ‘_____.’”',
    );
  });

  test('a participle and its clause, or an experience summing up a clause, is no meaning', () => {
    expect(
      terms(
        'The camel saddle, invented by the Tuareg people of North Africa, enabled camels to be ridden, which furthered their usefulness to trade.',
      )['camel saddle'],
    ).toBeUndefined();
    expect(
      terms(
        'President Jackson had faced economic crises of his own during his days speculating in land, an experience that had made him uneasy about paper money.',
      ).land,
    ).toBeUndefined();
  });

  test('a bracketed name after "such … cores" and "which are absent from" give no meaning', () => {
    expect(
      terms(
        'What becomes of them? The truly bizarre result of the death of such massive stellar cores (called a black hole) is the subject of our next chapter.',
      )['black hole'],
    ).toBeUndefined();
    expect(
      terms(
        'The subdesignation refers to the presence of strong silicon absorption lines, which are absent from supernovae originating from the collapse of massive stars.',
      )['strong silicon absorption lines'],
    ).toBeUndefined();
    // A bracketed name of the phrase itself still names it.
    expect(terms('The heart pumps blood through a closed loop of vessels (called the circulatory system).')).toEqual(
      expect.objectContaining({ 'circulatory system': expect.stringMatching(/closed loop of vessels/i) }),
    );
  });

  test('a gerund that is its clause’s subject is never cut as a trailing participle', () => {
    const s =
      'Even if a government did not do what the general will wished, Bentham wrote, disputing its legitimacy could lead only to chaos and lawlessness.';
    expect(present(s, gradeFit('Grade 8')).text).toMatch(/could lead only to chaos/);
  });
});
