import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle, Label, Textarea } from '@lessonloom/ui';

export const EXAMPLE_TOPICS = [
  'Photosynthesis for 5th grade',
  'Causes of the American Revolution',
  'Adding fractions with unlike denominators',
  'The water cycle',
  'Persuasive writing techniques',
  'Newton’s three laws of motion',
] as const;

const Examples = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Tips = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;
const Ready = styled.p`
  margin: 0;
  padding: 0.6rem 0.9rem;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.successSoft};
  color: ${(p) => p.theme.colors.success};
  font-weight: 600;
`;

export function TopicCard({ topic, onChange }: { topic: string; onChange: (t: string) => void }) {
  return (
    <Card aria-labelledby="topic-title">
      <CardHeader>
        <CardTitle id="topic-title">Enter Your Topic</CardTitle>
        <CardDescription>Describe what you are teaching; the more specific, the better the material.</CardDescription>
      </CardHeader>
      <div style={{ display: 'grid', gap: '1rem' }}>
        <div>
          <Label htmlFor="topic-input">Topic</Label>
          <Textarea
            id="topic-input"
            value={topic}
            maxLength={20000}
            placeholder="e.g. The stages of mitosis for 9th grade biology, with key vocabulary"
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
        {topic.trim() && <Ready role="status">Ready to Generate!</Ready>}
        <div>
          <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }} id="examples-label">
            Example topics
          </p>
          <Examples aria-labelledby="examples-label">
            {EXAMPLE_TOPICS.map((t) => (
              <li key={t}>
                <Button
                  $variant="secondary"
                  $size="sm"
                  onClick={() => onChange(t)}
                  aria-label={`Use example topic: ${t}`}
                >
                  {t}
                </Button>
              </li>
            ))}
          </Examples>
        </div>
        <div>
          <p style={{ margin: '0 0 0.35rem', fontWeight: 600 }}>Tips</p>
          <Tips>
            <li>Name the grade level and subject so the reading level fits your class.</li>
            <li>List the key ideas or vocabulary you want covered.</li>
            <li>Mention what students already know, or common misconceptions to address.</li>
          </Tips>
        </div>
      </div>
    </Card>
  );
}
