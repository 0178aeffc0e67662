// The offline study-skills worksheet: flash cards of the file's key terms and its steps in order; a typed
// topic keeps the routine without pasting its name in.
import { type WorksheetDraft } from '../kinds/worksheet/worksheet.styles';
import { STAGES, draftOf, manifest, stagesInput, topicInput } from './offline-teacher-kinds.shared';

// Each case generates a kind from every tuning section it reads (some from .docx): minutes on two shared,
// loaded cores.
jest.setTimeout(600_000);

describe('offline study-skills worksheet', () => {
  test('the flash cards are the file’s key terms and its steps in order; a typed topic keeps the routine without its name', async () => {
    const entry = manifest.texts.find((t) => t.id === STAGES)!;
    const { input, steps } = await stagesInput('worksheet', { worksheet_style: 'study_skills' });
    const s = draftOf<WorksheetDraft['study_skills']>(input);
    expect(
      entry.key_terms.filter((k) => s.tips[0].toLowerCase().includes(k.toLowerCase())).length,
    ).toBeGreaterThanOrEqual(2);
    expect(s.tips.join(' ')).toContain(steps.join(' → '));
    const topic = draftOf<WorksheetDraft['study_skills']>(
      topicInput('Causes of World War I', 'worksheet', { worksheet_style: 'study_skills' }),
    );
    expect(topic.tips.join(' ').toLowerCase()).not.toContain('world war');
  });
});
