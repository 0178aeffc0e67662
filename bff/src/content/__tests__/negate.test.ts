// A false statement by negating the text's own sentence (language/negate.ts), the next step from session 18's
// finding that 84 of 122 swap-made false statements of four blind reads were unusable. Not wired into the
// true/false form yet: these are the shapes it must turn and the ones it must leave alone.
import { negated } from '../language/negate';

test.each([
  ['The Tolvan Airmen flew escort missions over Marden.', 'The Tolvan Airmen did not fly escort missions over Marden.'],
  ['In 1634, the settlers landed at Marden Island.', 'In 1634, the settlers did not land at Marden Island.'],
  ['Dorvania was founded as a haven for weavers.', 'Dorvania was not founded as a haven for weavers.'],
  ['The charter has granted religious freedom.', 'The charter has not granted religious freedom.'],
  ['Ozone absorbs ultraviolet light.', 'Ozone does not absorb ultraviolet light.'],
  // A year is no amount.
  ['The colony was founded in 1681.', 'The colony was not founded in 1681.'],
  // "Is" inside a relative clause is that clause's.
  [
    'The control center compares the value to the range that is normal.',
    'The control center does not compare the value to the range that is normal.',
  ],
  // A capitalised word inside the subject is part of a name, not the verb the tagger calls it.
  [
    'The Red Ball Express carried supplies across Tessel toward Marden.',
    'The Red Ball Express did not carry supplies across Tessel toward Marden.',
  ],
  [
    'Consequently, maps of the Varan interior remained sketchy.',
    'Consequently, maps of the Varan interior did not remain sketchy.',
  ],
])('%s → %s', (sentence, statement) => {
  expect(negated(sentence)).toBe(statement);
});

test.each([
  // Already negative.
  'The king did not approve the plan.',
  // A quantity: "many historians did not believe …" may still be true.
  'Many historians believe the act failed.',
  'Only 276 people cast votes for the candidates.',
  // A reason or a condition reads two ways once negated.
  'The weavers left because the river flooded.',
  // A past tense spelled like its base form.
  'The farmers cut the wheat early.',
])('left alone: %s', (sentence) => {
  expect(negated(sentence)).toBeNull();
});

// Session 18's second blind read of negated statements: each of these was asked to be "one fact at a time" or
// read two ways once negated.
test.each([
  // Two actions denied at once: overthrown but not killed?
  'In 1978, Daoud was overthrown and killed by one of the factions.',
  'In March 1811, royalist forces captured and executed Hidalgo.',
  // Two things built: a denial of both reads as a denial of either.
  'With foreign aid, the Shah had built one of the largest armies in the region and a feared secret police force.',
  // A second fact hung on the first.
  'Earth is a medium-size planet with a diameter of approximately 12,760 kilometers.',
  // A number as the subject: "millions did not die" is also true of the survivors.
  'Millions died in the pursuit of the ideal society.',
  '300 settlers arrived on the first ship.',
  // A chance denied is still a chance: "may not drop to zero" may well be true.
  'At very low temperatures, resistance may drop to zero.',
  // What follows the comma stays affirmed beside the denied verb.
  'The thermal motion of atoms inhibits the flow of electrons, increasing the resistance.',
  // "Not" before an amount denies the amount: in five of six containers?
  'Redi left meat in each of six containers.',
  'A Guilandina grows on only one of the islets.',
  'There are three species of mocking thrush.',
  // "did not witness the development of numerous cultures": fewer, or none?
  'The period from the Bronze Age through the Iron Age witnessed the development of numerous cultures.',
  // A contrast or an exception beside the denial.
  'Positive feedback intensifies a change rather than reversing it.',
  'The periosteum covers the entire outer surface except where the epiphyses meet other bones.',
  // A participle read as the verb: the sentence's own verb is the later "is called".
  'The behavior caused by the conditioned stimulus is called the conditioned response.',
  // The page's figure, not the subject.
  'The largest beak in the genus is shown in Fig. 4.',
  // Nothing after the verb: agreed with what?
  'The members of the Marden council concurred.',
  // Set against another people: were the Tessans divided, then? (session 19, after the swap stop)
  'Unlike the Tessans, the Marden islanders were divided into separate kingdoms.',
  // "Not" before a vague amount denies the amount, as before a number.
  'The Marden islanders were divided into a number of separate kingdoms.',
  // Too long to read as one claim once "not" is in it.
  'The governor of the colony wrote to the council of the company in the autumn of that year about the state of the harvest in the valley.',
])('left alone (one fact at a time): %s', (sentence) => {
  expect(negated(sentence)).toBeNull();
});
