import { Card, CardDescription, Grid } from '@lessonloom/ui';

const FEATURES = [
  {
    title: 'Multiple Content Types',
    text: 'Lesson plans, worksheets, quizzes, tests, diagrams, puzzles, review sheets, exit tickets, rubrics and parent handouts.',
  },
  {
    title: 'Smart AI Generation',
    text: 'Content built from your own materials at the difficulty and grade level you choose, with checked answer keys.',
  },
  {
    title: 'Track Progress',
    text: 'See what you generated this month, the files you used and the hours you saved, and download any of it again.',
  },
];

export function FeatureGrid() {
  return (
    <Grid $min="240px">
      {FEATURES.map((f) => (
        <Card key={f.title}>
          <h3>{f.title}</h3>
          <CardDescription>{f.text}</CardDescription>
        </Card>
      ))}
    </Grid>
  );
}
