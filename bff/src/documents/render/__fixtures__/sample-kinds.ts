import type { DiagramType, GeneratedDocument } from '@lessonloom/contracts';
import { Numbering, doc, mc, open, section, tf } from './fixture-builders';
import { MERMAID_BY_TYPE } from './sample-diagrams';
import { puzzleDoc } from './sample-puzzle-docs';
import { buildTest, quizDoc } from './sample-tests';
import { worksheetDoc } from './sample-worksheets';

export function diagramDoc(type: DiagramType): GeneratedDocument {
  const num = new Numbering();
  return doc(
    'diagram',
    `Photosynthesis ${type} diagram`,
    [
      section('Study the diagram', [
        {
          type: 'diagram',
          diagram_type: type,
          mermaid: MERMAID_BY_TYPE[type],
          caption: `Figure 1. Photosynthesis as a ${type}.`,
        },
      ]),
      section('Questions about the diagram', [
        open(num, 'short_answer', `What does the ${type} diagram show first?`, 'The starting stage of the process.'),
        mc(
          num,
          'Which part of the diagram would change if the plant had no light?',
          ['The first step', 'None of it', 'Only the caption', 'The title'],
          0,
        ),
      ]),
    ],
    { diagram_type: type },
  );
}

function lessonPlan(): GeneratedDocument {
  return doc(
    'lesson_plan',
    'Lesson Plan: How Plants Make Food',
    [
      section('Learning objectives', [
        {
          type: 'list',
          ordered: true,
          items: [
            'Describe the inputs and outputs of photosynthesis.',
            'Explain the role of chlorophyll and sunlight.',
            'Relate photosynthesis to food chains.',
          ],
        },
      ]),
      section('Materials', [
        {
          type: 'list',
          ordered: false,
          items: [
            'Fresh spinach leaves',
            'Baking soda solution and cups',
            'A bright lamp',
            'Student worksheet (one per student)',
          ],
        },
      ]),
      section('Procedure', [
        {
          type: 'table',
          caption: 'Lesson timeline (50 minutes)',
          columns: ['Time', 'Activity', 'Teacher notes'],
          rows: [
            [
              '0–5 min',
              "Warm-up: where does a tree's mass come from?",
              'Collect ideas on the board; do not correct yet.',
            ],
            ['5–20 min', 'Floating leaf-disk experiment in pairs', 'Model the first step; check the lamp distance.'],
            ['20–35 min', 'Mini-lesson: the photosynthesis equation', 'Link the bubbles students saw to oxygen.'],
            ['35–45 min', 'Worksheet questions 1–6', 'Circulate; pull a small group if needed.'],
            ['45–50 min', 'Exit ticket', 'Sort tickets into got it / almost / not yet.'],
          ],
        },
      ]),
      section('Assessment', [
        {
          type: 'paragraph',
          text: "Students explain, in writing, why the leaf disks floated. Use the exit ticket to plan tomorrow's groups.",
        },
      ]),
      section('Differentiation', [
        {
          type: 'list',
          ordered: false,
          items: [
            'Support: sentence starters and a labelled diagram.',
            'Extension: design a test of light colour on the rate of bubbling.',
          ],
        },
      ]),
    ],
    { include_answer_key: false, instructions: 'Duration: one 50-minute period.' },
  );
}

function reviewSheet(): GeneratedDocument {
  const num = new Numbering();
  return doc(
    'review_sheet',
    'Review Sheet: Photosynthesis',
    [
      section('Key vocabulary', [
        {
          type: 'vocabulary',
          entries: [
            { term: 'Chlorophyll', definition: 'The green pigment that absorbs light energy.' },
            { term: 'Stomata', definition: 'Tiny pores in a leaf that let gases in and out.' },
            { term: 'Glucose', definition: 'A sugar the plant makes and uses for energy.' },
          ],
        },
      ]),
      section('Key ideas', [
        {
          type: 'list',
          ordered: false,
          items: [
            'Light + water + carbon dioxide → glucose + oxygen.',
            'It happens in chloroplasts.',
            'Animals depend on the oxygen and food plants make.',
          ],
        },
      ]),
      section('Check yourself', [
        open(
          num,
          'short_answer',
          'Write the word equation for photosynthesis.',
          'Carbon dioxide + water → glucose + oxygen (with light energy).',
        ),
        tf(num, 'Stomata let carbon dioxide into the leaf.', true),
      ]),
    ],
    { include_answer_key: false },
  );
}

function exitTicket(): GeneratedDocument {
  const num = new Numbering();
  return doc(
    'exit_ticket',
    'Exit Ticket: Photosynthesis',
    [
      section(undefined, [
        mc(num, 'What gas do plants release?', ['Oxygen', 'Carbon dioxide', 'Methane', 'Nitrogen'], 0),
        tf(num, 'Plants need light to photosynthesize.', true),
        open(num, 'short_answer', 'Name one thing a plant needs to make food.', 'Sunlight, water or carbon dioxide', {
          answer_lines: 2,
        }),
        mc(num, 'Where is chlorophyll found?', ['Roots', 'Chloroplasts', 'Flowers', 'Seeds'], 1),
        open(num, 'short_answer', 'One question I still have is…', "Any genuine question about today's lesson.", {
          answer_lines: 2,
        }),
      ]),
    ],
    { difficulty: 'easy' },
  );
}

function rubric(): GeneratedDocument {
  return doc(
    'rubric',
    'Rubric: Photosynthesis Lab Report',
    [
      section(
        'Scoring guide',
        [
          {
            type: 'table',
            columns: ['Criterion', 'Exemplary (4)', 'Proficient (3)', 'Developing (2)', 'Beginning (1)'],
            rows: [
              [
                'Hypothesis',
                'Testable, linked to light and rate of photosynthesis',
                'Testable, loosely linked',
                'Vague or not testable',
                'Missing',
              ],
              [
                'Data',
                'Complete table with units and repeated trials',
                'Complete table, minor gaps',
                'Incomplete or unlabelled',
                'Little or no data',
              ],
              [
                'Conclusion',
                'Uses data to support or reject the hypothesis',
                'Uses some data',
                'Restates results only',
                'Missing or unrelated',
              ],
              [
                'Communication',
                'Clear, organised, correct vocabulary',
                'Mostly clear',
                'Hard to follow in places',
                'Unclear',
              ],
            ],
          },
        ],
        'Circle one box per row. Total: ____ / 16',
      ),
      section('Teacher comments', [{ type: 'writing_space', label: 'Comments', lines: 4 }]),
    ],
    { include_answer_key: false },
  );
}

function parentHandout(): GeneratedDocument {
  return doc(
    'parent_handout',
    'Helping Your Child Learn About Photosynthesis',
    [
      section('What we are learning', [
        {
          type: 'paragraph',
          text: 'This week our class is studying how plants make their own food from sunlight, water and air. Your child will run a simple experiment with spinach leaves and write about the results.',
        },
      ]),
      section('Ways to help at home', [
        {
          type: 'list',
          ordered: false,
          items: [
            'Ask your child to explain why plants need sunlight.',
            'Grow a bean in a cup on a windowsill and watch it together.',
            'Look at the underside of a leaf with a magnifying glass.',
          ],
        },
      ]),
      section('Important dates', [
        {
          type: 'table',
          columns: ['Date', 'What happens'],
          rows: [
            ['Monday', 'Experiment in class'],
            ['Thursday', 'Quiz on photosynthesis'],
            ['Friday', 'Lab report due'],
          ],
        },
      ]),
      section('Questions?', [
        { type: 'paragraph', text: 'Write to me any time through the school portal. Thank you for your support!' },
      ]),
    ],
    { include_answer_key: false, difficulty: 'easy' },
  );
}

/** One document per content kind. */
export function kindDocs(): GeneratedDocument[] {
  return [
    lessonPlan(),
    worksheetDoc('mixed'),
    quizDoc(),
    buildTest(20),
    diagramDoc('flowchart'),
    puzzleDoc('word_search'),
    reviewSheet(),
    exitTicket(),
    rubric(),
    { ...parentHandout(), offline_draft: true },
  ];
}
