import styled from 'styled-components';
import { ButtonLink } from '@lessonloom/ui';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: ${(p) => p.theme.radius.lg};
  background: linear-gradient(120deg, ${(p) => p.theme.colors.primary}, ${(p) => p.theme.colors.accent});
  color: #fff;
  h1 {
    margin: 0 0 0.35rem;
    /* a long email has no spaces to break at */
    overflow-wrap: anywhere;
    font-size: clamp(1.4rem, 4vw, 1.9rem);
  }
  p {
    margin: 0;
    opacity: 0.95;
  }
  a {
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
  }
`;

/**
 * "Welcome" until the teacher has made something, "Welcome back" after (while the history loads it is
 * not known yet, and the plain greeting is right either way).
 */
export function WelcomeBanner({ email, returning }: { email?: string; returning?: boolean }) {
  return (
    <Banner aria-labelledby="welcome-title">
      <div style={{ minWidth: 0 }}>
        <h1 id="welcome-title">
          {returning ? 'Welcome back' : 'Welcome'}
          {email ? `, ${email}` : ''}!
        </h1>
        <p>Turn your lesson notes or a topic into worksheets, quizzes and more, with answer keys, in seconds.</p>
      </div>
      <ButtonLink to="/generate" $size="lg">
        Start Creating
      </ButtonLink>
    </Banner>
  );
}
