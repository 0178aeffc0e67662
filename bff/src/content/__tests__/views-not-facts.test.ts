// Someone's view is no fact to judge true or false, and a measure is no idea a thing is an example of. The
// sentences are written for this test in the shapes a blind read of unseen history and astronomy sections
// found (no text of those books): a claim with its author after a comma ("…, he asserted"), a view whose
// author is only a pronoun ("He asserted that …"), the theory in the sentence after the one that names its
// author ("X argued for … . If …, then … had to …"), and "<a star> is an example of what?" keyed "10,000 K".
import { buildCandidates } from '../offline/question.forms';
import { carriesAView, statesAFact } from '../language/fact-statement';
import { examplesOf } from '../language/examples';
import { leansOnNeighbours } from '../language/stands-alone';
import { leaningReason } from '../verify/stands-alone.verify';
import { gradeFit } from '../readability/grade.band';
import { readUpload } from '../source';

describe('a claim given as its author’s is no true/false statement', () => {
  test.each([
    'The new tariff ruined the cotton farmers of the valley, he asserted.',
    'A council of elders would keep the peace, she argued, and the towns would prosper.',
    'The river tax was unfair to the mill owners, they claimed.',
    'The charter gave the towns no right to refuse the tax, Ortega argued.',
    'The charter, Ortega maintained, gave the towns no such right.',
  ])('“%s”', (s) => expect(statesAFact(s)).toBe(false));

  test.each([
    // The author named as the subject: a fact about who argued what.
    'Ortega argued that the charter gave the towns no right to refuse the tax.',
    // Quoted speech in a story tells what was said.
    '“The grapes are sour,” said the Fox, and he walked away.',
    '“The grapes are sour,” he said.',
    'The council, which met in spring, set the tax for the year.',
  ])('“%s” is a fact', (s) => expect(statesAFact(s)).toBe(true));

  test.each([
    'He asserted that the states could set aside a law of the union.',
    // A noun of an opening phrase is not the author of the view.
    'Angry at the new tariffs, they claimed that the law was void.',
    'Angry at the new tariff, she argued that the law was void.',
  ])('“%s” leans on the sentence before (its author is a pronoun)', (s) => expect(leansOnNeighbours(s)).not.toBeNull());

  test('a pronoun that a clause of the sentence names stands', () => {
    expect(leansOnNeighbours('When the planters lost money, they claimed that the law was void.')).toBeNull();
  });
});

// A short history section in the shape of the unseen read's: an author's theory set out in the sentence
// after the one that names him.
const COUNCIL = [
  'The Valley Towns',
  'In 1820, the valley towns sent delegates to a council at Riverford.',
  'Ortega argued for a council of elders in each town.',
  'If a governor grew hostile to the towns, then the council of elders had to call a new vote.',
  'The council of elders met each spring in the town hall.',
  'The delegates chose a governor for a term of four years.',
  'Each governor collected the river tax from the mill owners.',
  'The river tax paid for the roads and the bridges of the valley.',
].join('\n\n');

describe('the theory in the sentence after the one that names its author', () => {
  const theory = 'If a governor grew hostile to the towns, then the council of elders had to call a new vote.';
  const argued = 'Ortega argued for a council of elders in each town.';

  test('a condition or a duty right after "X argued for …" carries X’s view', () => {
    expect(carriesAView(argued, theory)).toBe(true);
    // The same sentence after a plain fact is the text's own claim.
    expect(carriesAView('The delegates chose a governor for a term of four years.', theory)).toBe(false);
    // A fact after the view is not part of it.
    expect(carriesAView(argued, 'The council of elders met each spring in the town hall.')).toBe(false);
    // "was held" is a meeting, not a view.
    expect(carriesAView('The first council was held at Riverford.', theory)).toBe(false);
  });

  test('offline: no true/false statement (true or false) on the theory; the text’s facts are still asked', () => {
    const reading = readUpload(COUNCIL, 'valley-towns.txt');
    for (const fit of [null, gradeFit('8')]) {
      const c = buildCandidates(reading, 'views', 4, fit);
      const judged = [...c.tf_true, ...c.tf_false, ...c.which_true].flatMap((x) => [
        x.q.prompt,
        ...(x.q.options ?? []),
      ]);
      expect(judged.filter((p) => /hostile/.test(p))).toEqual([]);
      expect(c.tf_true.length).toBeGreaterThan(0);
    }
  });

  test('a model’s true/false statement on the theory is sent back', () => {
    const reading = readUpload(COUNCIL, 'valley-towns.txt');
    const q = {
      type: 'question' as const,
      number: 1,
      question_type: 'true_false' as const,
      prompt: `True or false: ${theory}`,
      answer: 'True',
      options: ['True', 'False'],
      source_passage: theory,
    };
    expect(leaningReason(q, reading)).toMatch(/view of the author the sentence before names/);
    const fact = 'The council of elders met each spring in the town hall.';
    expect(leaningReason({ ...q, prompt: `True or false: ${fact}`, source_passage: fact }, reading)).toBeNull();
  });
});

describe('a measure is no idea an example belongs to', () => {
  test.each([
    'White stars burn at about 10,000 K, such as Sirius and Altair.',
    'Rigel is an example of a 12,000 K star.',
  ])('“%s” gives no example item', (s) => expect(examplesOf(s)).toBeNull());

  test('an idea in words is still one', () => {
    expect(examplesOf('Hot white stars, such as Sirius and Altair, burn hydrogen quickly.')).toEqual({
      concept: 'Hot white stars',
      examples: ['Sirius', 'Altair'],
    });
  });
});
