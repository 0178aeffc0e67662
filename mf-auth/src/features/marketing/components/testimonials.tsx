import { Card, Grid } from '@lessonloom/ui';
import styled from 'styled-components';

const Quote = styled.blockquote`
  margin: 0;
  p {
    margin: 0 0 0.75rem;
  }
  footer {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const QUOTES = [
  {
    text: 'I make about 15 items a week with Lessonloom and get 11+ hours of my weekends back.',
    who: 'Maria G., 7th grade science',
  },
  {
    text: 'The answer keys match the questions every time. I print the quiz and the key and I am done.',
    who: 'David K., high school history',
  },
  {
    text: 'I upload my slides and have a differentiated worksheet before my coffee is cold.',
    who: 'Aisha R., 4th grade teacher',
  },
];

export function Testimonials() {
  return (
    <Grid $min="260px">
      {QUOTES.map((q) => (
        <Card key={q.who}>
          <Quote>
            <p>“{q.text}”</p>
            <footer>— {q.who}</footer>
          </Quote>
        </Card>
      ))}
    </Grid>
  );
}
