// A prompt that is a passage is read as text; only a request for maths makes maths. The passages are
// paragraphs of tuning sections of the corpus, each using a word the maths topics listen for in its own
// sense ("on average", "20 percent", "the rate of sixty yards", "variable expenses", "the rate of about a mile").
import { corpusParagraph as paragraph } from '../../__tests__/corpus-paragraph';
import { detectMathTopic } from '../../math/math.topics';
import { mathAskedIn, readPasted, requestText } from '../source.pasted';

const PASSAGES = [
  ['os-physics-ohms-law', 'move on average', 'statistics'],
  ['os-anthropology-gathering-and-hunting', '10 to 20 percent', 'percent'],
  // one long sentence of 90 words: a paragraph of prose all the same
  ['muir-foothills', 'irregular triangle', 'ratios'],
  ['beagle-galapagos-tortoises', 'rate of sixty yards', 'ratios'],
  ['os-college-success-budgeting', 'variable expenses', 'equations'],
] as const;

describe('a passage pasted as a prompt', () => {
  it.each(PASSAGES)('%s ("%s") is a passage, and no maths although it names %s', (id, phrase, topic) => {
    const text = paragraph(id, phrase);
    // what made it arithmetic before: the maths topics hear their word in it
    expect(detectMathTopic(text)?.topic).toBe(topic);
    expect(readPasted(text)).toEqual({ ask: '', passage: text });
    expect(mathAskedIn(text)).toBeNull();
  });

  it('keeps the request apart from the passage it comes with, on its line or before a colon', () => {
    const text = paragraph('os-physics-ohms-law', 'move on average');
    expect(readPasted(`Write five questions about this passage:\n${text}`)).toEqual({
      ask: 'Write five questions about this passage:',
      passage: text,
    });
    const [first, ...rest] = text.split(/(?<=\.) /);
    const inline = readPasted(`Please make a quiz on this: ${first} ${rest.join(' ')}`);
    expect(inline.ask).toBe('Please make a quiz on this:');
    expect(inline.passage).toBe(text);
    // Generate Specific's own request in front of the teacher's prompt
    const bank = readPasted(`Write only Short Answer questions (question type: short_answer). ${text}`);
    expect(bank.ask).toBe('Write only Short Answer questions (question type: short_answer).');
    expect(bank.passage).toBe(text);
  });

  it('is maths only when its request asks for maths', () => {
    const text = paragraph('os-anthropology-gathering-and-hunting', '10 to 20 percent');
    expect(mathAskedIn(`Write questions about the Hadza.\n${text}`)).toBeNull();
    expect(mathAskedIn(`${text}\nFind 20 percent of 2,400 calories, then write two more percent problems.`)).toEqual(
      expect.objectContaining({ topic: 'percent' }),
    );
    expect(requestText(`Write questions about the Hadza.\n${text}`)).toBe('Write questions about the Hadza.');
  });
});

describe('a prompt that is not a passage is a request as a whole, as before', () => {
  it.each([
    ['Find the mean of 37, 48, 17 and 22.', 'statistics'],
    ['Area of triangles and parallelograms', 'area_perimeter'],
    ['Mean, median and mode for grade 6', 'statistics'],
    ['Adding fractions with unlike denominators', 'fractions'],
  ])('%s', (prompt, topic) => {
    expect(readPasted(prompt).passage).toBeNull();
    expect(mathAskedIn(prompt)?.topic).toBe(topic);
  });

  it('a topic of a few words, or one sentence, is no passage', () => {
    expect(readPasted('The water cycle: evaporation, condensation and precipitation').passage).toBeNull();
    expect(readPasted('Photosynthesis is how plants make food from light.').passage).toBeNull();
  });
});
