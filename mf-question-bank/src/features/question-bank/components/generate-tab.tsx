import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LIMITS, QUESTION_TYPES, type QuestionType } from '@lessonloom/contracts';
import {
  Button,
  Card,
  CardDescription,
  Field,
  Label,
  RangeNumberField,
  Select,
  Textarea,
  wholeNumberIn,
} from '@lessonloom/ui';
import { useFailureToast, useToast } from '@lessonloom/web-core';
import { useGenerateQuestionsMutation } from '../api';

const TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple Choice',
  short_answer: 'Short Answer',
  true_false: 'True/False',
  essay: 'Essay',
};

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 1rem;
  margin: 1rem 0;
`;

export function GenerateTab({ onSaved }: { onSaved: () => void }) {
  const { toast } = useToast();
  const fail = useFailureToast();
  const [generate, { isLoading }] = useGenerateQuestionsMutation();
  const [prompt, setPrompt] = useState('');
  const [count, setCount] = useState(String(LIMITS.bankQuestionsDefault));
  const [type, setType] = useState<QuestionType>('multiple_choice');
  const [difficulty, setDifficulty] = useState('medium');

  const n = wholeNumberIn(count, LIMITS.bankQuestionsMin, LIMITS.bankQuestionsMax);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!prompt.trim() || isLoading || n === null) return;
    const body = new FormData();
    body.append('prompt', prompt);
    body.append('num_questions', String(n));
    body.append('question_type', type);
    body.append('difficulty', difficulty);
    const result = await generate(body);
    if (result.error) {
      fail(result.error, { title: 'Generation Failed' });
      return;
    }
    toast({
      title: 'Questions Generated',
      description: `Successfully generated and saved ${result.data.questions_saved} questions to the bank`,
    });
    setPrompt('');
    onSaved();
  };

  return (
    <Card as="form" onSubmit={submit} aria-label="Generate Specific" noValidate>
      <h2>Generate Specific</h2>
      <CardDescription>
        Describe the questions you need; they are written for you and saved to your bank.
      </CardDescription>
      <Field>
        <Label htmlFor="qb-prompt">Prompt</Label>
        <Textarea
          id="qb-prompt"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder="e.g. Questions about the causes of World War I for 9th grade history"
        />
      </Field>
      <Row>
        <RangeNumberField
          id="qb-count"
          label="Number of Questions"
          value={count}
          min={LIMITS.bankQuestionsMin}
          max={LIMITS.bankQuestionsMax}
          onChange={setCount}
        />
        <Field>
          <Label htmlFor="qb-type">Question Type</Label>
          <Select id="qb-type" value={type} onChange={(e) => setType(e.target.value as QuestionType)}>
            {QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor="qb-gen-difficulty">Difficulty</Label>
          <Select id="qb-gen-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
            <option value="easy">Easy</option>
            <option value="medium">Medium</option>
            <option value="hard">Hard</option>
          </Select>
        </Field>
      </Row>
      <Button type="submit" disabled={!prompt.trim() || isLoading || n === null}>
        {isLoading ? 'Generating...' : 'Generate Questions'}
      </Button>
    </Card>
  );
}
