import styled from 'styled-components';

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: 1.25rem;
  min-width: 0;
`;
export const CardHeader = styled.header`
  margin-bottom: 1rem;
`;
export const CardTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0;
`;
export const CardDescription = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 0.25rem 0 0;
`;
export const CardContent = styled.div`
  display: grid;
  gap: 1rem;
`;
export const CardFooter = styled.footer`
  margin-top: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;
