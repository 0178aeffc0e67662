import { Container } from '@lessonloom/ui';
import { Section } from './layout';
import { FeatureGrid } from './feature-grid';
import { PriceBox } from './price-box';
import { Stats } from './stats';
import { Testimonials } from './testimonials';

/** The marketing body below the hero: statistics, price box, testimonials, feature grid. */
export function MarketingSections() {
  return (
    <Container>
      <Section aria-label="Statistics">
        <Stats />
      </Section>
      <Section aria-labelledby="pricing-heading">
        <h2 id="pricing-heading">One simple plan</h2>
        <PriceBox />
      </Section>
      <Section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">Loved by teachers</h2>
        <Testimonials />
      </Section>
      <Section aria-labelledby="features-heading">
        <h2 id="features-heading">Everything you need to prepare a lesson</h2>
        <FeatureGrid />
      </Section>
    </Container>
  );
}
