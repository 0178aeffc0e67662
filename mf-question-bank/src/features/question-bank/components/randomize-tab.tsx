import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@lessonloom/contracts';
import { Button, Card, CardDescription, Field, Input, Label, RangeNumberField, wholeNumberIn } from '@lessonloom/ui';
import { useFailureToast, useToast } from '@lessonloom/web-core';
import { useRandomizeTestMutation, useTestHistoryQuery } from '../api';
import { randomizableTests, TestPicker } from './test-picker';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 1rem;
  margin: 1rem 0;
`;
const Hint = styled.small`
  color: ${(p) => p.theme.colors.muted};
`;

/** `initialTestId`: the test a link chose ("Make versions" on the history page). */
export function RandomizeTab({ initialTestId = '' }: { initialTestId?: string }) {
  const { toast } = useToast();
  const fail = useFailureToast();
  const [randomize, { isLoading }] = useRandomizeTestMutation();
  const { data: history } = useTestHistoryQuery();
  const tests = randomizableTests(history ?? []);
  const [testId, setTestId] = useState(initialTestId);
  const [versions, setVersions] = useState(String(LIMITS.versionsDefault));

  const n = wholeNumberIn(versions, LIMITS.versionsMin, LIMITS.versionsMax);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!testId.trim() || isLoading || n === null) return;
    const body = new FormData();
    body.append('test_id', testId.trim());
    body.append('num_versions', String(n));
    const result = await randomize(body);
    if (result.error) {
      fail(result.error, { title: 'Randomization Failed' });
      return;
    }
    toast({
      title: 'Test Versions Created',
      description: `Successfully created ${result.data.versions_created} randomized versions`,
    });
    setTestId('');
    setVersions(String(LIMITS.versionsDefault));
  };

  return (
    <Card as="form" onSubmit={submit} aria-label="Randomize Test" noValidate>
      <h2>Randomize Test</h2>
      <CardDescription>
        Create versions of a test with the questions and answer choices shuffled; each version has its own answer key.
      </CardDescription>
      <Row>
        <Field>
          <Label htmlFor="qb-test-id">Test ID</Label>
          <Input
            id="qb-test-id"
            value={testId}
            onChange={(e) => setTestId(e.target.value)}
            aria-describedby="qb-test-id-hint"
          />
          <Hint id="qb-test-id-hint">The test ID is found in your generation history.</Hint>
        </Field>
        {tests.length > 0 && <TestPicker tests={tests} value={testId} onPick={setTestId} />}
        <RangeNumberField
          id="qb-versions"
          label="Number of Versions"
          value={versions}
          min={LIMITS.versionsMin}
          max={LIMITS.versionsMax}
          onChange={setVersions}
        />
      </Row>
      <Button type="submit" disabled={!testId.trim() || isLoading || n === null}>
        {isLoading ? 'Creating Versions...' : 'Create Randomized Versions'}
      </Button>
    </Card>
  );
}
