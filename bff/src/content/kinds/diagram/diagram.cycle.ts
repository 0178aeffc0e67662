// A cycle diagram: the text's steps in order, the last leading back to the first; without steps, the
// topic's listed stages or a learning cycle for studying the topic.
import { cap, type OfflineContext } from '../../offline/offline.context';
import { topicHead, type OfflineDiagram } from './diagram.parts';
import { orderQuestions, textSteps } from './diagram.steps';

export function cycleFromText(ctx: OfflineContext): OfflineDiagram | null {
  const found = textSteps(ctx);
  if (!found) return null;
  const { steps, what, cited, first } = found;
  return {
    data: { stages: steps },
    caption: `The ${what} in the order the text gives them; the last leads back to the first.`,
    questions: orderQuestions([...steps, steps[0]], 'cycle', first, [...cited, cited[0]]),
  };
}

export function cycleFrame(ctx: OfflineContext): OfflineDiagram {
  // The text describes no cycle: a learning cycle for studying it is the honest frame.
  const listed = ctx.topicItems.length >= 3;
  const stages = listed
    ? ctx.topicItems.map(cap)
    : [
        'Ask a question about the topic',
        'Investigate and collect evidence',
        'Try out an explanation',
        'Reflect on what worked',
        'Improve the explanation',
      ];
  const caption = listed
    ? `The stages of ${topicHead(ctx)}; the last leads back to the first.`
    : `A learning cycle for ${ctx.topic}.`;
  // A learning cycle drawn for a file that describes none is no content of the file to ask about.
  const questions = listed || !ctx.text ? orderQuestions([...stages, stages[0]], 'cycle', ctx.passage) : [];
  return { data: { stages }, caption, questions };
}
