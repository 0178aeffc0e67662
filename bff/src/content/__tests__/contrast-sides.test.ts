// The text's own contrast pairs each term with its own side (language/contrast.ts): a term is a side of the
// contrast only where that side is about it (named before the side's first verb, as what its subject is, or
// as what "there is"). Sentences written for this test in the shapes of the tuning items a teacher would strike
// ("How does the text contrast brain with functions?", "… molecule with cation?") and of the good one that must
// stay (collective dilemmas: "…, there is no collective dilemma, but if …, there is at least the potential for
// a collective problem").
import { contrastOf } from '../language/contrast';

describe('each term with its own side', () => {
  test('a term named only as an object or in a modifier is no side', () => {
    const organs =
      'Each organ is linked with certain kinds of tasks, but all parts of the heart work together to pump blood.';
    expect(contrastOf(organs, 'heart', 'tasks')).toBeNull();
    const salts =
      'Unlike metallic bonds formed by a sea of electrons around a nucleus’s charge, salts formed by ionic bonds are brittle.';
    expect(contrastOf(salts, 'salts', 'nucleus')).toBeNull();
    expect(contrastOf(salts, 'salts', 'metallic bonds')).toEqual({
      first: 'salts formed by ionic bonds are brittle',
      second: 'metallic bonds formed by a sea of electrons around a nucleus’s charge',
    });
    const used = 'While majority rule is most often used in small towns, it can also be used in large federations.';
    expect(contrastOf(used, 'majority rule', 'large federations')).toBeNull();
  });

  test('"there is" and what the subject is name a side', () => {
    const trip =
      'If you are planning a trip alone, there is no group decision, but if you and a friend are planning one together, there is at least the chance of a shared choice.';
    expect(contrastOf(trip, 'group decision', 'shared choice')).toEqual({
      first: 'If you are planning a trip alone, there is no group decision',
      second: 'if you and a friend are planning one together, there is at least the chance of a shared choice',
    });
    expect(
      contrastOf('Most fungi are harmless, but some are parasites that harm crops.', 'fungi', 'parasites'),
    ).toEqual({ first: 'Most fungi are harmless', second: 'some are parasites that harm crops' });
  });
});
