import { Container, MAIN_ID, MarketingHeader, SiteFooter } from '@lessonloom/ui';
import { Hero } from '../../marketing/components/hero';
import { FormCardWrap, HeroGrid } from '../../marketing/components/layout';
import { MarketingSections } from '../../marketing/components/marketing-sections';
import { LoginForm } from './login-form';

/** /login: the marketing page with the sign-in card beside the hero. */
export function LoginPage() {
  return (
    <>
      <MarketingHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        <Container>
          <HeroGrid $formFirstOnPhone>
            <Hero />
            <FormCardWrap>
              <LoginForm />
            </FormCardWrap>
          </HeroGrid>
        </Container>
        <MarketingSections />
      </main>
      <SiteFooter />
    </>
  );
}
