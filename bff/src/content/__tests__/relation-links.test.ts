// "How is X connected to Y?" is asked only when the sentence states the link with X as the doer: a key cut
// from the object of another verb ("…to leave the valley to form new towns" → "valley to form new towns")
// or from a sentence that sets Y apart ("besides nitrogen") gives a teacher nothing to mark against.
import type { SourceTerm } from '../source/source.types';
import { statedLink } from '../language/scoring-points';

const term = (t: string) => ({ term: t, key: t.toLowerCase() }) as unknown as SourceTerm;
const RELATION = /\b(?:causes?|produces?|forms?|form|contains?|leads? to)\b/i;
const link = (s: string, x: string, y: string) => statedLink(s, term(x), term(y), RELATION);

describe('the link between two terms, as the text states it', () => {
  it('is stated by the first term as the subject of the relation', () => {
    expect(link('Photosynthesis produces oxygen in the leaves of green plants.', 'photosynthesis', 'oxygen')).toBe(
      'Photosynthesis produces oxygen',
    );
    expect(link('In dry years, drought causes crop failure across the plains.', 'drought', 'crop failure')).toBe(
      'drought causes crop failure',
    );
    expect(link('When it rises, warm air forms clouds over the hills.', 'warm air', 'clouds')).toBe(
      'warm air forms clouds',
    );
    // After the term's own verb an infinitive is its doing; words before the term are its own phrase.
    expect(link('Across the plains, small family farms tend to form cooperatives.', 'farms', 'cooperatives')).toBe(
      'farms tend to form cooperatives',
    );
  });

  it('is not read from a term that is the object of another verb, nor through an infinitive', () => {
    expect(
      link('The drought forced the farmers to leave the valley to form new towns in the hills.', 'valley', 'towns'),
    ).toBeNull();
    expect(
      link('No workers are in the upper mills needed to produce cloth in the county.', 'mills', 'cloth'),
    ).toBeNull();
  });

  it('is not a sentence that sets the second term apart or denies the link', () => {
    expect(link('The cold clouds contain other gases besides nitrogen.', 'cold clouds', 'nitrogen')).toBeNull();
    expect(link('Smoke does not cause acid rain in most towns.', 'smoke', 'acid rain')).toBeNull();
  });

  it('does not stop at a second term that opens a clause of its own', () => {
    const R = /\b(?:became the basis for|contains?)\b/i;
    expect(
      statedLink(
        'The guild reforms became the basis for the way town councils were chosen for centuries.',
        term('guild reforms'),
        term('town councils'),
        R,
      ),
    ).toBeNull();
    expect(
      statedLink(
        'The guild reforms became the basis for town councils.',
        term('guild reforms'),
        term('town councils'),
        R,
      ),
    ).toBe('guild reforms became the basis for town councils');
  });

  it('is not read from the second of two joined subjects, nor across a dash', () => {
    expect(link('Tin and copper form bronze in a hot furnace.', 'copper', 'bronze')).toBeNull();
    expect(link('The two rivers form a delta—a fan of sand and mud.', 'rivers', 'sand')).toBeNull();
    expect(link('In a hot furnace, copper forms bronze with tin.', 'copper', 'bronze')).toBe('copper forms bronze');
  });
});
