import type { GeneratedDocument } from '@lessonloom/contracts';
import { Numbering, UNICODE_SAMPLE, doc, mc, open, section, seeded, tf } from './fixture-builders';

const TOPICS = [
  'chlorophyll',
  'the stomata',
  'glucose',
  'the xylem',
  'the phloem',
  'carbon dioxide',
  'oxygen',
  'the chloroplast',
];

/** A test of `n` questions in four parts, like the long tests teachers export (benchmark input). */
export function buildTest(n: number, seed = 11): GeneratedDocument {
  const rnd = seeded(seed);
  const num = new Numbering();
  const parts = { mc: Math.ceil(n * 0.5), tf: Math.ceil(n * 0.2), short: Math.ceil(n * 0.15) };
  const essays = Math.max(1, Math.floor(n * 0.05));
  const problems = Math.max(0, n - parts.mc - parts.tf - parts.short - essays);
  const topic = (i: number) => TOPICS[(i + Math.floor(rnd() * 3)) % TOPICS.length];
  const q = (count: number, make: (i: number) => ReturnType<typeof mc>) =>
    Array.from({ length: count }, (_, i) => make(i));
  return doc(
    'test',
    `Unit Test: Photosynthesis (${n} questions)`,
    [
      section(
        'Part A — Multiple choice',
        q(parts.mc, (i) =>
          mc(
            num,
            `Question ${i + 1} about ${topic(i)}: which statement best describes its role in photosynthesis?`,
            [
              `It stores energy as starch (${i})`,
              `It absorbs red and blue light (${i})`,
              `It carries water from the roots (${i})`,
              `It releases oxygen at night (${i})`,
            ],
            i % 4,
            {
              source_passage: `Passage ${i + 1}: ${topic(i)} is described on page ${i + 2} of the reading.`,
              points: 1,
            },
          ),
        ),
        'Circle the letter of the best answer.',
      ),
      section(
        'Part B — True or false',
        q(parts.tf, (i) =>
          tf(num, `Statement ${i + 1}: ${topic(i)} is only found in animal cells.`, i % 3 === 0, { points: 1 }),
        ),
      ),
      section(
        'Part C — Short answer',
        q(parts.short, (i) =>
          open(
            num,
            'short_answer',
            `Explain in one or two sentences what happens to ${topic(i)} during the light reactions (item ${i + 1}).`,
            `It is used or produced as light energy is captured (item ${i + 1}).`,
            { points: 2 },
          ),
        ),
      ),
      section(
        'Part D — Problems',
        q(problems, (i) =>
          open(
            num,
            'problem',
            `A leaf produces ${6 + i} mL of oxygen per minute. How much does it produce in ${i + 3} minutes? Show your work.`,
            `${(6 + i) * (i + 3)} mL`,
            { points: 3 },
          ),
        ),
      ),
      section(
        'Part E — Essay',
        q(essays, (i) =>
          open(
            num,
            'essay',
            `Essay ${i + 1}: Describe how photosynthesis and cellular respiration depend on each other.`,
            'Photosynthesis makes glucose and oxygen that respiration uses; respiration returns carbon dioxide and water.',
            { points: 10 },
          ),
        ),
      ),
    ],
    {
      instructions: 'Answer every question. Show your work for problems.',
      source: { type: 'file', name: 'chapter-4.pdf' },
    },
  );
}

/** Every script a teacher is likely to paste: accents, Greek, Cyrillic and math symbols. */
export function unicodeDoc(): GeneratedDocument {
  const num = new Numbering();
  return doc(
    'quiz',
    `Symbols quiz: ${UNICODE_SAMPLE}`,
    [
      section(`Señales y símbolos — ${UNICODE_SAMPLE}`, [
        { type: 'paragraph', text: `Read every symbol aloud: ${UNICODE_SAMPLE}.` },
        mc(num, 'Which symbol means "less than or equal to"?', ['≤', '≥', '∑', 'Ω'], 0),
        mc(num, 'Which word is written in Cyrillic?', ['Crème brûlée', 'Кириллица', 'Übung', 'Año'], 1),
        open(num, 'short_answer', 'Write the Greek letters alpha, beta and gamma.', 'αβγ'),
        open(num, 'fill_blank', 'The sum of a series is written with the symbol _____.', '∑'),
        tf(num, 'π (pi) is a little more than 3 and Ω is the capital omega.', true),
      ]),
    ],
    {
      subject: 'Matemáticas',
      grade_level: 'Grade 8 — niño/niña',
      instructions: 'Contesta todas las preguntas. ¡Buena suerte!',
    },
  );
}

export function quizDoc(): GeneratedDocument {
  const num = new Numbering();
  const src = (s: string) => ({ source_passage: s });
  return doc(
    'quiz',
    'Photosynthesis Quiz',
    [
      section(
        undefined,
        [
          mc(
            num,
            'Where in the plant cell does photosynthesis take place?',
            ['Mitochondria', 'Chloroplasts', 'Nucleus', 'Cell wall'],
            1,
            {
              ...src('Photosynthesis happens inside chloroplasts, small green structures in leaf cells.'),
              explanation: 'Chloroplasts contain chlorophyll, which captures light.',
            },
          ),
          mc(
            num,
            'Which gas do plants take in for photosynthesis?',
            ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Helium'],
            2,
            src('Leaves take in carbon dioxide from the air through tiny pores called stomata.'),
          ),
          mc(num, 'What is the main product plants store as food?', ['Glucose', 'Salt', 'Protein', 'Water'], 0),
          tf(
            num,
            'Plants release oxygen as a by-product of photosynthesis.',
            true,
            src('Oxygen is released into the air as a by-product.'),
          ),
          tf(num, 'Photosynthesis can happen in complete darkness.', false),
          mc(num, 'Which pigment makes leaves green?', ['Carotene', 'Melanin', 'Chlorophyll', 'Hemoglobin'], 2),
          open(
            num,
            'short_answer',
            'Name the two raw materials a plant needs for photosynthesis besides light.',
            'Water and carbon dioxide',
            { answer_lines: 2 },
          ),
          mc(num, 'Through which structures does water reach the leaves?', ['Xylem', 'Phloem', 'Stomata', 'Petals'], 0),
          tf(num, "Roots make most of a plant's glucose.", false),
          open(
            num,
            'short_answer',
            'Why do plants in a dark cupboard turn pale?',
            'Without light they cannot make chlorophyll or food, so they lose their green colour.',
          ),
        ],
        'Choose the best answer for each question.',
      ),
    ],
    { source: { type: 'file', name: 'photosynthesis-notes.docx' }, instructions: 'You have 15 minutes.' },
  );
}
