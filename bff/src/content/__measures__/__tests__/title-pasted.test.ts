// The title measure (offline.quality.ts pastesTitle) counts a title the generator put into a question,
// not the text's own sentence that names its subject: "Gathering and Hunting" is the anthropology
// section's title and the words its sentences use for the way of life they describe.
import { pastesTitle } from '../offline.quality';

const title = 'Gathering and Hunting';

describe('a question that pastes the title', () => {
  test('a template stem with the title in it, quoting a sentence without it, pastes the title', () => {
    expect(
      pastesTitle(
        title,
        'What is the main idea of “Gathering and Hunting”?',
        'In these societies, people rely on the natural resources readily available in their environment.',
      ),
    ).toBe(true);
    expect(pastesTitle(title, 'Explain gathering and hunting in your own words.', null)).toBe(true);
  });

  test('the text’s own sentence, quoted with its blank, pastes nothing', () => {
    const passage =
      'Groups such as the Martu and Pintupi in Australia have all constructed similar lifeways based on gathering and hunting (Lee 2018).';
    expect(pastesTitle(title, `Fill in the blank: ${passage.replace('Martu', '_____')}`, passage)).toBe(false);
  });

  test('a title of fewer than three words is the subject itself, never counted', () => {
    expect(pastesTitle('Memory', 'What is memory?', null)).toBe(false);
  });
});
