import styled from 'styled-components';
import {
  CONTENT_KINDS,
  DIAGRAM_TYPES,
  DIFFICULTIES,
  LIMITS,
  PUZZLE_TYPES,
  WORKSHEET_STYLES,
} from '@lessonloom/contracts';
import {
  Card,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  Input,
  Label,
  RangeNumberField,
  Select,
  Textarea,
} from '@lessonloom/ui';
import { DIAGRAM_LABELS, DIFFICULTY_LABELS, KIND_LABELS, PUZZLE_LABELS, STYLE_LABELS } from '../labels';
import { showsQuestionCount, type GenerateSettings } from '../settings';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: 1rem;
`;

function options<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((v) => (
    <option key={v} value={v}>
      {labels[v]}
    </option>
  ));
}

export interface SettingsCardProps {
  settings: GenerateSettings;
  onChange: (patch: Partial<GenerateSettings>) => void;
}

export function SettingsCard({ settings: s, onChange }: SettingsCardProps) {
  return (
    <Card aria-labelledby="settings-title">
      <CardHeader>
        <CardTitle id="settings-title">Generation Settings</CardTitle>
      </CardHeader>
      <Grid>
        <Field>
          <Label htmlFor="gen-kind">Content Type</Label>
          <Select
            id="gen-kind"
            value={s.kind}
            onChange={(e) => onChange({ kind: e.target.value as GenerateSettings['kind'] })}
          >
            {options(CONTENT_KINDS, KIND_LABELS)}
          </Select>
        </Field>
        <Field>
          <Label htmlFor="gen-difficulty">Difficulty</Label>
          <Select
            id="gen-difficulty"
            value={s.difficulty}
            onChange={(e) => onChange({ difficulty: e.target.value as GenerateSettings['difficulty'] })}
          >
            {options(DIFFICULTIES, DIFFICULTY_LABELS)}
          </Select>
        </Field>
        {showsQuestionCount(s.kind) && (
          <RangeNumberField
            id="gen-count"
            label="Number of Questions"
            value={s.numQuestions}
            min={LIMITS.generateQuestionsMin}
            max={LIMITS.generateQuestionsMax}
            onChange={(numQuestions) => onChange({ numQuestions })}
          />
        )}
        {s.kind === 'worksheet' && (
          <Field>
            <Label htmlFor="gen-style">Worksheet Style</Label>
            <Select
              id="gen-style"
              value={s.worksheetStyle}
              onChange={(e) => onChange({ worksheetStyle: e.target.value as GenerateSettings['worksheetStyle'] })}
            >
              {options(WORKSHEET_STYLES, STYLE_LABELS)}
            </Select>
          </Field>
        )}
        {s.kind === 'diagram' && (
          <Field>
            <Label htmlFor="gen-diagram">Diagram Type</Label>
            <Select
              id="gen-diagram"
              value={s.diagramType}
              onChange={(e) => onChange({ diagramType: e.target.value as GenerateSettings['diagramType'] })}
            >
              {options(DIAGRAM_TYPES, DIAGRAM_LABELS)}
            </Select>
          </Field>
        )}
        {s.kind === 'puzzle' && (
          <Field>
            <Label htmlFor="gen-puzzle">Puzzle Type</Label>
            <Select
              id="gen-puzzle"
              value={s.puzzleType}
              onChange={(e) => onChange({ puzzleType: e.target.value as GenerateSettings['puzzleType'] })}
            >
              {options(PUZZLE_TYPES, PUZZLE_LABELS)}
            </Select>
          </Field>
        )}
        <Field>
          <Label htmlFor="gen-grade">Grade Level (optional)</Label>
          <Input
            id="gen-grade"
            value={s.gradeLevel}
            maxLength={200}
            placeholder="e.g. 5th grade"
            onChange={(e) => onChange({ gradeLevel: e.target.value })}
          />
        </Field>
        <Field>
          <Label htmlFor="gen-subject">Subject (optional)</Label>
          <Input
            id="gen-subject"
            value={s.subject}
            maxLength={200}
            placeholder="e.g. Science"
            onChange={(e) => onChange({ subject: e.target.value })}
          />
        </Field>
      </Grid>
      <div style={{ display: 'grid', gap: '0.75rem', marginTop: '1rem' }}>
        <Checkbox
          label="Include answer key"
          checked={s.includeAnswerKey}
          onChange={(e) => onChange({ includeAnswerKey: e.target.checked })}
        />
        <Checkbox
          label="Use Specific AI Prompt"
          checked={s.useSpecificPrompt}
          onChange={(e) => onChange({ useSpecificPrompt: e.target.checked })}
        />
        {s.useSpecificPrompt && (
          <Field>
            <Label htmlFor="gen-prompt">Specific AI Prompt</Label>
            <Textarea
              id="gen-prompt"
              value={s.specificPrompt}
              maxLength={4000}
              placeholder="e.g. Focus on the light-dependent reactions and include one diagram-labelling question"
              onChange={(e) => onChange({ specificPrompt: e.target.value })}
            />
          </Field>
        )}
      </div>
    </Card>
  );
}
