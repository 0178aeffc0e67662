// Spec §3: the generation request as form data, every entry as text.
import { GENERATE_DEFAULTS } from '@lessonloom/contracts';
import { questionCount, type GenerateSettings } from './settings';

export type GenerateSource = { mode: 'file'; filename: string } | { mode: 'topic'; topic: string };

export function buildGenerateForm(settings: GenerateSettings, source: GenerateSource): FormData {
  const form = new FormData();
  form.append('kind', settings.kind);
  form.append('difficulty', settings.difficulty);
  // Kinds without a count still send one (the spec sends every field); the page blocks a wrong visible count.
  form.append('num_questions', String(questionCount(settings.numQuestions) ?? GENERATE_DEFAULTS.num_questions));
  form.append('include_answer_key', String(settings.includeAnswerKey));
  // worksheet_style carries the diagram type when the kind is diagram (spec §3).
  form.append('worksheet_style', settings.kind === 'diagram' ? settings.diagramType : settings.worksheetStyle);
  form.append('grade_level', settings.gradeLevel.trim());
  form.append('subject', settings.subject.trim());
  form.append('specific_prompt', settings.useSpecificPrompt ? settings.specificPrompt.trim() : '');
  form.append('use_specific_prompt', String(settings.useSpecificPrompt));
  form.append('puzzle_type', settings.puzzleType);
  if (source.mode === 'file') form.append('source_filename', source.filename);
  else form.append('topic', source.topic.trim());
  return form;
}
