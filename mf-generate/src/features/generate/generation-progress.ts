// What the page knows about a running generation, folded from the server's events.
import type { GenerationEvent, GenerationStage } from '@lessonloom/contracts';

export interface LiveQuestion {
  index: number;
  text: string;
  options: string[];
}

export interface GenerationProgress {
  stage: GenerationStage;
  /** Finished items (questions, words ...) and how many were asked for (null for kinds without a count). */
  done: number;
  total: number | null;
  note?: string;
  source: 'file' | 'topic';
  questions: LiveQuestion[];
}

export const initialProgress = (source: 'file' | 'topic'): GenerationProgress => ({
  stage: 'reading',
  done: 0,
  total: null,
  source,
  questions: [],
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The line a teacher reads for one drafted item, whatever list it came from. */
function itemText(item: Record<string, unknown>): string {
  if (item.prompt) return str(item.prompt);
  if (item.sentence) return str(item.sentence);
  if (item.word) return `${str(item.word)} — ${str(item.clue)}`;
  if (item.term) return `${str(item.term)}: ${str(item.definition ?? item.match)}`;
  if (item.label) return `${str(item.label)}: ${str(item.description)}`;
  if (item.criterion) return str(item.criterion);
  if (item.heading) return str(item.heading);
  return '';
}

export function nextProgress(p: GenerationProgress, e: GenerationEvent): GenerationProgress {
  if (e.type === 'stage')
    return {
      ...p,
      stage: e.stage,
      done: e.done ?? p.done,
      total: e.total === undefined ? p.total : e.total,
      note: e.note,
    };
  if (e.type === 'item') {
    const text = itemText(e.item);
    if (!text) return p;
    const options = Array.isArray(e.item.options)
      ? e.item.options.filter((o): o is string => typeof o === 'string')
      : [];
    return { ...p, questions: [...p.questions, { index: p.questions.length, text, options }] };
  }
  return p;
}

/** The four stages in order, worded for a teacher; "writing" says how far the model got. */
export function stageLabels(p: GenerationProgress): Array<{ stage: GenerationStage; label: string }> {
  const n = Math.min(p.done + 1, p.total ?? Infinity);
  const writing =
    p.total === null
      ? p.done
        ? `Writing (${p.done} items so far)`
        : 'Writing'
      : p.stage === 'writing'
        ? `Writing question ${n} of ${p.total}`
        : `Writing ${p.total} questions`;
  return [
    { stage: 'reading', label: p.source === 'file' ? 'Reading your file' : 'Reading your topic' },
    { stage: 'writing', label: writing },
    {
      stage: 'checking',
      label: p.note && p.stage === 'checking' ? `Checking the key — ${p.note.toLowerCase()}` : 'Checking the key',
    },
    { stage: 'files', label: 'Making the files' },
  ];
}
