import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  text-align: center;
  div {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.md};
    padding: 1rem 0.5rem;
  }
  dd {
    margin: 0;
    font-size: clamp(1.3rem, 4vw, 2rem);
    font-weight: 800;
    color: ${(p) => p.theme.colors.primary};
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

const STATS = [
  { value: '12,000+', label: 'Teachers' },
  { value: '500K+', label: 'Materials created' },
  { value: '4.9/5', label: 'Average rating' },
];

export function Stats() {
  return (
    <List aria-label="Lessonloom in numbers">
      {STATS.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </List>
  );
}
