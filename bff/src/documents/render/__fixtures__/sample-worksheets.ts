import type { GeneratedDocument, Section, WorksheetStyle } from '@lessonloom/contracts';
import { Numbering, doc, matching, mc, open, section, tf } from './fixture-builders';

/** A labeling diagram shows numbered blanks, never the answers. */
const LABELING_MERMAID = `flowchart LR
  S1["1: Water warms and rises"] --> S2["2: Vapour cools into clouds"]
  S2 --> S3["3: Water falls from clouds"]
  S3 --> S4["4: Water gathers in seas"]
  S4 --> S1`;

function sections(style: WorksheetStyle, num: Numbering): Section[] {
  switch (style) {
    case 'cloze':
      return [
        section(
          'Fill in the blanks',
          [
            { type: 'word_bank', words: ['chlorophyll', 'oxygen', 'glucose', 'sunlight', 'stomata'] },
            open(num, 'fill_blank', 'Plants capture energy from _____ to make food.', 'sunlight'),
            open(num, 'fill_blank', 'The green pigment _____ absorbs light.', 'chlorophyll'),
            open(num, 'fill_blank', 'Gases enter and leave the leaf through the _____.', 'stomata'),
            open(num, 'fill_blank', 'Plants release _____ into the air.', 'oxygen'),
            open(num, 'fill_blank', 'The sugar made by the plant is called _____.', 'glucose'),
          ],
          'Use the words in the word bank. Each word is used once.',
        ),
      ];
    case 'matching':
      return [
        section(
          'Match the terms',
          [
            matching(
              num,
              [
                ['Chlorophyll', 'Green pigment that absorbs light'],
                ['Stomata', 'Pores for gas exchange'],
                ['Xylem', 'Carries water up the plant'],
                ['Phloem', 'Carries sugars around the plant'],
                ['Glucose', 'Sugar made in photosynthesis'],
              ],
              [3, 0, 4, 1, 2],
            ),
          ],
          'Write the letter of the definition next to each term.',
        ),
      ];
    case 'labeling':
      return [
        section('Label the diagram', [
          {
            type: 'diagram',
            diagram_type: 'flowchart',
            mermaid: LABELING_MERMAID,
            caption: 'The water cycle: write the name of each numbered stage.',
          },
          open(num, 'fill_blank', 'Stage 1, where water turns into vapour, is called _____.', 'Evaporation'),
          open(num, 'fill_blank', 'Stage 2, where vapour forms clouds, is called _____.', 'Condensation'),
          open(num, 'fill_blank', 'Stage 3, where water falls as rain or snow, is called _____.', 'Precipitation'),
        ]),
      ];
    case 'vocab':
      return [
        section('Vocabulary', [
          {
            type: 'vocabulary',
            entries: [
              { term: 'Photosynthesis', definition: 'The process plants use to make food from light.' },
              { term: 'Chloroplast', definition: 'The part of a plant cell where photosynthesis happens.' },
              { term: 'Producer', definition: 'A living thing that makes its own food.' },
            ],
          },
          open(
            num,
            'short_answer',
            'Use the word "producer" in a sentence of your own.',
            'Grass is a producer because it makes its own food.',
            { answer_lines: 2 },
          ),
          open(num, 'fill_blank', 'A _____ is the part of the cell where photosynthesis happens.', 'chloroplast'),
        ]),
      ];
    case 'problem_set':
      return [
        section(
          'Problems',
          [
            open(
              num,
              'problem',
              'A plant gives off 12 mL of oxygen every 5 minutes. How much oxygen does it give off in one hour?',
              '144 mL',
            ),
            open(
              num,
              'problem',
              'A leaf has 250 stomata per mm². How many stomata are on 4 mm² of leaf?',
              '1000 stomata',
            ),
            open(
              num,
              'problem',
              'A seedling grows 0.8 cm a day. How tall is it after 2 weeks if it started at 1.5 cm?',
              '12.7 cm',
              { answer_lines: 5 },
            ),
          ],
          'Show all of your work in the box.',
        ),
      ];
    case 'graphic_organizer':
      return [
        section(
          'Compare and contrast',
          [
            {
              type: 'table',
              caption: 'Photosynthesis vs. respiration',
              columns: ['Feature', 'Photosynthesis', 'Cellular respiration'],
              rows: [
                ['Where it happens', '', ''],
                ['What goes in', '', ''],
                ['What comes out', '', ''],
              ],
            },
            { type: 'writing_space', label: 'One way the two processes depend on each other:', lines: 3 },
          ],
          'Fill in each empty box.',
        ),
      ];
    case 'critical_thinking':
      return [
        section('Think it through', [
          open(
            num,
            'short_answer',
            'A farmer grows tomatoes in a greenhouse in winter. Why might she add lamps?',
            'Winter days are short, so extra light lets the plants photosynthesise more.',
            { answer_lines: 4 },
          ),
          open(
            num,
            'essay',
            'Would life on Earth be possible without photosynthesis? Argue your answer with evidence.',
            'No: photosynthesis supplies the oxygen and the food at the base of almost every food chain.',
          ),
        ]),
      ];
    case 'study_skills':
      return [
        section('Study plan', [
          {
            type: 'list',
            ordered: true,
            items: [
              'Read the chapter summary.',
              'Make flash cards for the five key terms.',
              'Draw the photosynthesis equation from memory.',
              'Quiz a partner.',
            ],
          },
          open(num, 'short_answer', 'Which step will you do first tonight, and why?', 'Any step with a reason.', {
            answer_lines: 2,
          }),
          { type: 'writing_space', label: 'Three questions I want to ask in class:', lines: 3 },
        ]),
      ];
    case 'creative_expression':
      return [
        section('Create', [
          open(
            num,
            'essay',
            'Write a short story told by a leaf on a sunny day. Include at least three science words.',
            'Stories vary; look for correct use of chlorophyll, sunlight, oxygen or glucose.',
            { answer_lines: 12 },
          ),
          { type: 'writing_space', label: 'Sketch your leaf character here (or plan your story):', lines: 5 },
        ]),
      ];
    case 'mixed':
    default:
      return [
        section('Part 1: Multiple choice', [
          mc(
            num,
            'What do plants need to make food?',
            ['Sunlight, water and carbon dioxide', 'Soil only', 'Oxygen and sugar', 'Darkness'],
            0,
          ),
          tf(num, 'Chlorophyll is found in the chloroplasts.', true),
        ]),
        section('Part 2: Match the terms', [
          matching(
            num,
            [
              ['Xylem', 'Carries water'],
              ['Phloem', 'Carries sugars'],
              ['Stomata', 'Let gases in and out'],
            ],
            [1, 2, 0],
          ),
        ]),
        section('Part 3: Write', [
          open(num, 'fill_blank', 'Plants release _____ as a by-product.', 'oxygen'),
          open(num, 'short_answer', 'Why are leaves usually flat and wide?', 'To catch as much sunlight as possible.'),
          open(
            num,
            'essay',
            'Explain how the food you ate today depends on photosynthesis.',
            'All food chains start with producers that make food by photosynthesis.',
            { answer_lines: 8 },
          ),
        ]),
      ];
  }
}

export function worksheetDoc(style: WorksheetStyle): GeneratedDocument {
  const num = new Numbering();
  const label = style.replace(/_/g, ' ');
  return doc('worksheet', `Photosynthesis Worksheet (${label})`, sections(style, num), {
    worksheet_style: style,
    include_answer_key: style !== 'study_skills',
    instructions: 'Read each question carefully.',
  });
}
