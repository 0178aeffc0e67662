import { documentReadingLevel, readingLevel, targetGrade } from '..';

const GRADE_2 =
  'The cat sat on the mat. It was a warm day. The dog ran to the park. He played with a red ball. Then he went home to sleep.';
const GRADE_12 =
  'Photosynthesis constitutes the biochemical transformation of electromagnetic radiation into chemical potential energy, facilitated by chlorophyll-containing organelles within mesophyll cells. ' +
  'Consequently, atmospheric carbon dioxide concentrations fluctuate seasonally, reflecting hemispheric asymmetries in terrestrial vegetation and photosynthetic productivity.';

describe('readingLevel', () => {
  it('puts plain short sentences low and dense academic prose high', () => {
    const easy = readingLevel(GRADE_2)!;
    const hard = readingLevel(GRADE_12)!;
    expect(easy.grade).toBeLessThan(3);
    expect(hard.grade).toBeGreaterThan(14);
    expect(easy.wordsPerSentence).toBeLessThan(hard.wordsPerSentence);
    expect(easy.syllablesPerWord).toBeLessThan(hard.syllablesPerWord);
    expect(easy.sentences).toBe(5);
  });

  it('gives the published Flesch-Kincaid grade for known counts', () => {
    // 0.39 * (words/sentences) + 11.8 * (syllables/words) - 15.59
    const r = readingLevel('The quick brown fox jumps over the lazy dog today.')!;
    expect(r.words).toBe(10);
    expect(r.grade).toBeCloseTo(0.39 * (r.words / r.sentences) + 11.8 * (r.syllables / r.words) - 15.59, 1);
  });

  it('says nothing about a text too short to measure', () => {
    expect(readingLevel('Fractions.')).toBeNull();
    expect(readingLevel('')).toBeNull();
  });

  it('reads each line of a worksheet as its own sentence, leaving out one- to three-word options and labels', () => {
    const lines = readingLevel(
      'Which planet is the closest one to the sun\nMercury\nVenus\nMars\nWhich planet has rings like a hat\nSaturn',
    )!;
    expect(lines.sentences).toBe(2);
    expect(lines.words).toBe(16);
    expect(lines.fragments).toBe(4);
  });

  it('does not let answer options pull a quiz of textbook sentences down to grade 3', () => {
    const stem =
      'Photosynthesis converts electromagnetic radiation into chemical potential energy within chloroplasts.';
    const withOptions = readingLevel([stem, 'Mercury', 'Venus', 'Mars', stem, 'True', 'False'].join('\n'))!;
    expect(withOptions.grade).toBe(readingLevel(`${stem}\n${stem}`)!.grade);
  });

  it('measures what students read in a document, not the key', () => {
    const doc = {
      instructions: 'Answer every question.',
      sections: [
        {
          blocks: [
            {
              type: 'question' as const,
              number: 1,
              question_type: 'short_answer' as const,
              prompt: GRADE_12,
              answer: 'Antidisestablishmentarianism notwithstanding',
            },
          ],
        },
      ],
    };
    expect(documentReadingLevel(doc)!.grade).toBeGreaterThan(12);
  });
});

describe('targetGrade', () => {
  it.each([
    ['5', 5],
    ['Grade 5', 5],
    ['5th grade', 5],
    ['K', 0],
    ['Kindergarten', 0],
    ['9-12', 10.5],
    ['Middle school', 7],
    ['High School', 10],
    ['college', 13],
  ])('%s -> %s', (text, grade) => expect(targetGrade(text)).toBe(grade));

  it('is null when no grade is named', () => {
    expect(targetGrade(undefined)).toBeNull();
    expect(targetGrade('')).toBeNull();
    expect(targetGrade('mixed ability')).toBeNull();
  });
});
