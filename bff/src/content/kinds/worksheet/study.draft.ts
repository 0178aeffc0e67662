// The study-skills worksheet's strategy (active recall with flash cards), with the cards named from
// the file: its key terms, its steps in order, its parts to explain. A typed topic keeps the routine.
import { listed, outline } from '../../offline/outline';
import type { OfflineContext } from '../../offline/offline.context';

export function studyTips(ctx: OfflineContext): string[] {
  const o = outline(ctx);
  if (!o || o.keyTerms.length < 3)
    return [
      'Write a key word on the front of a card and its meaning, in your own words, on the back.',
      'Read the front, say the answer out loud, then check the back.',
      'Put cards you got wrong in a separate pile and practise them again tomorrow.',
      'Finish by explaining the topic to someone without looking at your notes.',
    ];
  return [
    `Make a card for each key term of “${o.title}”: ${listed(o.keyTerms.slice(0, 6))}. Write the term on the front and its meaning, in your own words, on the back.`,
    ...(o.process
      ? [
          `Make one more card: “the ${o.process.called}” on the front, and on the back the ${o.process.called} in order (${o.process.steps
            .slice(0, 6)
            .map((s) => s.label)
            .join(' → ')}).`,
        ]
      : []),
    'Read the front, say the answer out loud, then check the back against the reading.',
    'Put cards you got wrong in a separate pile and practise them again tomorrow.',
    `Finish by explaining ${o.parts.length >= 2 ? `each part of the reading (${listed(o.parts.slice(0, 4).map((p) => `“${p.heading}”`))})` : 'the reading'} to someone without looking at your notes.`,
  ];
}
