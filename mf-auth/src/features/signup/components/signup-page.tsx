import { Container, MAIN_ID, MarketingHeader, SiteFooter } from '@lessonloom/ui';
import { Hero } from '../../marketing/components/hero';
import { FormCardWrap, HeroGrid, Section } from '../../marketing/components/layout';
import { PriceBox } from '../../marketing/components/price-box';
import { Stats } from '../../marketing/components/stats';
import { SignupForm } from './signup-form';
import { usePaymentCancelledNotice } from './use-payment-cancelled-notice';

/** /signup: the account form beside a marketing panel. */
export function SignupPage() {
  usePaymentCancelledNotice();
  return (
    <>
      <MarketingHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        <Container>
          <HeroGrid $formFirst>
            <FormCardWrap>
              <SignupForm />
            </FormCardWrap>
            <aside aria-label="Why Lessonloom">
              <Hero headingLevel={2} />
              <Section aria-label="Statistics">
                <Stats />
              </Section>
              <PriceBox />
            </aside>
          </HeroGrid>
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
